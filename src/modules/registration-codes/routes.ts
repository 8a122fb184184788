import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { emptyBodyAsObject } from '../../kernel/http/json-body.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { PhoneSchema, SendRegistrationCodeMailSchema, SendRegistrationCodeSmsSchema } from '../media/index.ts';
import { generatePairingCode, resetPin, sendRegistrationMail, sendRegistrationSms } from './service.ts';

const tags = ['Media'];
const PhoneRef = Type.Ref(PhoneSchema);
const PhoneParams = Type.Object({ phoneId: Id });
const SMS = '/v1/media/phones/{phoneId}/send-registration-code/sms';

/** A phone's pairing code: made anew, sent by SMS or e-mail; its PIN reset. */
export function registerRegistrationCodeRoutes(app: ApiApp, deps: Deps): void {
  app.post(
    '/v1/media/phones/:phoneId/pairing',
    {
      schema: {
        tags,
        operationId: 'generatePairingCodeForPhone',
        summary: 'Makes a new pairing code with its end of validity; nothing is sent',
        params: PhoneParams,
        response: { 200: PhoneRef, ...problemResponses(400, 404) },
      },
    },
    (request) => generatePairingCode(deps, request.ctx, request.params.phoneId),
  );

  app.post(
    '/v1/media/phones/:phoneId/pin-reset',
    {
      schema: {
        tags,
        operationId: 'resetPinOfPhone',
        summary: 'Requests a PIN reset (409 when the phone has no PIN)',
        params: PhoneParams,
        response: { 200: PhoneRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => resetPin(deps, request.ctx, request.params.phoneId),
  );

  app.post(
    '/v1/media/phones/:phoneId/send-registration-code/sms',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        operationId: 'sendRegistrationCodeToPhoneViaSms',
        summary: 'Sends a new pairing code by SMS (default text in the correspondence language unless smsText is given)',
        params: PhoneParams,
        body: SendRegistrationCodeSmsSchema,
        response: { 200: PhoneRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => sendRegistrationSms(deps, request.ctx, request.params.phoneId, withoutEmpty(request.body)),
  );

  app.post(
    '/v1/media/phones/:phoneId/send-registration-code/mail',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        operationId: 'sendRegistrationCodeToPhoneViaMail',
        summary: "Sends a new pairing code by e-mail to the address of the phone's person",
        params: PhoneParams,
        body: SendRegistrationCodeMailSchema,
        response: { 200: PhoneRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => sendRegistrationMail(deps, request.ctx, request.params.phoneId, withoutEmpty(request.body)),
  );

  app.post(
    '/v1/media/phones/:phoneId/send-registration-code',
    {
      schema: {
        tags,
        operationId: 'sendRegistrationCodeToPhone_1',
        deprecated: true,
        summary: `Deprecated: use ${SMS}`,
        params: PhoneParams,
        response: { 200: PhoneRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => sendRegistrationSms(deps, request.ctx, request.params.phoneId),
  );

  app.post(
    '/v1/media/phones/:phoneId/send-registration-code-with-parameters',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        operationId: 'sendRegistrationCodeToPhone',
        deprecated: true,
        summary: `Deprecated: use ${SMS}`,
        params: PhoneParams,
        body: SendRegistrationCodeSmsSchema,
        response: { 200: PhoneRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => sendRegistrationSms(deps, request.ctx, request.params.phoneId, withoutEmpty(request.body)),
  );
}
