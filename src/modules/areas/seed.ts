import type { SeedWriter } from '../../kernel/db/seeder.ts';
import type { AssignmentStatus } from '../../kernel/db/lock-types.ts';
import { ensureSharingPartner } from '../sharing/index.ts';
import { SEED_EXTERNAL_LOCK } from '../sharing/index.ts';

/** Areas and their locks (seed keys of `locks`; `partner` = the shared-in lock), with every status. */
const SEED_AREAS: Record<string, { name: string; comment?: string; locks: [string, AssignmentStatus][] }> = {
  'ground-floor': {
    name: 'Ground floor',
    comment: 'Entrance, lobby and garage',
    locks: [
      ['front', 'ASSIGNED'],
      ['lobby', 'ASSIGNED'],
      ['garage', 'ASSIGNMENT_PENDING'],
    ],
  },
  offices: {
    name: 'Offices',
    comment: 'Including the meeting room shared by our landlord',
    locks: [
      ['office', 'ASSIGNED'],
      ['archive', 'REMOVAL_PENDING'],
      ['partner', 'ASSIGNED'],
    ],
  },
  'after-hours': { name: 'After hours', locks: [['front', 'ASSIGNED']] },
  empty: { name: 'New wing', comment: 'No locks installed yet', locks: [] },
};

export async function seedAreas(w: SeedWriter): Promise<void> {
  const partnerLockId = (await ensureSharingPartner(w.db, w.now.toISOString())).lockIds[SEED_EXTERNAL_LOCK];
  for (const [key, area] of Object.entries(SEED_AREAS)) {
    const at = w.ago(150);
    const areaId = await w.insert('areas', key, {
      version: 1,
      name: area.name,
      comment: area.comment ?? null,
      created_at: at,
      updated_at: at,
    });
    for (const [lockKey, status] of area.locks) {
      const lockId = lockKey === 'partner' ? partnerLockId : w.id('locks', lockKey);
      await w.insert('area_locks', `${key}-${lockKey}`, { area_id: areaId, lock_id: lockId, status, created_at: w.ago(100) });
    }
  }
}
