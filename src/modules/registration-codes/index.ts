/**
 * The public surface of registration-codes (pairing codes, PIN reset, registration codes by SMS and e-mail):
 * what other modules and the composition may use.
 */
export { registerRegistrationCodeRoutes } from './routes.ts';
export { deliverRegistrationMail, deliverRegistrationSms } from './service.ts';
