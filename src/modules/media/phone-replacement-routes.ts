import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { approveReplacement, listPendingReplacements, rejectReplacement } from './phone-replacements.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import { PendingPhoneReplacementListSchema, PendingPhoneReplacementSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Media'];
const Params = Type.Object({ replacementId: Id });
const DecidedRef = Type.Ref(PendingPhoneReplacementSchema, { description: 'The replacement as decided' });

/** Phone replacements waiting for approval. Decisions answer 200 with the replacement. */
export function registerPhoneReplacementRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/pending-phone-replacements',
    {
      schema: {
        tags,
        operationId: 'getPendingPhoneReplacements',
        summary: 'Pending phone replacements, oldest first',
        response: { 200: PendingPhoneReplacementListSchema, ...problemResponses() },
      },
    },
    async (request) => ({ pendingPhoneReplacementList: await listPendingReplacements(deps, request.ctx) }),
  );

  app.post(
    '/v1/pending-phone-replacements/:replacementId/approve',
    {
      schema: {
        tags,
        operationId: 'approvePendingPhoneReplacement',
        summary: 'Approves a pending replacement (costs credits); 403 when it is not pending or credits are short',
        params: Params,
        response: { 200: DecidedRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => approveReplacement(deps, request.ctx, request.params.replacementId),
  );

  app.post(
    '/v1/pending-phone-replacements/:replacementId/reject',
    {
      schema: {
        tags,
        operationId: 'rejectPendingPhoneReplacement',
        summary: 'Rejects a pending replacement; 403 when it is not pending',
        params: Params,
        response: { 200: DecidedRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => rejectReplacement(deps, request.ctx, request.params.replacementId),
  );
}
