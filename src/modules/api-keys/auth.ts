import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/errors.ts';
import { checkBaseAddress } from '../../kernel/http/base-address.ts';
import { installRevisionFilter, REVISION_HEADER, requestRevision } from '../../kernel/http/revision.ts';
import { authenticateApiKey, watchCredentialChanges } from './service.ts';
import type { Deps } from '../../kernel/context.ts';
import { RequestQuota } from '../../kernel/http/request-quota.ts';
import { KeyUseRecorder } from './key-use.ts';

/** Every interface request must carry a valid `X-API-Key`; it decides the environment served. */
export function installApiKeyAuth(app: FastifyInstance, deps: Deps): void {
  const quota = new RequestQuota(deps.store, deps.config.dailyRequestQuota);
  const credentials = watchCredentialChanges(deps.store.readDataVersion);
  const keyUse = new KeyUseRecorder(deps.store.db);
  app.addHook('onClose', async () => {
    credentials.stop();
    await Promise.all([quota.stop(), keyUse.stop()]);
  });
  installRevisionFilter(app);
  app.addHook('onRequest', async (request, reply) => {
    const presented = request.headers['x-api-key'];
    if (typeof presented !== 'string' || presented === '') {
      throw new AppError(401, 'API_KEY_MISSING', 'send your API key in the X-API-Key header');
    }
    const context = await authenticateApiKey(deps.store.db, presented);
    if (!context) throw new AppError(401, 'API_KEY_INVALID', 'the API key is unknown or has been revoked');
    checkBaseAddress(deps.config, request.raw, context.env.kind, 'API key');
    await quota.take(context.env.id);
    // An API key's actor carries the key's id (apiKeyActor).
    if (context.actor.userId !== null) keyUse.used(context.actor.userId);
    const revision = requestRevision(request.headers[REVISION_HEADER], context.revision);
    request.ctx = revision === context.revision ? context : { ...context, revision };
    reply.header(REVISION_HEADER, revision);
  });
}
