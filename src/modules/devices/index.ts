/**
 * The public surface of devices (the device interface: pairing, phone app and sync, lock access, upload, download, sync):
 * what other modules and the composition may use.
 */
export { optionalMoment } from './http/moment.ts';
export { deviceInterface } from './http/routes.ts';
export {
  AccessDecisionSchema,
  ClockChangeSchema,
  DEVICE_SCHEMAS,
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
} from './http/schemas.ts';
export { advanceClock, getClock, type EnvironmentClock } from './services/clock.ts';
export { issueLockCredential, registerLockWithCredential } from './services/credentials.ts';
export { attemptAccess } from './services/lock-access.ts';
export { synchronizeLock, type SyncOutcome } from './services/lock-sync.ts';
export { redeemPairingCode } from './services/pairing.ts';
export { requestPhoneReplacement, setPinProtection } from './services/phone-app.ts';
export { synchronizePhone } from './services/phone-sync.ts';
