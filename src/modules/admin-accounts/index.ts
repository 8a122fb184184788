/**
 * The public surface of admin-accounts (the web administration's log-ins: invitations, passwords,
 * second factor, password reset, sessions' owners; the customer's administrators and support logins):
 * what other modules and the composition may use.
 */
export { accountPages } from './pages.tsx';
export { totpCodeAt } from './credentials.ts';
export { inviteAdministrator, inviteAdministratorIn, resolveAdmin, type Invitation } from './service.ts';
