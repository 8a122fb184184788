export { registerRegistrationCodeRoutes } from './routes.ts';
export { deliverRegistrationMail, deliverRegistrationSms } from './service.ts';
