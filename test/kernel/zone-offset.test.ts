import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from '../../src/kernel/zone-offset.ts';

const luxonOffset = (zone: string, epochMs: number) => IANAZone.create(zone).offset(epochMs);
const at = (iso: string) => Date.parse(iso);

describe('zoneOffsetMinutes: the offset of a zone, asked once per minute', () => {
  it('answers as luxon across changes of offset, whichever minute was asked before', () => {
    const instants = [
      // Vienna springs forward at 01:00 UTC.
      ['Europe/Vienna', '2026-03-29T00:59:59.999Z', 60],
      ['Europe/Vienna', '2026-03-29T01:00:00.000Z', 120],
      ['Europe/Vienna', '2026-03-29T00:59:00.000Z', 60],
      // A minute asked again is answered from memory, on either side of the change.
      ['Europe/Vienna', '2026-03-29T00:59:10.000Z', 60],
      ['Europe/Vienna', '2026-03-29T00:59:59.000Z', 60],
      ['Europe/Vienna', '2026-03-29T01:00:10.000Z', 120],
      ['Europe/Vienna', '2026-03-29T01:00:20.000Z', 120],
      ['Europe/Vienna', '2026-03-29T01:00:59.999Z', 120],
      // Lord Howe Island moves by half an hour, at 15:30 UTC.
      ['Australia/Lord_Howe', '2026-10-03T15:29:30.000Z', 630],
      ['Australia/Lord_Howe', '2026-10-03T15:30:30.000Z', 660],
      // Monrovia left its offset of -0:44:30 at 00:44:30 UTC: two offsets within one minute.
      ['Africa/Monrovia', '1972-01-07T00:44:29.000Z', -44.5],
      ['Africa/Monrovia', '1972-01-07T00:44:31.000Z', 0],
      ['Africa/Monrovia', '1972-01-07T00:44:29.000Z', -44.5],
      ['Africa/Monrovia', '1972-01-07T00:44:59.000Z', 0],
    ] as const;
    for (const [zone, iso, expected] of instants) {
      expect(zoneOffsetMinutes(zone, at(iso)), `${zone} ${iso}`).toBe(expected);
      expect(luxonOffset(zone, at(iso))).toBe(expected);
    }
  });

  it('answers null for a name that is no zone', () => {
    expect(zoneOffsetMinutes('Europe/Atlantis', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(zoneOffsetMinutes('+01:00', at('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('agrees with luxon on any sequence of instants (many within one minute, around the changes of 2026)', () => {
    const zones = ['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu', 'UTC'];
    // Instants near the 2026 changes of the zones above, so consecutive ones share minutes.
    const near = fc
      .tuple(
        fc.constantFrom('2026-03-08T07:00Z', '2026-03-29T01:00Z', '2026-04-04T15:00Z', '2026-04-04T14:00Z', '2026-11-01T06:00Z'),
        fc.integer({ min: -180_000, max: 180_000 }),
      )
      .map(([iso, ms]) => at(iso) + ms);
    const anywhere = fc.integer({ min: at('1900-01-01T00:00Z'), max: at('2040-01-01T00:00Z') });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...zones), fc.oneof(near, anywhere)), { minLength: 1, maxLength: 40 }), (asks) => {
        for (const [zone, epochMs] of asks) expect(zoneOffsetMinutes(zone, epochMs)).toBe(luxonOffset(zone, epochMs));
      }),
      { numRuns: 300 },
    );
  });
});
