import { describe, expect, it } from 'vitest';
import type { ProtocolRecord } from '../../../src/kernel/context.ts';
import { EVENT_TYPES, LOCK_PROTOCOL_EVENT_TYPES, SYSTEM_PROTOCOL_EVENT_TYPES } from '../../../src/modules/protocol-log/index.ts';
import { hasWebhookEvents, webhookEventsOf } from '../../../src/modules/webhooks/event-types.ts';

const record = (kind: ProtocolRecord['kind'], type: string): ProtocolRecord => ({
  kind,
  type,
  id: 1,
  lockId: 2,
  mediumId: 3,
  at: '2026-05-01T08:00:00.000Z',
  fields: {},
});

describe('which written entries and events give webhook events', () => {
  it('hasWebhookEvents says so exactly when webhookEventsOf gives some, for every known type', () => {
    const records = [
      ...EVENT_TYPES.map((type) => record('EVENT', type)),
      ...LOCK_PROTOCOL_EVENT_TYPES.map((type) => record('LOCK_PROTOCOL', type)),
      ...SYSTEM_PROTOCOL_EVENT_TYPES.map((type) => record('SYSTEM_PROTOCOL', type)),
      record('EVENT', 'NOT_A_TYPE'),
      record('EVENT', 'constructor'),
    ];
    for (const r of records) expect(hasWebhookEvents(r), `${r.kind}:${r.type}`).toBe(webhookEventsOf(r).length > 0);
    // Every protocol entry gives one (protocol.entry); events only where they are mapped.
    expect(records.filter(hasWebhookEvents).length).toBe(records.length - 2);
  });
});
