/**
 * The public surface of media (media of every type: phones, cards, key tags, states, replacements, the medium protocol writer):
 * what other modules and the composition may use.
 */
export { mediaPages } from './admin-pages.tsx';
export { APP_TYPES, type AppType } from './app-types.ts';
export { registerRfidMedium } from './cards.ts';
export { PAIRING_CODE_LENGTH, newPairingCode } from './pairing-code.ts';
export { PHONE_NUMBER_PATTERN } from './phone-number.ts';
export { registerPhoneReplacementRoutes } from './phone-replacement-routes.ts';
export { startPhoneReplacement, type NewDevice } from './phone-replacements.ts';
export { insertPhone } from './phones.ts';
export { registerMediaRoutes } from './routes.ts';
export {
  MEDIUM_SHARED_SCHEMAS,
  PhoneSchema,
  SendRegistrationCodeMailSchema,
  SendRegistrationCodeSmsSchema,
  SimpleMediumSchema,
} from './schemas.ts';
export { seedMedia } from './seed.ts';
export {
  allMediaOfEnvironment,
  listMedia,
  lockMedium,
  mediumEventFields,
  mediumEventRef,
  mediumToWire,
  refuseDeletingPersonWithMedia,
  requireMediumRow,
  setMediumColumns,
  simpleMediumFromRow,
  type Medium,
  type MediumRow,
  type Phone,
} from './service.ts';
export { assignMedium } from './states.ts';
