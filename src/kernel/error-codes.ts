/**
 * Every problem code the service answers with, its HTTP status and what it means. Codes are part
 * of the interface: clients branch on them, so they never change meaning. Errors are built only
 * from this catalogue (kernel/errors.ts takes an ErrorCode), and the OpenAPI document lists the
 * codes of each status from it.
 */
export const ERROR_CODES = {
  // 400: the request cannot be carried out as sent.
  VALIDATION_FAILED: { status: 400, title: 'A field is missing, of the wrong type or out of its range; `errors` names each' },
  MALFORMED_JSON: { status: 400, title: 'The body is empty or not valid JSON' },
  MALFORMED_REQUEST: { status: 400, title: 'The request line or a header could not be parsed' },
  INVALID_CONTENT_LENGTH: { status: 400, title: 'Content-Length does not match the body' },
  INVALID_CHARACTER: { status: 400, title: 'Text holds a character the database cannot store' },
  VALUE_OUT_OF_RANGE: { status: 400, title: 'A number is beyond the range the interface stores' },
  DUPLICATE_ID: { status: 400, title: 'A list names the same object twice' },
  AMBIGUOUS_KEY: { status: 400, title: 'More than one API key starts with the given prefix: name it by id' },
  REMOVED_PARAMETER: { status: 400, title: 'A parameter the interface no longer supports' },
  ALREADY_ACTIVATED: { status: 400, title: 'Production is already activated' },
  ALREADY_REVOKED: { status: 400, title: 'The API key is already revoked' },
  API_KEY_NOT_DEACTIVATED: { status: 400, title: 'Only a deactivated API key can be reactivated', adminOnly: true },
  INVALID_VOUCHER: { status: 400, title: 'The voucher code is unknown or has been redeemed', adminOnly: true },
  INVALID_AMOUNT: { status: 400, title: 'A credit amount must be a positive whole number' },
  ADVANCE_OR_TO: { status: 400, title: 'Give exactly one of advanceMinutes and to' },
  AT_OR_LOCAL_TIME: { status: 400, title: 'Give either the instant or the lock-local time, not both' },
  CLOCK_CANNOT_GO_BACK: { status: 400, title: "The test environment's clock only moves forward" },
  MOMENT_IN_THE_FUTURE: { status: 400, title: "The moment lies after the environment's now" },
  PERSON_HAS_MEDIA: { status: 400, title: 'The person still holds media: cancel their assignment first' },
  MEDIUM_HAS_AUTHORIZATIONS: { status: 400, title: 'The medium still holds authorizations: empty it first' },
  MEDIUM_NOT_ASSIGNED: { status: 400, title: 'The medium is not assigned to a person' },
  MEDIUM_DEACTIVATED: { status: 400, title: 'The medium is deactivated' },
  MEDIUM_ALREADY_DEACTIVATED: { status: 400, title: 'The medium is already deactivated' },
  MEDIUM_NOT_DEACTIVATED: { status: 400, title: 'The medium is not deactivated' },
  CARD_UID_READ_ONLY: { status: 400, title: 'cardUid is set only for cards that support it, and never changed' },
  NO_EMAIL_ADDRESS: { status: 400, title: "The phone's person has no e-mail address" },
  PHONE_NUMBER_TAKEN: { status: 400, title: 'Another phone of the environment has this number' },
  PHONE_NOT_PAIRED: { status: 400, title: 'The phone has not been paired with an app' },
  PHONE_NOT_REGISTERED: { status: 400, title: 'The phone is not paired with an app yet' },
  PAIRING_CODE_EXPIRED: { status: 400, title: 'The pairing code is no longer valid' },
  REPLACEMENT_PENDING: { status: 400, title: 'A phone replacement is already waiting for a decision' },
  AUTHORIZATION_OVERLAP: { status: 400, title: "The infos overlap the pair's existing infos" },
  ONE_INTERVAL_PER_DAY: { status: 400, title: 'A pair holds at most one interval per day' },
  TOO_MANY_INFOS: { status: 400, title: 'An authorization holds at most 8 infos' },
  LOCK_OR_AREA: { status: 400, title: 'Select either a lock or an area, not both' },
  ASSIGNMENT_NOT_CHANGEABLE: { status: 400, title: 'An update cannot change the person of a medium: assign or cancel the assignment' },
  AREA_NOT_ASSIGNED: { status: 400, title: 'The lock is not in this area' },
  AREA_IN_USE: { status: 400, title: 'The area still has locks or authorizations: remove them first', adminOnly: true },
  LOCK_ALREADY_ADDED: { status: 400, title: 'The shared lock is already part of this system' },
  OWN_LOCK: { status: 400, title: "A system cannot redeem its own lock's sharing code" },
  LOCK_REMOVAL_REQUESTED: { status: 400, title: 'The lock is marked for removal' },
  REMOVAL_ALREADY_REQUESTED: { status: 400, title: "The lock's removal is already requested" },
  REMOVAL_NOT_REQUESTED: { status: 400, title: "The lock's removal was not requested" },
  OWNER_ONLY_FIELD: { status: 400, title: "Only the lock's owner sets this field" },
  OWNER_ONLY_SETTING: { status: 400, title: "Only the lock's owner changes this setting" },
  DUPLICATE_SLOT: { status: 400, title: 'The calendar already has a slot for this time' },
  TOO_MANY_SLOTS: { status: 400, title: 'The series would make more slots than a calendar holds' },
  REQUEST_REFUSED: { status: 400, title: 'The request was refused before it reached an operation (status as answered)' },
  // 401: who is calling is not known.
  API_KEY_MISSING: { status: 401, title: 'The X-API-Key header is missing' },
  API_KEY_INVALID: { status: 401, title: 'The API key is unknown, revoked or of a deactivated environment' },
  WRONG_BASE_ADDRESS: { status: 401, title: "The key or device belongs to the other environment's base address" },
  DEVICE_TOKEN_MISSING: { status: 401, title: 'The X-Device-Token header is missing' },
  DEVICE_TOKEN_INVALID: { status: 401, title: 'The device credential is unknown or replaced' },
  METRICS_TOKEN_REQUIRED: { status: 401, title: '/metrics needs the configured bearer token' },
  // 403: allowed for others, or in another state.
  INSUFFICIENT_CREDITS: { status: 403, title: 'Not enough credits' },
  PRODUCTION_NOT_ACTIVATED: { status: 403, title: 'The production environment is not activated yet' },
  TEST_ENVIRONMENT_ONLY: { status: 403, title: 'Only the test environment does this' },
  NOT_LOCK_OWNER: { status: 403, title: "Only the lock's owner does this" },
  REPLACEMENT_NOT_PENDING: { status: 403, title: 'Only a pending phone replacement can be decided' },
  LOCK_CREDENTIAL_REQUIRED: { status: 403, title: 'This device route is for locks' },
  PHONE_CREDENTIAL_REQUIRED: { status: 403, title: 'This device route is for phone apps' },
  SMS_QUOTA_EXCEEDED: { status: 403, title: "The environment's SMS for today are used up" },
  MAIL_QUOTA_EXCEEDED: { status: 403, title: "The environment's e-mails for today are used up" },
  // 404: not there, or not visible to this environment.
  NOT_FOUND: { status: 404, title: 'No such object in this environment' },
  ROUTE_NOT_FOUND: { status: 404, title: 'No such operation' },
  PAIRING_CODE_UNKNOWN: { status: 404, title: 'No phone has this pairing code' },
  SHARING_CODE_NOT_FOUND: { status: 404, title: 'No lock has this sharing code' },
  SHARING_CODE_EXPIRED: { status: 404, title: 'The sharing code has expired or was used' },
  // 409: the state changed, or the object exists.
  VERSION_CONFLICT: { status: 409, title: 'The object was changed since it was read: read it again' },
  CONCURRENT_CHANGE: { status: 409, title: 'A related object changed at the same moment: read again and retry' },
  CUSTOMER_NUMBER_TAKEN: { status: 409, title: 'The customer number is used' },
  ACCOUNT_EXISTS: { status: 409, title: 'A web-administration account with this e-mail address exists', adminOnly: true },
  LOCK_ALREADY_REGISTERED: { status: 409, title: 'A lock with this identifier is registered' },
  MEDIUM_IDENTIFIER_TAKEN: { status: 409, title: 'A medium with this identifier exists' },
  MEDIUM_ALREADY_ASSIGNED: { status: 409, title: 'The medium is assigned to another person' },
  PHONE_EXISTS: { status: 409, title: 'Another phone has this number' },
  PAIR_HAS_AUTHORIZATION: { status: 409, title: 'The medium already has an authorization for this lock or area' },
  PIN_NOT_SET: { status: 409, title: 'The phone has no PIN to reset' },
  IDEMPOTENCY_KEY_IN_PROGRESS: { status: 409, title: 'A request with this Idempotency-Key is still running: retry after a second' },
  // Others.
  OPERATION_REMOVED: { status: 410, title: 'The operation was removed from the interface' },
  PRECONDITION_FAILED: { status: 412, title: 'If-Match does not name the current version of the object: read it again' },
  BODY_TOO_LARGE: { status: 413, title: 'The body is larger than the server accepts' },
  PATH_TOO_LONG: { status: 414, title: 'A path segment is longer than any id' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'The body is not application/json' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'The Idempotency-Key was used for a different request: use a new key' },
  DAILY_QUOTA_EXCEEDED: { status: 429, title: "The environment's requests for today are used up" },
  RATE_LIMITED: { status: 429, title: 'Too many requests with this key in this minute' },
  CREDIT_REDEEMING_LOCKED: { status: 429, title: 'Too many wrong voucher codes: redeeming is locked for a while', adminOnly: true },
  INTERNAL_ERROR: { status: 500, title: 'The service failed; the cause is logged, never answered' },
} as const satisfies Record<string, { status: number; title: string; adminOnly?: true }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered with HTTP status `S`. */
export type ErrorCodeOf<S extends number> = { [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] extends S ? C : never }[ErrorCode];

/**
 * The codes of one status, for the interface's documentation; codes only the web administration
 * and the admin CLI answer with (`adminOnly`) are not the interface's and are left out.
 */
export function codesOfStatus(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter(
    (code) => ERROR_CODES[code].status === status && !('adminOnly' in ERROR_CODES[code]),
  );
}
