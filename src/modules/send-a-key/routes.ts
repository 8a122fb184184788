import { invalidField } from '../../kernel/errors.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import { sendAKey, type Delivery, type SendAKeyRequest } from './service.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { problemResponses } from '../../kernel/http/schemas/common.ts';
import { SEND_A_KEY_ALIASES, SendAKeyMailRequestSchema, SendAKeyResponseSchema, SendAKeySmsRequestSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { refuseRemovedPairParameter } from '../authorizations/index.ts';

const tags = ['Send a key'];
const description =
  'One transaction: finds (first name, last name, secondary identification) or creates the person, uses the given phone or ' +
  'creates one, assigns it, creates the authorization with the rules of POST /v1/authorizations/simple and sends the ' +
  'registration code. A failure anywhere leaves nothing behind. Clean-up order: empty the medium, cancel the assignment, ' +
  'delete the phone, delete the person.';

type Body = {
  phone: { id?: number | null; phoneNumber?: string | null; name?: string | null };
  person?: object | null;
  authorization?: object | null;
};

function requestOf(body: Body): SendAKeyRequest {
  const phone = withoutEmpty(body.phone);
  if (phone.id === undefined && phone.phoneNumber === undefined)
    throw invalidField('/phone/phoneNumber', 'give the id of an existing phone or the number of a new one');
  return {
    phone,
    person: body.person ? (withoutEmpty(body.person as Record<string, unknown>) as never) : undefined,
    authorization: body.authorization ? (withoutEmpty(body.authorization as Record<string, unknown>) as never) : undefined,
  };
}

export function registerSendAKeyRoutes(app: ApiApp, deps: Deps): void {
  const sms = (operationId: string, summary: string, deprecated: boolean) => ({
    preValidation: refuseRemovedPairParameter,
    config: { bodyAliases: SEND_A_KEY_ALIASES },
    schema: {
      tags,
      operationId,
      summary,
      description,
      deprecated,
      body: SendAKeySmsRequestSchema,
      response: { 200: SendAKeyResponseSchema, ...problemResponses(400, 403, 404, 409) },
    },
  });
  const bySms = async (request: { body: Body & { smsText?: string | null }; ctx: RequestContext }) =>
    sendAKey(deps, request.ctx, requestOf(request.body), { channel: 'SMS', smsText: request.body.smsText ?? undefined } satisfies Delivery);

  app.post('/v1/send-a-key/sms', sms('sendAKeySms', 'Person, phone, authorization and registration code by SMS in one call', false), bySms);
  app.post('/v1/send-a-key', sms('sendAKey', 'Deprecated: use /v1/send-a-key/sms', true), bySms);

  app.post(
    '/v1/send-a-key/mail',
    {
      preValidation: refuseRemovedPairParameter,
      config: { bodyAliases: SEND_A_KEY_ALIASES },
      schema: {
        tags,
        operationId: 'sendAKeyMail',
        summary: 'Person, phone, authorization and registration code by e-mail in one call',
        description,
        body: SendAKeyMailRequestSchema,
        response: { 200: SendAKeyResponseSchema, ...problemResponses(400, 403, 404, 409) },
      },
    },
    (request) =>
      sendAKey(deps, request.ctx, requestOf(request.body), {
        channel: 'EMAIL',
        mailSubject: request.body.mailSubject ?? undefined,
        mailText: request.body.mailText ?? undefined,
      }),
  );
}
