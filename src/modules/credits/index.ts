/**
 * The public surface of credits (credit balance and time-based credits, their consumption):
 * what other modules and the composition may use.
 */
export { consumeCredits } from './service.ts';
