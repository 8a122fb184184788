import type { SeedWriter } from '../../kernel/db/seeder.ts';
import { ensureSharingPartner } from './partner.ts';

/** The partner's lock that the test data set has already added (key of SHARING_PARTNER_LOCKS). */
export const SEED_EXTERNAL_LOCK = 'office';

/** Shares of the test data set; after the locks, since it shares some of them. */
export async function seedSharing(w: SeedWriter): Promise<void> {
  const partner = await ensureSharingPartner(w.db, w.now.toISOString());
  await seedShares(w, partner.environmentId, partner.lockIds[SEED_EXTERNAL_LOCK]);
}

/**
 * Sharing in both directions: the partner's office lock is part of this system (EXTERNAL, with an
 * alternative name), the lobby reader is shared with the partner, and the main entrance has an
 * open sharing code.
 */
async function seedShares(w: SeedWriter, partnerEnvId: number, partnerLockId: number): Promise<void> {
  const shareValues = {
    version: 1,
    settings_version: 1,
    comment: null,
    anonymize_event_log_type: 'NEVER',
    anonymize_event_log_days: null,
    status: 'ACTIVATED' as const,
    activated_at: w.ago(60),
    created_at: w.ago(61),
    updated_at: w.ago(60),
  };
  await w.insert('lock_shares', 'partner-office', {
    ...shareValues,
    lock_id: partnerLockId,
    owner_environment_id: partnerEnvId,
    alternative_door_name: 'Partner office (meeting room)',
    comment: 'Shared by our landlord',
    anonymize_data_in_owner_protocol: 1,
  });
  // The partner's share of our lobby reader is a row of the partner's environment; it goes
  // with the lock when the data set is reset.
  await w.db
    .insertInto('lock_shares')
    .values({
      ...shareValues,
      environment_id: partnerEnvId,
      lock_id: w.id('locks', 'lobby'),
      owner_environment_id: w.environmentId,
      alternative_door_name: 'Tenant lobby',
      anonymize_data_in_owner_protocol: 0,
    })
    .execute();
  await w.insert('sharing_codes', 'front', {
    lock_id: w.id('locks', 'front'),
    // Unique across all environments, like every code.
    code: `Front${String(w.environmentId).padStart(7, '0')}`,
    expires_on: new Date(w.now.getTime() + 7 * 86_400_000).toISOString(),
    reusable: 0,
    created_at: w.now.toISOString(),
  });
}
