import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../kernel/context.ts';
import { attemptAccess, attemptAccessAtLock } from '../services/lock-access.ts';
import { redeemPairingCode } from '../services/pairing.ts';
import { requestPhoneReplacement, setPinProtection } from '../services/phone-app.ts';
import { synchronizePhone } from '../services/phone-sync.ts';
import { synchronizeLock } from '../services/lock-sync.ts';
import { withoutEmpty } from '../../../kernel/db/query-helpers.ts';
import { problemResponses } from '../../../kernel/http/schemas/common.ts';
import {
  AccessDecisionSchema,
  LockSynchronizationSchema,
  LockUploadSchema,
  MAX_UPLOADED_ENTRIES,
  NewDeviceSchema,
  PairingRequestSchema,
  PhonePairingSchema,
  PhoneSynchronizationSchema,
  PhoneUnlockSchema,
  PinSchema,
  PresentedMediumSchema,
  ReplacementRequestResultSchema,
} from './schemas.ts';
import { emptyBodyAsObject } from '../../../kernel/http/json-body.ts';
import type { ApiApp } from '../../../kernel/http/types.ts';
import { installDeviceAuth, lockOf, phoneOf } from './auth.ts';
import { optionalMoment } from './moment.ts';

/** Prefix of the device interface: what locks (gateways) and phone apps call, separate from `/v1`. */
export const DEVICE_PREFIX = '/device/v1';

/** Buffered protocol entries make lock synchronizations larger than interface requests. */
const LOCK_SYNC_BODY_LIMIT = 16 * 1024 * 1024;

// Not part of the public interface document: devices are not third-party applications.
const hide = true;

/** Redeeming a pairing code: the code is the phone app's proof, it has no credential yet. */
function registerPairing(app: ApiApp, deps: Deps): void {
  app.post(
    `${DEVICE_PREFIX}/phone/pairing`,
    {
      schema: {
        hide,
        body: PairingRequestSchema,
        response: { 200: Type.Ref(PhonePairingSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => redeemPairingCode(deps, request.body),
  );
}

function registerPhoneApp(app: ApiApp, deps: Deps): void {
  app.post(
    `${DEVICE_PREFIX}/phone/sync`,
    {
      schema: { hide, response: { 200: Type.Ref(PhoneSynchronizationSchema), ...problemResponses(400, 403) } },
    },
    (request) => synchronizePhone(deps, request.ctx, phoneOf(request)),
  );

  app.put(
    `${DEVICE_PREFIX}/phone/pin`,
    {
      schema: { hide, body: PinSchema, response: { 200: PinSchema, ...problemResponses(400, 403) } },
    },
    (request) => setPinProtection(deps, request.ctx, phoneOf(request), request.body.pinSet),
  );

  app.post(
    `${DEVICE_PREFIX}/phone/replacement`,
    {
      schema: { hide, body: NewDeviceSchema, response: { 200: Type.Ref(ReplacementRequestResultSchema), ...problemResponses(400, 403) } },
    },
    (request) => requestPhoneReplacement(deps, request.ctx, phoneOf(request), request.body),
  );

  app.post(
    `${DEVICE_PREFIX}/phone/unlock`,
    {
      schema: { hide, body: PhoneUnlockSchema, response: { 200: Type.Ref(AccessDecisionSchema), ...problemResponses(400, 403, 404) } },
    },
    (request) =>
      attemptAccess(deps, request.ctx, {
        mediumId: phoneOf(request),
        lockId: request.body.lockId,
        at: optionalMoment(request.body.at, '/at'),
      }),
  );
}

function registerLock(app: ApiApp, deps: Deps): void {
  app.post(
    `${DEVICE_PREFIX}/lock/sync`,
    {
      bodyLimit: Math.max(deps.config.bodyLimitBytes, LOCK_SYNC_BODY_LIMIT),
      // A lock uploads its whole buffer at once; the schema bounds it.
      config: { maxListItems: MAX_UPLOADED_ENTRIES },
      preValidation: emptyBodyAsObject,
      schema: { hide, body: LockUploadSchema, response: { 200: Type.Ref(LockSynchronizationSchema), ...problemResponses(400, 403) } },
    },
    (request) =>
      synchronizeLock(deps, request.ctx, lockOf(request), {
        protocolAs: 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
        upload: withoutEmpty(request.body),
        download: true,
      }),
  );

  app.post(
    `${DEVICE_PREFIX}/lock/access`,
    {
      schema: { hide, body: PresentedMediumSchema, response: { 200: Type.Ref(AccessDecisionSchema), ...problemResponses(400, 403, 404) } },
    },
    (request) => {
      const { at, ...medium } = withoutEmpty(request.body);
      return attemptAccessAtLock(deps, request.ctx.actor, lockOf(request), medium, optionalMoment(at, '/at'));
    },
  );
}

/**
 * The device interface as one encapsulated plugin: pairing without credential, everything else
 * behind the X-Device-Token hook. Registered next to the `/v1` plugin in src/app.ts.
 */
export function deviceInterface(deps: Deps) {
  return async (device: FastifyInstance): Promise<void> => {
    registerPairing(device, deps);
    await device.register(async (authenticated) => {
      installDeviceAuth(authenticated, deps);
      registerPhoneApp(authenticated, deps);
      registerLock(authenticated, deps);
    });
  };
}
