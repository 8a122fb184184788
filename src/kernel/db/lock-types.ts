/** Enumerations of locks and what hangs on them, exactly as the interface publishes them. */

export const LOCK_TYPES = ['CYLINDER', 'WALLREADER'] as const;
export type LockType = (typeof LOCK_TYPES)[number];

export const LOCK_TECHNOLOGIES = ['NFC_ONLY', 'NFC_AND_BLE', 'BLE_SMX3'] as const;
export type LockTechnology = (typeof LOCK_TECHNOLOGIES)[number];

export const OWNERSHIPS = ['OWNER', 'EXTERNAL'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

/** Status of an area assignment or an office-mode slot until the lock has synchronized. */
export const ASSIGNMENT_STATUSES = ['ASSIGNMENT_PENDING', 'ASSIGNED', 'REMOVAL_PENDING'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const SHARE_STATUSES = ['ACTIVATION_PENDING', 'ACTIVATED', 'DEACTIVATION_PENDING'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** Battery state the lock reported at its last synchronization (not on the wire; it drives tasks). */
export const BATTERY_STATUSES = ['OK', 'LOW', 'EMPTY'] as const;
export type BatteryStatus = (typeof BATTERY_STATUSES)[number];
