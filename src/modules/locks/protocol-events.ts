/** System protocol event types of lock changes, which the interface names per lock type. */
import type { SystemProtocolEventType } from '../protocol-log/index.ts';
import type { LockType } from '../../kernel/db/lock-types.ts';

export type LockChange = 'REGISTER' | 'EDIT' | 'INITIATE_REMOVE' | 'FINALIZE_REMOVE';

const EVENT_TYPES: Record<LockChange, Record<LockType, SystemProtocolEventType>> = {
  REGISTER: {
    CYLINDER: 'ASSIGN_CYLINDER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS',
    WALLREADER: 'ASSIGN_WALLREADER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS',
  },
  EDIT: { CYLINDER: 'EDIT_CYLINDER', WALLREADER: 'EDIT_WALLREADER' },
  INITIATE_REMOVE: { CYLINDER: 'INITIATE_REMOVE_CYLINDER_FROM_CUSTOMER', WALLREADER: 'INITIATE_REMOVE_WALLREADER_FROM_CUSTOMER' },
  FINALIZE_REMOVE: { CYLINDER: 'FINALIZE_REMOVE_CYLINDER_FROM_CUSTOMER', WALLREADER: 'FINALIZE_REMOVE_WALLREADER_FROM_CUSTOMER' },
};

export function lockEventType(change: LockChange, lockType: LockType): SystemProtocolEventType {
  return EVENT_TYPES[change][lockType];
}
