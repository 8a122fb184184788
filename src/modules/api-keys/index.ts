export { installApiKeyAuth } from './auth.ts';
export { forgetAuthenticatedKeys, hashApiKey, issueApiKey, type IssuedKey } from './service.ts';
