import type { OperationExamples } from './kernel/http/openapi.ts';

/**
 * Examples of the served OpenAPI document, by operationId: the request body (for operations that
 * take one) and the answer of the main success response. Taken from calls on the test data set,
 * so ids, names and values fit together; lists are cut to their first item and translations to
 * two languages. test/http/openapi-examples.test.ts checks that every example matches its schema
 * and that every operation with a body or an answer has its examples.
 */
export const OPENAPI_EXAMPLES: OperationExamples = {
  // GET /v1/acos
  getAdmins: {
    response: {
      acoList: [
        {
          id: 1,
          title: 'Mag.',
          firstname: 'Martina',
          lastname: 'Huber',
          phone: '+43 1 234 5678',
          email: 'martina.huber@example.com',
          createdOn: '2025-06-15T10:00:04.881Z',
          comment: 'Main administrator',
          failedLoginCounter: 0,
        },
      ],
    },
  },
  // GET /v1/acos/support
  getSupportEnabledAcos: {
    response: {
      acoList: [
        {
          id: 3,
          firstname: 'Service',
          lastname: 'Desk',
          email: 'support@example.com',
          createdOn: '2025-06-15T10:00:04.881Z',
          comment: 'Access for the installer',
          failedLoginCounter: 0,
        },
      ],
    },
  },
  // GET /v1/areas
  getAreas: {
    response: {
      offset: 0,
      total: 4,
      areaList: [
        {
          id: 1,
          version: 1,
          name: 'Ground floor',
          comment: 'Entrance, lobby and garage',
          lockList: [
            {
              id: 1,
              version: 1,
              lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
              lockType: 'CYLINDER',
              ownership: 'OWNER',
              lockTechnology: 'NFC_AND_BLE',
              lockIdentifier: 'A1B2C3D4',
              lockingSystemId: 2,
              lockFirmware: { appletVersion: '5.12.3' },
              comment: 'Opens for staff during office hours',
              removalRequested: false,
            },
          ],
        },
      ],
    },
  },
  // GET /v1/areas/{areaId}
  getArea: {
    response: {
      id: 1,
      version: 1,
      name: 'Ground floor',
      comment: 'Entrance, lobby and garage',
      lockList: [
        {
          id: 1,
          version: 1,
          lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
          lockType: 'CYLINDER',
          ownership: 'OWNER',
          lockTechnology: 'NFC_AND_BLE',
          lockIdentifier: 'A1B2C3D4',
          lockingSystemId: 2,
          lockFirmware: { appletVersion: '5.12.3' },
          comment: 'Opens for staff during office hours',
          removalRequested: false,
        },
      ],
    },
  },
  // GET /v1/authorizations
  getAuthorizations: {
    response: {
      offset: 0,
      total: 11,
      authorizations: [
        {
          id: 11,
          version: 2,
          medium: { id: 13, mediumIdentifier: 'CRD-2004', mediumType: 'CARD' },
          currentState: 'DEACTIVATED_RESTORABLE',
          createdOn: '2026-03-27T10:00:04.881Z',
          updatedOn: '2026-04-15T10:00:04.881Z',
          deletionRequested: false,
          authorizationInfoList: [{ type: 'PERMANENT' }],
          custom: false,
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          personId: 8,
          synchronizedOn: '2026-04-16T10:00:04.881Z',
        },
      ],
    },
  },
  // PUT /v1/authorizations
  deleteAuthorizations: {
    request: [{ id: 25, deletionRequested: true }],
    response: [
      {
        id: 25,
        version: 2,
        medium: { id: 50, mediumType: 'PHONE' },
        currentState: 'DELETED',
        createdOn: '2026-06-15T10:00:09.031Z',
        updatedOn: '2026-06-15T10:00:09.038Z',
        deletionRequested: true,
        authorizationInfoList: [{ type: 'ONE_DAY', validAtDate: '2031-02-26', startTime: '08:00', endTime: '09:00' }],
        custom: false,
        lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
        personId: 39,
      },
    ],
  },
  // GET /v1/authorizations/{authorizationId}
  getAuthorization: {
    response: {
      id: 11,
      version: 2,
      medium: { id: 13, mediumIdentifier: 'CRD-2004', mediumType: 'CARD' },
      currentState: 'DEACTIVATED_RESTORABLE',
      createdOn: '2026-03-27T10:00:04.881Z',
      updatedOn: '2026-04-15T10:00:04.881Z',
      deletionRequested: false,
      authorizationInfoList: [{ type: 'PERMANENT' }],
      custom: false,
      lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
      personId: 8,
      synchronizedOn: '2026-04-16T10:00:04.881Z',
    },
  },
  // POST /v1/authorizations/advanced
  createOrUpdateAuthorizations: {
    request: {
      authorizationCreateList: [{ mediumId: 49, lockId: 1, authorizationInfoList: [{ type: 'PERMANENT' }] }],
      authorizationUpdateList: [],
    },
    response: [
      {
        id: 24,
        version: 1,
        medium: { id: 49, mediumType: 'PHONE' },
        currentState: 'CREATED',
        createdOn: '2026-06-15T10:00:09.002Z',
        updatedOn: '2026-06-15T10:00:09.002Z',
        deletionRequested: false,
        authorizationInfoList: [{ type: 'PERMANENT' }],
        custom: false,
        lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
        personId: 38,
      },
    ],
  },
  // POST /v1/authorizations/simple
  createSimpleAuthorization: {
    request: { mediumId: 48, lockId: 1, authorizationInfo: { type: 'SIMPLE', validFrom: '2031-01-10T08:00', validTo: '2031-01-10T09:00' } },
    response: {
      id: 23,
      version: 1,
      medium: { id: 48, mediumType: 'PHONE' },
      currentState: 'CREATED',
      createdOn: '2026-06-15T10:00:08.970Z',
      updatedOn: '2026-06-15T10:00:08.970Z',
      deletionRequested: false,
      authorizationInfoList: [{ type: 'ONE_DAY', validAtDate: '2031-01-10', startTime: '08:00', endTime: '09:00' }],
      custom: false,
      lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
      personId: 37,
    },
  },
  // GET /v1/blacklists
  getBlacklists: { response: [{ lockId: 1, mediumId: 13, synchronizedOnLock: false }] },
  // GET /v1/credits
  getCredits: { response: { quantityCreditsAmount: 650 } },
  // GET /v1/credits-protocol
  getCreditsProtocol: {
    response: {
      creditsProtocolList: [
        {
          administratorName: 'Office administrator',
          creditsProtocolEntry: {
            id: 5,
            event: { type: 'CREATE_AUTHORIZATION_KEY', translations: { 'de-DE': 'Berechtigung angelegt' } },
            details: {
              fields: { reason: 'new authorizations', amount: -2, balance: 595 },
              translations: { 'de-DE': 'Berechtigung für Medium <span class="ac-medium">–</span> angelegt' },
            },
            timestamp: '2026-06-05T10:00:06.881Z',
          },
        },
      ],
    },
  },
  // GET /v1/customer
  getCustomerData: {
    response: {
      accessControlSystemName: 'Customer A',
      customerNumber: 'C000001',
      createdOn: '2026-06-15',
      customerName: 'Customer A',
      correspondenceLanguageCode: 'en-UK',
    },
  },
  // GET /v1/events
  getEvents: {
    response: {
      offset: 0,
      total: 101,
      events: [
        {
          id: 1,
          details: { type: 'UNLOCKING', lockId: 1, mediumId: 1, unlockingTimestamp: '2026-06-15T08:48:04.881Z' },
          timestamp: '2026-06-15T08:48:08.881Z',
        },
      ],
    },
  },
  // GET /v1/events/{eventId}
  getEvent: {
    response: {
      id: 1,
      details: { type: 'UNLOCKING', lockId: 1, mediumId: 1, unlockingTimestamp: '2026-06-15T08:48:04.881Z' },
      timestamp: '2026-06-15T08:48:08.881Z',
    },
  },
  // GET /v1/holiday-calendars
  getHolidayCalendars: {
    response: {
      holidayCalendarList: [
        {
          id: 1,
          version: 3,
          active: true,
          holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
        },
      ],
    },
  },
  // GET /v1/holiday-calendars/{holidayCalendarId}
  getHolidayCalendar: {
    response: {
      id: 1,
      version: 3,
      active: true,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
  },
  // PUT /v1/holiday-calendars/{holidayCalendarId}
  updateHolidayCalendar: {
    request: {
      id: 1,
      version: 3,
      active: false,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
    response: {
      id: 1,
      version: 4,
      active: false,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
  },
  // GET /v1/holiday-calendars/{holidayCalendarId}/locks
  getLocksByCalendarId: {
    response: {
      offset: 0,
      total: 3,
      lockList: [
        {
          id: 1,
          version: 1,
          lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
          lockType: 'CYLINDER',
          ownership: 'OWNER',
          lockTechnology: 'NFC_AND_BLE',
          lockIdentifier: 'A1B2C3D4',
          lockingSystemId: 2,
          lockFirmware: { appletVersion: '5.12.3' },
          comment: 'Opens for staff during office hours',
          removalRequested: false,
        },
      ],
    },
  },
  // POST /v1/holiday-calendars/{holidayCalendarId}/slots
  createHolidayCalendarSlot: {
    request: { slotName: 'Company outing', validFrom: '2032-03-01T00:00', validTo: '2032-03-02T00:00' },
    response: {
      id: 1,
      version: 5,
      active: false,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
  },
  // DELETE /v1/holiday-calendars/{holidayCalendarId}/slots/{holidayCalendarSlotId}
  deleteHolidayCalendarSlot: {
    request: { id: 23, version: 1, deleteFutureSlots: false },
    response: {
      id: 1,
      version: 9,
      active: false,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
  },
  // GET /v1/holiday-calendars/{holidayCalendarId}/slots/{holidayCalendarSlotId}
  getHolidayCalendarSlot: {
    response: { id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' },
  },
  // PUT /v1/holiday-calendars/{holidayCalendarId}/slots/{holidayCalendarSlotId}
  updateHolidayCalendarSlot: {
    request: {
      id: 22,
      version: 1,
      slotName: 'Inventory day (moved)',
      validFrom: '2071-05-01T00:00',
      validTo: '2071-05-02T00:00',
      modifyFutureSlots: false,
    },
    response: {
      id: 1,
      version: 7,
      active: false,
      holidayCalendarSlots: [{ id: 1, version: 1, slotName: 'New Year', validFrom: '2027-01-01T00:00', validTo: '2027-01-02T00:00' }],
    },
  },
  // GET /v1/lock-protocol
  getLockProtocol: {
    response: {
      offset: 0,
      total: 203,
      lockProtocols: [
        {
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          lockProtocol: {
            eventCategory: 'LOCKING_EVENT',
            event: { type: 'UNLOCKING_SUCCESSFUL', translations: { 'de-DE': 'Öffnung erfolgreich' } },
            details: {
              fields: { mediumIdentifier: 'PHN-1001' },
              translations: { 'de-DE': '<span class="ac-medium">PHN-1001</span> hat <span class="ac-lock">A1B2C3D4</span> geöffnet' },
            },
            lockUtcDelta: 120,
            medium: { id: 1, name: 'Anna work phone', mediumIdentifier: 'PHN-1001', mediumType: 'PHONE' },
            sourceLock: false,
            sourceMedium: true,
            timestamp: '2026-06-15T08:48:04.881Z',
          },
        },
      ],
    },
  },
  // GET /v1/lock-protocol-limit
  getLockProtocolLimited: {
    response: {
      offset: 0,
      total: 21,
      lockProtocols: [
        {
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          lockProtocol: {
            eventCategory: 'LOCKING_EVENT',
            event: { type: 'UNLOCKING_SUCCESSFUL', translations: { 'de-DE': 'Öffnung erfolgreich' } },
            details: {
              fields: { mediumIdentifier: 'PHN-1001' },
              translations: { 'de-DE': '<span class="ac-medium">PHN-1001</span> hat <span class="ac-lock">A1B2C3D4</span> geöffnet' },
            },
            lockUtcDelta: 120,
            medium: { id: 1, name: 'Anna work phone', mediumIdentifier: 'PHN-1001', mediumType: 'PHONE' },
            sourceLock: false,
            sourceMedium: true,
            timestamp: '2026-06-15T08:48:04.881Z',
          },
        },
      ],
      from: '2026-06-14T10:00:09.241Z',
      to: '2026-06-15T10:00:09.241Z',
    },
  },
  // GET /v1/locks
  getLocks: {
    response: {
      offset: 0,
      total: 7,
      lockList: [
        {
          id: 1,
          version: 1,
          lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
          lockType: 'CYLINDER',
          ownership: 'OWNER',
          lockTechnology: 'NFC_AND_BLE',
          lockIdentifier: 'A1B2C3D4',
          lockingSystemId: 2,
          lockFirmware: { appletVersion: '5.12.3' },
          comment: 'Opens for staff during office hours',
          removalRequested: false,
        },
      ],
    },
  },
  // PUT /v1/locks
  saveLock: {
    request: {
      id: 1,
      version: 2,
      lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'A1B2C3D4',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'Checked by facility management',
      removalRequested: false,
    },
    response: {
      id: 1,
      version: 3,
      lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'A1B2C3D4',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'Checked by facility management',
      removalRequested: false,
    },
  },
  // GET /v1/locks/{lockId}
  getLock: {
    response: {
      id: 1,
      version: 1,
      lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'A1B2C3D4',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'Opens for staff during office hours',
      removalRequested: false,
    },
  },
  // PUT /v1/locks/{lockId}
  updateLock: {
    request: {
      id: 1,
      version: 1,
      lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'A1B2C3D4',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'Battery replaced in June',
      removalRequested: false,
    },
    response: {
      id: 1,
      version: 2,
      lockDoor: { name: 'Main entrance', additionalInformation: 'Ground floor', location: 'Building A, Mariahilfer Straße 12' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'A1B2C3D4',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'Battery replaced in June',
      removalRequested: false,
    },
  },
  // POST /v1/locks/{lockId}/abort-remove
  unmarkLockAsToBeRemoved: {
    response: {
      id: 3,
      version: 2,
      lockDoor: { name: 'Server room', additionalInformation: 'Basement', location: 'Building B' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'C3D4E5F6',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.12.3' },
      comment: 'To be replaced',
      removalRequested: false,
    },
  },
  // POST /v1/locks/{lockId}/remove
  markLockAsToBeRemoved: {
    response: {
      id: 6,
      version: 2,
      lockDoor: { name: 'Archive', location: 'Building B, basement' },
      lockType: 'CYLINDER',
      ownership: 'OWNER',
      lockTechnology: 'NFC_ONLY',
      lockIdentifier: 'F6A7B8C9',
      lockingSystemId: 2,
      lockFirmware: { appletVersion: '5.10.0' },
      removalRequested: true,
    },
  },
  // GET /v1/locks/{lockId}/settings
  getLockSettings: {
    response: {
      id: 1,
      version: 1,
      anonymizeEventLog: { type: 'NEVER' },
      ownership: 'OWNER',
      lastSynchronizedOn: '2026-06-13T10:00:04.881Z',
      timezone: 'Europe/Vienna',
      holidayCalendarEnabled: true,
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      normalReleaseDuration: 5,
      extendedReleaseDuration: 20,
      unlockSyncMode: 'ALWAYS',
      allowHandsfreeMode: true,
      officeModeSlots: [{ type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', closesAt: '12:00', opensAt: '08:00', status: 'ASSIGNED' }],
      assignedAreas: [{ id: 1, name: 'Ground floor', status: 'ASSIGNED', comment: 'Entrance, lobby and garage' }],
      activeShares: [],
      sharingCodes: [{ id: 4, code: 'Front0000002', expiresOn: '2026-06-22T10:00:04.881Z' }],
    },
  },
  // PUT /v1/locks/{lockId}/settings
  updateLockSettings: {
    request: {
      id: 1,
      version: 1,
      anonymizeEventLog: { type: 'NEVER' },
      ownership: 'OWNER',
      lastSynchronizedOn: '2026-06-13T10:00:04.567Z',
      timezone: 'Europe/Vienna',
      holidayCalendarEnabled: true,
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      normalReleaseDuration: 7,
      extendedReleaseDuration: 20,
      unlockSyncMode: 'ALWAYS',
      allowHandsfreeMode: true,
      officeModeSlots: [{ type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', closesAt: '12:00', opensAt: '08:00', status: 'ASSIGNED' }],
      assignedAreas: [{ id: 1, name: 'Ground floor', status: 'ASSIGNED', comment: 'Entrance, lobby and garage' }],
      activeShares: [],
      sharingCodes: [{ id: 4, code: 'Front0000002', expiresOn: '2026-06-22T10:00:04.567Z' }],
    },
    response: {
      id: 1,
      version: 2,
      anonymizeEventLog: { type: 'NEVER' },
      ownership: 'OWNER',
      lastSynchronizedOn: '2026-06-13T10:00:04.567Z',
      timezone: 'Europe/Vienna',
      holidayCalendarEnabled: true,
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      normalReleaseDuration: 7,
      extendedReleaseDuration: 20,
      unlockSyncMode: 'ALWAYS',
      allowHandsfreeMode: true,
      officeModeSlots: [{ type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', closesAt: '12:00', opensAt: '08:00', status: 'ASSIGNED' }],
      assignedAreas: [{ id: 1, name: 'Ground floor', status: 'ASSIGNED', comment: 'Entrance, lobby and garage' }],
      activeShares: [],
      sharingCodes: [{ id: 4, code: 'Front0000002', expiresOn: '2026-06-22T10:00:04.567Z' }],
    },
  },
  // GET /v1/locks/{lockId}/settings/active-shares
  getActiveShares: { response: [] },
  // POST /v1/locks/{lockId}/settings/active-shares/remove
  removeActiveShares: {
    request: ['SHARING-PARTNER'],
    response: [
      {
        accessControlSystemName: 'Sharing partner (test)',
        customerNumber: 'SHARING-PARTNER',
        activatedAt: '2026-04-16T10:00:04.567Z',
        status: 'DEACTIVATION_PENDING',
      },
    ],
  },
  // GET /v1/locks/{lockId}/settings/assigned-areas
  getAssignedAreas: { response: [{ id: 1, name: 'Ground floor', status: 'ASSIGNED', comment: 'Entrance, lobby and garage' }] },
  // POST /v1/locks/{lockId}/settings/assigned-areas/add
  assignAreas: {
    request: [2],
    response: [{ id: 2, name: 'Offices', status: 'ASSIGNMENT_PENDING', comment: 'Including the meeting room shared by our landlord' }],
  },
  // POST /v1/locks/{lockId}/settings/assigned-areas/remove
  unassignAreas: {
    request: [1],
    response: [{ id: 1, name: 'Ground floor', status: 'REMOVAL_PENDING', comment: 'Entrance, lobby and garage' }],
  },
  // GET /v1/locks/{lockId}/settings/sharing-codes
  getSharingCodes: { response: [{ id: 4, code: 'Front0000002', expiresOn: '2026-06-22T10:00:04.881Z' }] },
  // POST /v1/locks/{lockId}/settings/sharing-codes
  createSharingCode: { response: { id: 18, code: 'HJrDcKNfTZaH', expiresOn: '2026-06-22T10:00:09.293Z' } },
  // DELETE /v1/locks/{lockId}/settings/sharing-codes/{sharingCodeId}
  deleteSharingCode: { response: 4 },
  // POST /v1/locks/add-shared-lock
  addSharedLock: {
    request: { sharingCode: 'AaBbCcDdEe11', anonymizeDataInOwnerProtocol: false },
    response: {
      id: 8,
      version: 1,
      lockDoor: { name: 'Shared garage', location: 'Partner building, basement' },
      lockType: 'CYLINDER',
      ownership: 'EXTERNAL',
      lockTechnology: 'NFC_AND_BLE',
      lockIdentifier: 'PARTNER-0011',
      lockingSystemId: 3,
      lockFirmware: { appletVersion: '5.12.3' },
      removalRequested: false,
    },
  },
  // GET /v1/maintenance-tasks
  getMaintenanceTasks: {
    response: {
      offset: 0,
      total: 6,
      lockMaintenanceTaskList: [
        {
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          maintenanceTaskList: ['BLACKLIST_NOT_SYNCHRONIZED'],
        },
      ],
    },
  },
  // GET /v1/media
  getMedia: {
    response: {
      offset: 0,
      total: 16,
      mediumList: [
        {
          id: 1,
          version: 1,
          lockingSystemId: 2,
          releaseDurationExtended: false,
          permanentOpeningEnabled: false,
          activated: true,
          mediumType: 'PHONE',
          phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
          phoneNumber: '+43 664 1234567',
          name: 'Anna work phone',
          mediumIdentifier: 'PHN-1001',
          lastSynchronizedOn: '2026-06-15T07:00:04.881Z',
          personId: 1,
          appType: 'ANDROID',
          platformVersion: '14',
        },
      ],
    },
  },
  // PUT /v1/media
  updateMedium: {
    request: {
      id: 37,
      version: 1,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 6085947',
      name: 'Service phone',
    },
    response: {
      id: 37,
      version: 2,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 6085947',
      name: 'Service phone',
    },
  },
  // GET /v1/media/{mediumId}
  getMedium: {
    response: {
      id: 1,
      version: 1,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 664 1234567',
      name: 'Anna work phone',
      mediumIdentifier: 'PHN-1001',
      lastSynchronizedOn: '2026-06-15T07:00:04.881Z',
      personId: 1,
      appType: 'ANDROID',
      platformVersion: '14',
    },
  },
  // PUT /v1/media/{mediumId}
  updateMediumById: {
    request: {
      id: 36,
      version: 1,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 6085696',
      name: 'Reception phone',
    },
    response: {
      id: 36,
      version: 2,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 6085696',
      name: 'Reception phone',
    },
  },
  // POST /v1/media/{mediumId}/deactivate
  deactivateMedium: {
    response: {
      id: 41,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: false,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60874014',
      personId: 30,
    },
  },
  // POST /v1/media/{mediumId}/empty
  emptyMedium: {
    response: {
      id: 40,
      version: 2,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60870412',
      personId: 29,
    },
  },
  // POST /v1/media/{mediumId}/reactivate
  reactivateMedium: {
    response: {
      id: 42,
      version: 4,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60879216',
      personId: 31,
    },
  },
  // POST /v1/media/assign
  assignOwnerToMedium: { request: [{ mediumId: 38, personId: 27 }], response: [{ mediumId: 38, personId: 27 }] },
  // POST /v1/media/cancel-assignment
  cancelMediumAssignments: { request: [39], response: [39] },
  // GET /v1/media/cards
  getCards: {
    response: {
      offset: 0,
      total: 7,
      mediumList: [
        {
          id: 10,
          version: 1,
          lockingSystemId: 2,
          releaseDurationExtended: false,
          permanentOpeningEnabled: false,
          activated: true,
          mediumType: 'CARD',
          cardForm: 'CARD',
          name: 'Anna badge',
          mediumIdentifier: 'CRD-2001',
          lastSynchronizedOn: '2026-06-12T10:00:04.881Z',
          personId: 1,
          cardUid: '04A1B2C3D4E5F6',
        },
      ],
    },
  },
  // PUT /v1/media/cards
  updateCards: {
    request: [
      {
        id: 10,
        version: 1,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'CARD',
        cardForm: 'CARD',
        name: 'Anna badge',
        mediumIdentifier: 'CRD-2001',
        lastSynchronizedOn: '2026-06-12T10:00:04.567Z',
        personId: 1,
        cardUid: '04A1B2C3D4E5F6',
        comment: 'Battery replaced in June',
      },
    ],
    response: [
      {
        id: 10,
        version: 2,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'CARD',
        cardForm: 'CARD',
        name: 'Anna badge',
        mediumIdentifier: 'CRD-2001',
        lastSynchronizedOn: '2026-06-12T10:00:04.567Z',
        comment: 'Battery replaced in June',
        personId: 1,
        cardUid: '04A1B2C3D4E5F6',
      },
    ],
  },
  // GET /v1/media/cards/{cardId}
  getCard: {
    response: {
      id: 10,
      version: 1,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'CARD',
      cardForm: 'CARD',
      name: 'Anna badge',
      mediumIdentifier: 'CRD-2001',
      lastSynchronizedOn: '2026-06-12T10:00:04.881Z',
      personId: 1,
      cardUid: '04A1B2C3D4E5F6',
    },
  },
  // DELETE /v1/media/phones
  deletePhones: { request: [35], response: [35] },
  // GET /v1/media/phones
  getPhones: {
    response: {
      offset: 0,
      total: 9,
      mediumList: [
        {
          id: 1,
          version: 1,
          lockingSystemId: 2,
          releaseDurationExtended: false,
          permanentOpeningEnabled: false,
          activated: true,
          mediumType: 'PHONE',
          phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
          phoneNumber: '+43 664 1234567',
          name: 'Anna work phone',
          mediumIdentifier: 'PHN-1001',
          lastSynchronizedOn: '2026-06-15T07:00:04.881Z',
          personId: 1,
          appType: 'ANDROID',
          platformVersion: '14',
        },
      ],
    },
  },
  // POST /v1/media/phones
  createPhones: {
    request: [{ phoneNumber: '+43 660 6084693' }],
    response: [
      {
        id: 33,
        version: 1,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 6084693',
      },
    ],
  },
  // PUT /v1/media/phones
  updatePhones: {
    request: [
      {
        id: 34,
        version: 1,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 6084784',
        name: 'Visitor phone',
      },
    ],
    response: [
      {
        id: 34,
        version: 2,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 6084784',
        name: 'Visitor phone',
      },
    ],
  },
  // GET /v1/media/phones/{phoneId}
  getPhone: {
    response: {
      id: 1,
      version: 1,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 664 1234567',
      name: 'Anna work phone',
      mediumIdentifier: 'PHN-1001',
      lastSynchronizedOn: '2026-06-15T07:00:04.881Z',
      personId: 1,
      appType: 'ANDROID',
      platformVersion: '14',
    },
  },
  // POST /v1/media/phones/{phoneId}/pairing
  generatePairingCodeForPhone: {
    response: {
      id: 43,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60883218',
      personId: 32,
      pairingCode: 'RU3GRQLCH8XA',
      pairingCodeValidUntil: '2026-06-22T10:00:08.850Z',
    },
  },
  // POST /v1/media/phones/{phoneId}/pin-reset
  resetPinOfPhone: {
    response: {
      id: 2,
      version: 2,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: true, pinResetTime: '2026-06-15T10:00:08.866Z' },
      phoneNumber: '+44 7700 900123',
      mediumIdentifier: 'PHN-1002',
      lastSynchronizedOn: '2026-06-15T07:00:04.567Z',
      personId: 2,
      appType: 'IPHONE',
      platformVersion: '17.5',
    },
  },
  // POST /v1/media/phones/{phoneId}/send-registration-code
  sendRegistrationCodeToPhone_1: {
    response: {
      id: 44,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60887320',
      personId: 33,
      pairingCode: 'WN27JPDB5BG2',
      pairingCodeValidUntil: '2026-06-22T10:00:08.886Z',
      sentKeyOn: '2026-06-15T10:00:08.889Z',
    },
  },
  // POST /v1/media/phones/{phoneId}/send-registration-code-with-parameters
  sendRegistrationCodeToPhone: {
    request: {},
    response: {
      id: 46,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60891324',
      personId: 35,
      pairingCode: '2Z4Z7SB36BJ9',
      pairingCodeValidUntil: '2026-06-22T10:00:08.930Z',
      sentKeyOn: '2026-06-15T10:00:08.931Z',
    },
  },
  // POST /v1/media/phones/{phoneId}/send-registration-code/mail
  sendRegistrationCodeToPhoneViaMail: {
    request: {},
    response: {
      id: 47,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60893426',
      personId: 36,
      pairingCode: 'PS28BF6NAHHN',
      pairingCodeValidUntil: '2026-06-22T10:00:08.948Z',
      sentKeyOn: '2026-06-15T10:00:08.949Z',
    },
  },
  // POST /v1/media/phones/{phoneId}/send-registration-code/sms
  sendRegistrationCodeToPhoneViaSms: {
    request: {},
    response: {
      id: 45,
      version: 3,
      lockingSystemId: 2,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      mediumType: 'PHONE',
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
      phoneNumber: '+43 660 60889122',
      personId: 34,
      pairingCode: 'HYN58RBQA6BY',
      pairingCodeValidUntil: '2026-06-22T10:00:08.906Z',
      sentKeyOn: '2026-06-15T10:00:08.907Z',
    },
  },
  // GET /v1/medium-protocol
  getMediumProtocol: {
    response: {
      offset: 0,
      total: 160,
      lockProtocols: [
        {
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          lockProtocol: {
            eventCategory: 'LOCKING_EVENT',
            event: { type: 'UNLOCKING_SUCCESSFUL', translations: { 'de-DE': 'Öffnung erfolgreich' } },
            details: {
              fields: { mediumIdentifier: 'PHN-1001' },
              translations: { 'de-DE': '<span class="ac-medium">PHN-1001</span> hat <span class="ac-lock">A1B2C3D4</span> geöffnet' },
            },
            lockUtcDelta: 120,
            medium: { id: 1, name: 'Anna work phone', mediumIdentifier: 'PHN-1001', mediumType: 'PHONE' },
            sourceLock: false,
            sourceMedium: true,
            timestamp: '2026-06-15T08:48:04.881Z',
          },
        },
      ],
    },
  },
  // GET /v1/medium-protocol-limit
  getMediumProtocolLimited: {
    response: {
      offset: 0,
      total: 18,
      lockProtocols: [
        {
          lock: { id: 1, lockType: 'CYLINDER', lockIdentifier: 'A1B2C3D4', name: 'Main entrance', additionalInformation: 'Ground floor' },
          lockProtocol: {
            eventCategory: 'LOCKING_EVENT',
            event: { type: 'UNLOCKING_SUCCESSFUL', translations: { 'de-DE': 'Öffnung erfolgreich' } },
            details: {
              fields: { mediumIdentifier: 'PHN-1001' },
              translations: { 'de-DE': '<span class="ac-medium">PHN-1001</span> hat <span class="ac-lock">A1B2C3D4</span> geöffnet' },
            },
            lockUtcDelta: 120,
            medium: { id: 1, name: 'Anna work phone', mediumIdentifier: 'PHN-1001', mediumType: 'PHONE' },
            sourceLock: false,
            sourceMedium: true,
            timestamp: '2026-06-15T08:48:04.881Z',
          },
        },
      ],
      from: '2026-06-14T10:00:09.250Z',
      to: '2026-06-15T10:00:09.250Z',
    },
  },
  // GET /v1/pending-phone-replacements
  getPendingPhoneReplacements: {
    response: {
      pendingPhoneReplacementList: [
        {
          id: 1,
          replacementStartedOn: '2026-06-13T10:00:04.881Z',
          sourcePhoneOwner: { id: 6, name: 'Lars Andersson' },
          sourcePhone: {
            id: 5,
            mediumIdentifier: 'PHN-1005',
            phoneNumber: '+46 70 123 45 67',
            registeredOn: '2026-05-26T10:00:04.881Z',
            lastSynchronizedOn: '2026-06-15T07:00:04.881Z',
            deactivated: false,
          },
        },
      ],
    },
  },
  // POST /v1/pending-phone-replacements/{replacementId}/approve
  approvePendingPhoneReplacement: {
    response: {
      id: 1,
      replacementStartedOn: '2026-06-13T10:00:04.567Z',
      sourcePhoneOwner: { id: 6, name: 'Lars Andersson' },
      sourcePhone: {
        id: 5,
        mediumIdentifier: 'PHN-1005',
        phoneNumber: '+46 70 123 45 67',
        registeredOn: '2026-06-15T10:00:09.097Z',
        lastSynchronizedOn: '2026-06-15T07:00:04.567Z',
        deactivated: false,
      },
    },
  },
  // POST /v1/pending-phone-replacements/{replacementId}/reject
  rejectPendingPhoneReplacement: {
    response: {
      id: 2,
      replacementStartedOn: '2026-06-14T10:00:04.567Z',
      sourcePhoneOwner: { id: 5, name: 'Jana Nováková' },
      sourcePhone: {
        id: 6,
        mediumIdentifier: 'PHN-1006',
        phoneNumber: '+420 601 123 456',
        registeredOn: '2026-05-21T10:00:04.567Z',
        lastSynchronizedOn: '2026-06-15T07:00:04.567Z',
        deactivated: false,
      },
    },
  },
  // DELETE /v1/persons
  deletePersons: { request: [26], response: [26] },
  // GET /v1/persons
  getPersons: {
    response: {
      offset: 0,
      total: 12,
      personList: [
        {
          id: 1,
          version: 1,
          firstName: 'Anna',
          lastName: 'Berger',
          correspondenceLanguageCode: 'de-DE',
          secondaryIdentification: '1001',
          gender: 'FEMALE',
          birthday: '1984-03-12',
          phone: '+43 664 1234567',
          emailAddress: 'anna.berger@example.com',
          street: 'Mariahilfer Straße 12',
          postalCode: '1070',
          countryCode: 'AUT',
          city: 'Wien',
          comment: 'Facility manager',
        },
      ],
    },
  },
  // POST /v1/persons
  createPersons: {
    request: [{ firstName: 'Eva', lastName: 'Huber', correspondenceLanguageCode: 'de-DE' }],
    response: [{ id: 23, version: 1, firstName: 'Eva', lastName: 'Huber', correspondenceLanguageCode: 'de-DE' }],
  },
  // PUT /v1/persons
  updatePersons: {
    request: [{ id: 24, version: 1, firstName: 'Lukas', lastName: 'Gruber', correspondenceLanguageCode: 'en-UK', city: 'Graz' }],
    response: [{ id: 24, version: 2, firstName: 'Lukas', lastName: 'Gruber', correspondenceLanguageCode: 'en-UK', city: 'Graz' }],
  },
  // GET /v1/persons/{personId}
  getPerson: {
    response: {
      id: 1,
      version: 1,
      firstName: 'Anna',
      lastName: 'Berger',
      correspondenceLanguageCode: 'de-DE',
      secondaryIdentification: '1001',
      gender: 'FEMALE',
      birthday: '1984-03-12',
      phone: '+43 664 1234567',
      emailAddress: 'anna.berger@example.com',
      street: 'Mariahilfer Straße 12',
      postalCode: '1070',
      countryCode: 'AUT',
      city: 'Wien',
      comment: 'Facility manager',
    },
  },
  // PUT /v1/persons/{personId}
  updatePerson: {
    request: { id: 25, version: 1, firstName: 'Lukas', lastName: 'Gruber', correspondenceLanguageCode: 'en-UK', city: 'Linz' },
    response: { id: 25, version: 2, firstName: 'Lukas', lastName: 'Gruber', correspondenceLanguageCode: 'en-UK', city: 'Linz' },
  },
  // POST /v1/send-a-key
  sendAKey: {
    request: {
      phone: { phoneNumber: '+43 660 60905135' },
      person: { firstName: 'Eva', lastName: 'Huber', correspondenceLanguageCode: 'en-UK' },
    },
    response: {
      phone: {
        id: 51,
        version: 3,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 60905135',
        personId: 40,
        pairingCode: 'KDVXP2DLCSSP',
        pairingCodeValidUntil: '2026-06-22T10:00:09.060Z',
        sentKeyOn: '2026-06-15T10:00:09.064Z',
      },
      person: { id: 40, version: 1, firstName: 'Eva', lastName: 'Huber', correspondenceLanguageCode: 'en-UK' },
    },
  },
  // POST /v1/send-a-key/mail
  sendAKeyMail: {
    request: {
      phone: { phoneNumber: '+43 660 60908539' },
      person: { firstName: 'Maria', lastName: 'Steiner', emailAddress: 'maria.steiner@example.com', correspondenceLanguageCode: 'en-UK' },
    },
    response: {
      phone: {
        id: 53,
        version: 3,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 60908539',
        personId: 42,
        pairingCode: 'QWNWD7333VDY',
        pairingCodeValidUntil: '2026-06-22T10:00:09.089Z',
        sentKeyOn: '2026-06-15T10:00:09.090Z',
      },
      person: {
        id: 42,
        version: 1,
        firstName: 'Maria',
        lastName: 'Steiner',
        correspondenceLanguageCode: 'en-UK',
        emailAddress: 'maria.steiner@example.com',
      },
    },
  },
  // POST /v1/send-a-key/sms
  sendAKeySms: {
    request: {
      phone: { phoneNumber: '+43 660 60907037' },
      person: { firstName: 'Jonas', lastName: 'Wagner', correspondenceLanguageCode: 'en-UK' },
    },
    response: {
      phone: {
        id: 52,
        version: 3,
        lockingSystemId: 2,
        releaseDurationExtended: false,
        permanentOpeningEnabled: false,
        activated: true,
        mediumType: 'PHONE',
        phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
        phoneNumber: '+43 660 60907037',
        personId: 41,
        pairingCode: 'J8ZBKNYH7DRF',
        pairingCodeValidUntil: '2026-06-22T10:00:09.077Z',
        sentKeyOn: '2026-06-15T10:00:09.078Z',
      },
      person: { id: 41, version: 1, firstName: 'Jonas', lastName: 'Wagner', correspondenceLanguageCode: 'en-UK' },
    },
  },
  // GET /v1/settings
  getCustomerSettings: {
    response: {
      unlockFromLockScreenEnabled: true,
      updateAppAfterUnlocking: true,
      useDefaultSendAKeySmsText: true,
      useDefaultSendAKeyMailText: true,
      automaticSmartphoneReplacementApprovalActive: false,
      twoFactorActive: false,
      fourEyesEnabled: false,
    },
  },
  // POST /v1/simulator/access
  simulatorAccess: {
    request: { mediumId: 1, lockId: 1 },
    response: {
      granted: true,
      reason: 'GRANTED',
      explanation: 'a PERMANENT, ONE_DAY or PERIODICAL info of the lock or of one of its areas is valid now',
      mediumId: 1,
      lockId: 1,
      at: '2026-06-15T10:00:09.527Z',
      localTime: '2026-06-15T12:00',
      lockUtcDelta: 120,
      holidayActive: false,
      permanentOpeningAllowed: false,
      lockProtocolEventType: 'UNLOCKING_SUCCESSFUL',
      releaseDuration: 5,
    },
  },
  // GET /v1/simulator/clock
  simulatorGetClock: { response: { now: '2026-06-15T10:00:09.437Z', clockOffsetMs: 0 } },
  // POST /v1/simulator/clock
  simulatorAdvanceClock: { request: { advanceMinutes: 60 }, response: { now: '2026-06-15T11:00:09.554Z', clockOffsetMs: 3600000 } },
  // POST /v1/simulator/locks/{lockId}/credential
  simulatorIssueLockCredential: {
    response: { lockId: 1, deviceToken: 'ac_lock_3xAmPlE0lockDeviceToken0ShownOnce0Only00000', prefix: 'ac_lock_3xAm' },
  },
  // POST /v1/simulator/locks/{lockId}/sync
  simulatorSyncLock: {
    request: { batteryStatus: 'OK', firmware: { appletVersion: '3.2.1' } },
    response: {
      lockId: 1,
      synchronizedOn: '2026-06-15T10:00:09.508Z',
      removed: false,
      settingsApplied: [],
      officeModeSlotsApplied: 0,
      areaAssignmentsApplied: 0,
      sharesActivated: 0,
      sharesEnded: 0,
      authorizationsSynchronized: 2,
      authorizationsDeleted: 0,
      blacklistEntriesSynchronized: 1,
      protocolEntriesUploaded: 0,
    },
  },
  // PUT /v1/simulator/phones/{phoneId}/pin
  simulatorSetPin: { request: { pinSet: true }, response: { pinSet: true } },
  // POST /v1/simulator/phones/{phoneId}/replacement
  simulatorRequestPhoneReplacement: {
    request: { appType: 'IPHONE', platformVersion: '18' },
    response: { replacementId: 7, state: 'PENDING' },
  },
  // POST /v1/simulator/phones/{phoneId}/sync
  simulatorSyncPhone: {
    response: {
      phoneId: 1,
      synchronizedOn: '2026-06-15T10:00:09.481Z',
      activated: true,
      pinSet: true,
      pinResetApplied: false,
      syncedAuthorizationList: [],
      keyRing: [{ authorizationId: 1, authorizationInfoList: [{ type: 'PERMANENT' }], lockId: 1 }],
      pushMessages: [],
    },
  },
  // POST /v1/simulator/phones/pair
  simulatorPairPhone: {
    request: { pairingCode: 'U9L5MTPE9LJK', appType: 'IPHONE', platformVersion: '18' },
    response: {
      phoneId: 54,
      lockingSystemId: 2,
      mediumIdentifier: 'PHN-2A1C81D9',
      deviceToken: 'ac_phone_3xAmPlE0phoneDeviceToken0ShownOnce0Only0000',
      rePairing: false,
    },
  },
  // GET /v1/system-protocol
  getSystemProtocol: {
    response: {
      offset: 0,
      total: 5,
      systemProtocolList: [
        {
          administratorName: 'API key ac_test_rUNz…',
          userId: 1,
          systemProtocolEntry: {
            id: 14,
            event: { type: 'CREATE_PERSON', translations: { 'de-DE': 'Person angelegt' } },
            details: {
              fields: { name: 'Nina Bauer', personId: 23 },
              translations: { 'de-DE': 'Person <span class="ac-person">Nina Bauer</span> angelegt' },
            },
            timestamp: '2026-06-15T10:00:09.138Z',
          },
        },
      ],
    },
  },
  // GET /v1/system-protocol-limit
  getSystemProtocolLimited: {
    response: {
      offset: 0,
      total: 5,
      systemProtocolList: [
        {
          administratorName: 'API key ac_test_rUNz…',
          userId: 1,
          systemProtocolEntry: {
            id: 14,
            event: { type: 'CREATE_PERSON', translations: { 'de-DE': 'Person angelegt' } },
            details: {
              fields: { name: 'Nina Bauer', personId: 23 },
              translations: { 'de-DE': 'Person <span class="ac-person">Nina Bauer</span> angelegt' },
            },
            timestamp: '2026-06-15T10:00:09.138Z',
          },
        },
      ],
      from: '2026-06-14T10:00:09.279Z',
      to: '2026-06-15T10:00:09.279Z',
    },
  },
  // GET /v1/webhooks
  getWebhooks: {
    response: {
      offset: 0,
      total: 1,
      webhookList: [
        {
          id: 1,
          version: 1,
          url: 'https://hooks.example.com/access-cloud',
          eventTypes: ['person.changed'],
          enabled: true,
          createdAt: '2026-06-15T10:00:09.127Z',
          updatedAt: '2026-06-15T10:00:09.127Z',
          description: 'Door events for the visitor app',
        },
      ],
    },
  },
  // POST /v1/webhooks
  createWebhook: {
    request: {
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      description: 'Door events for the visitor app',
    },
    response: {
      id: 1,
      version: 1,
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      enabled: true,
      createdAt: '2026-06-15T10:00:09.127Z',
      updatedAt: '2026-06-15T10:00:09.127Z',
      secret: 'whsec_RXhhbXBsZVNpZ25pbmdTZWNyZXQtMzItQnl0ZXMhISE=',
      description: 'Door events for the visitor app',
    },
  },
  // GET /v1/webhooks/{webhookId}
  getWebhook: {
    response: {
      id: 1,
      version: 1,
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      enabled: true,
      createdAt: '2026-06-15T10:00:09.127Z',
      updatedAt: '2026-06-15T10:00:09.127Z',
      description: 'Door events for the visitor app',
    },
  },
  // PUT /v1/webhooks/{webhookId}
  updateWebhook: {
    request: {
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      description: 'Person changes for the visitor app',
      enabled: true,
      version: 1,
    },
    response: {
      id: 1,
      version: 2,
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      enabled: true,
      createdAt: '2026-06-15T10:00:09.127Z',
      updatedAt: '2026-06-15T10:00:09.557Z',
      description: 'Person changes for the visitor app',
    },
  },
  // GET /v1/webhooks/{webhookId}/deliveries
  getWebhookDeliveries: {
    response: {
      offset: 0,
      total: 1,
      deliveryList: [
        {
          id: 1,
          webhookId: 1,
          messageId: 'msg_yLZagR5gw2qtmsc2d-LJoQ',
          eventType: 'person.changed',
          status: 'PENDING',
          attempts: 0,
          createdAt: '2026-06-15T10:00:09.138Z',
          payload: {
            type: 'person.changed',
            timestamp: '2026-06-15T10:00:09.138Z',
            data: { change: 'CREATE_PERSON', entryId: 14, personId: 23, fields: { name: 'Nina Bauer', personId: 23 } },
          },
          nextAttemptAt: '2026-06-15T10:00:09.138Z',
        },
      ],
    },
  },
  // POST /v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver
  redeliverWebhook: {
    response: {
      id: 3,
      webhookId: 1,
      messageId: 'msg_yLZagR5gw2qtmsc2d-LJoQ',
      eventType: 'person.changed',
      status: 'PENDING',
      attempts: 0,
      createdAt: '2026-06-15T10:00:09.571Z',
      payload: {
        type: 'person.changed',
        timestamp: '2026-06-15T10:00:09.138Z',
        data: { change: 'CREATE_PERSON', entryId: 14, personId: 23, fields: { name: 'Nina Bauer', personId: 23 } },
      },
      nextAttemptAt: '2026-06-15T10:00:09.571Z',
    },
  },
  // POST /v1/webhooks/{webhookId}/rotate-secret
  rotateWebhookSecret: {
    response: {
      id: 1,
      version: 3,
      url: 'https://hooks.example.com/access-cloud',
      eventTypes: ['person.changed'],
      enabled: true,
      createdAt: '2026-06-15T10:00:09.127Z',
      updatedAt: '2026-06-15T10:00:09.568Z',
      secret: 'whsec_RXhhbXBsZVNpZ25pbmdTZWNyZXQtMzItQnl0ZXMhISE=',
      description: 'Person changes for the visitor app',
    },
  },
};
