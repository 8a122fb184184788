/**
 * The public surface of api-keys (issuing, hashing, authenticating and revoking API keys; the `/v1` key hook):
 * what other modules and the composition may use.
 */
export { installApiKeyAuth } from './auth.ts';
export { flushKeyUse } from './key-use.ts';
export { forgetAuthenticatedKeys, hashApiKey, issueApiKey, replaceApiKeySecret, type IssuedKey } from './service.ts';
