export { consumeCredits } from './service.ts';
