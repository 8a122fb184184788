/**
 * The public surface of protocol-log (writing system-protocol, lock-protocol and event entries (every module writes; it reads none)):
 * what other modules and the composition may use.
 */
export { PROTOCOL_CSS_CLASSES, type ProtocolCssClass } from './classes.ts';
export {
  LOCK_PROTOCOL_EVENT_CATEGORIES,
  LOCK_PROTOCOL_EVENT_TYPES,
  SYSTEM_PROTOCOL_EVENT_TYPES,
  isLockProtocolEventType,
  isSystemProtocolEventType,
  type LockProtocolEventType,
  type SystemProtocolEventType,
} from './event-types.ts';
export {
  EVENT_TYPES,
  recordEvent,
  type AppPairedDetails,
  type AuthorizationSynchronizedDetails,
  type EventType,
  type UnlockingDetails,
} from './events.ts';
export { MEDIUM_EVENT_TYPES, categoryOf } from './lock-event-kinds.ts';
export {
  SUCCESSFUL_UNLOCKING_TYPES,
  recordLockEvent,
  recordLockEvents,
  recordUnlocking,
  type LockEventInput,
  type LockFacts,
  type SimpleMedium,
} from './lock-protocol.ts';
export { recordSystemEvent } from './system-protocol.ts';
