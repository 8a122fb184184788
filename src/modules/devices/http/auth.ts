import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../../kernel/errors.ts';
import { checkBaseAddress } from '../../../kernel/http/base-address.ts';
import type { Deps } from '../../../kernel/context.ts';
import { authenticateDevice, type AuthenticatedDevice } from '../services/credentials.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lock or phone behind the X-Device-Token of a device interface request. */
    device: AuthenticatedDevice;
  }
}

const API_KEY_PREFIXES = ['ac_test_', 'ac_live_'];

/**
 * Every authenticated device interface request carries `X-Device-Token`, the credential of one
 * lock or paired phone; it decides the environment and the device. API keys are refused.
 */
export function installDeviceAuth(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (request) => {
    const presented = request.headers['x-device-token'];
    if (typeof presented !== 'string' || presented === '') {
      const detail =
        request.headers['x-api-key'] !== undefined
          ? 'the device interface does not accept API keys: send the credential of the lock or phone in X-Device-Token'
          : 'send the credential of the lock or phone in the X-Device-Token header';
      throw new AppError(401, 'DEVICE_TOKEN_MISSING', detail);
    }
    if (API_KEY_PREFIXES.some((p) => presented.startsWith(p))) {
      throw new AppError(401, 'DEVICE_TOKEN_INVALID', 'an API key is not a device credential');
    }
    const device = await authenticateDevice(deps.store.db, presented);
    if (!device) throw new AppError(401, 'DEVICE_TOKEN_INVALID', 'the device credential is unknown or has been replaced');
    checkBaseAddress(deps.config, request.raw, device.env.kind, 'device credential');
    request.device = device;
    request.ctx = { env: device.env, actor: device.actor };
  });
}

/** The phone behind the request; 403 for a lock's credential. */
export function phoneOf(request: FastifyRequest): number {
  if (request.device.device.kind !== 'PHONE')
    throw forbidden('PHONE_CREDENTIAL_REQUIRED', 'this operation is for phone apps: a lock credential cannot use it');
  return request.device.device.mediumId;
}

/** The lock behind the request; 403 for a phone's credential. */
export function lockOf(request: FastifyRequest): number {
  if (request.device.device.kind !== 'LOCK')
    throw forbidden('LOCK_CREDENTIAL_REQUIRED', 'this operation is for locks: a phone credential cannot use it');
  return request.device.device.lockId;
}
