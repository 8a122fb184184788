import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../kernel/errors.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import { advanceClock, getClock } from '../devices/index.ts';
import { issueLockCredential } from '../devices/index.ts';
import { attemptAccess } from '../devices/index.ts';
import { redeemPairingCode } from '../devices/index.ts';
import { requestPhoneReplacement, setPinProtection } from '../devices/index.ts';
import { synchronizePhone } from '../devices/index.ts';
import { synchronizeLock } from '../devices/index.ts';
import { requireTestEnvironment } from '../../kernel/test-environment.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { optionalMoment } from '../devices/index.ts';
import { emptyBodyAsObject } from '../../kernel/http/json-body.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  AccessDecisionSchema,
  ClockChangeSchema,
  EnvironmentClockSchema,
  LockCredentialSchema,
  LockSynchronizationSchema,
  LockUploadSchema,
  NewDeviceSchema,
  PairingRequestSchema,
  PhonePairingSchema,
  PhoneSynchronizationSchema,
  PinSchema,
  ReplacementRequestResultSchema,
  SimulatedAccessSchema,
} from '../devices/index.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Simulator (test environment only)'];
const TEST_ONLY =
  'Test environment only: production keys get 403 TEST_ENVIRONMENT_ONLY. Runs the same code as the device interface (/device/v1) of real locks and phone apps.';

/**
 * What devices do, on behalf of an integrator's test: the caller's test environment acts as the
 * lock or phone app (the actor of its protocol entries is the simulator with the caller's key).
 */
function simulated(request: FastifyRequest): RequestContext {
  requireTestEnvironment(request.ctx.env, 'the simulator works');
  const { actor } = request.ctx;
  return { env: request.ctx.env, actor: { kind: 'DEVICE', userId: actor.userId, name: `Simulator (${actor.name})` } };
}

const PhoneParams = Type.Object({ phoneId: Id });
const LockParams = Type.Object({ lockId: Id });

function registerPhoneControls(app: ApiApp, deps: Deps): void {
  app.post(
    '/v1/simulator/phones/pair',
    {
      schema: {
        tags,
        operationId: 'simulatorPairPhone',
        summary: 'A phone app redeems a pairing code and gets its device credential',
        description: TEST_ONLY,
        body: PairingRequestSchema,
        response: { 200: Type.Ref(PhonePairingSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => redeemPairingCode(deps, request.body, { env: simulated(request).env }),
  );

  app.post(
    '/v1/simulator/phones/:phoneId/sync',
    {
      schema: {
        tags,
        operationId: 'simulatorSyncPhone',
        summary: 'The phone synchronizes: authorizations received or deleted, push messages delivered, a PIN reset carried out',
        description: TEST_ONLY,
        params: PhoneParams,
        response: { 200: Type.Ref(PhoneSynchronizationSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => synchronizePhone(deps, simulated(request), request.params.phoneId),
  );

  app.put(
    '/v1/simulator/phones/:phoneId/pin',
    {
      schema: {
        tags,
        operationId: 'simulatorSetPin',
        summary: 'The phone app turns its PIN protection on or off',
        description: TEST_ONLY,
        params: PhoneParams,
        body: PinSchema,
        response: { 200: PinSchema, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => setPinProtection(deps, simulated(request), request.params.phoneId, request.body.pinSet),
  );

  app.post(
    '/v1/simulator/phones/:phoneId/replacement',
    {
      schema: {
        tags,
        operationId: 'simulatorRequestPhoneReplacement',
        summary:
          'The phone app, moved to a new device, asks to replace the registered phone (pending, or approved at once by the customer setting)',
        description: TEST_ONLY,
        params: PhoneParams,
        body: NewDeviceSchema,
        response: { 200: Type.Ref(ReplacementRequestResultSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => requestPhoneReplacement(deps, simulated(request), request.params.phoneId, request.body),
  );
}

function registerLockControls(app: ApiApp, deps: Deps): void {
  app.post(
    '/v1/simulator/locks/:lockId/sync',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        operationId: 'simulatorSyncLock',
        summary:
          'The lock synchronizes: pending settings, areas, slots, removal, blacklist and authorizations take effect; buffered entries are uploaded',
        description: `${TEST_ONLY} The body is optional: what the lock reports (battery, firmware, buffered protocol entries with its clock reading and lockUtcDelta).`,
        params: LockParams,
        body: LockUploadSchema,
        response: { 200: Type.Ref(LockSynchronizationSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) =>
      synchronizeLock(deps, simulated(request), request.params.lockId, {
        protocolAs: 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
        upload: withoutEmpty(request.body),
      }),
  );

  app.post(
    '/v1/simulator/locks/:lockId/credential',
    {
      schema: {
        tags,
        operationId: 'simulatorIssueLockCredential',
        summary: 'A device credential for an own lock (e.g. of the test data set), to drive it through the device interface',
        description: TEST_ONLY,
        params: LockParams,
        response: { 200: Type.Ref(LockCredentialSchema), ...problemResponses(403, 404) },
      },
    },
    async (request) => {
      const issued = await issueLockCredential(deps, simulated(request), request.params.lockId);
      return { lockId: request.params.lockId, deviceToken: issued.token, prefix: issued.prefix };
    },
  );

  app.post(
    '/v1/simulator/access',
    {
      schema: {
        tags,
        operationId: 'simulatorAccess',
        summary:
          'A medium is presented at a lock: the decision, its lock protocol entry and, for a phone that unlocks, the UNLOCKING event',
        description: `${TEST_ONLY} The moment is at (UTC), or localTime on the lock's wall clock, or the environment's now; never after now.`,
        body: SimulatedAccessSchema,
        response: { 200: Type.Ref(AccessDecisionSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => {
      const { mediumId, lockId, at, localTime } = request.body;
      return attemptAccess(deps, simulated(request), {
        mediumId,
        lockId,
        at: optionalMoment(at, '/at'),
        localTime: localTime ?? undefined,
      });
    },
  );
}

function registerClockControls(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/simulator/clock',
    {
      // The answer is the time itself.
      config: { readCache: false },
      schema: {
        tags,
        operationId: 'simulatorGetClock',
        summary: "The test environment's now",
        description: TEST_ONLY,
        response: { 200: Type.Ref(EnvironmentClockSchema), ...problemResponses(403) },
      },
    },
    (request) => getClock(deps, simulated(request)),
  );

  app.post(
    '/v1/simulator/clock',
    {
      schema: {
        tags,
        operationId: 'simulatorAdvanceClock',
        summary: "Advances the test environment's clock (by minutes, or to a later moment); a test data reset puts it back",
        description: TEST_ONLY,
        body: ClockChangeSchema,
        response: { 200: Type.Ref(EnvironmentClockSchema), ...problemResponses(400, 403) },
      },
    },
    (request) => {
      const ctx = simulated(request);
      const { advanceMinutes, to } = request.body;
      const moment = optionalMoment(to, '/to');
      if ((advanceMinutes == null) === (moment === undefined)) {
        throw badRequest('ADVANCE_OR_TO', 'give exactly one of advanceMinutes and to', [
          { field: '/advanceMinutes', message: 'give this or to' },
        ]);
      }
      return advanceClock(deps, ctx, moment ? { to: moment } : { advanceMinutes: advanceMinutes! });
    },
  );
}

/** Test-environment controls that let integrators' tests drive locks, phones and the clock. */
export function registerSimulatorRoutes(app: ApiApp, deps: Deps): void {
  registerPhoneControls(app, deps);
  registerLockControls(app, deps);
  registerClockControls(app, deps);
}
