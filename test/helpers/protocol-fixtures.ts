import crypto from 'node:crypto';
import type { AnonymizeEventLog } from '../../src/modules/locks/device-settings.ts';
import type { EnvironmentRef, RequestContext } from '../../src/kernel/context.ts';
import type { SimpleMedium } from '../../src/modules/protocol-log/lock-protocol.ts';
import { newLockValues } from '../../src/modules/locks/service.ts';
import { TEST_ACTOR, type World } from './world.ts';
import { clock } from '../../src/kernel/clock.ts';

/** Locks, shares, media and areas made directly in the database, for protocol tests. */
export function protocolFixtures(world: World) {
  const db = world.deps.store.db;
  const now = clock.now().toISOString();
  const unique = () => crypto.randomBytes(5).toString('hex').toUpperCase();

  return {
    ctx(env: EnvironmentRef): RequestContext {
      return { env, actor: TEST_ACTOR };
    },

    async lock(
      env: EnvironmentRef,
      options: { anonymizeEventLog?: AnonymizeEventLog; doorName?: string; timezone?: string } = {},
    ): Promise<{ id: number; lockIdentifier: string }> {
      const lockIdentifier = `T${unique()}`;
      const row = await db
        .insertInto('locks')
        .values({
          ...newLockValues(
            env.id,
            {
              lockIdentifier,
              lockType: 'CYLINDER',
              lockTechnology: 'NFC_AND_BLE',
              doorName: options.doorName ?? `Door ${lockIdentifier}`,
              timezone: options.timezone ?? 'Europe/Vienna',
            },
            now,
            null,
          ),
          anonymize_event_log_type: options.anonymizeEventLog?.type ?? 'NEVER',
          anonymize_event_log_days: options.anonymizeEventLog?.daysToKeep ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), lockIdentifier };
    },

    async share(
      lockId: number,
      owner: EnvironmentRef,
      redeemer: EnvironmentRef,
      options: { anonymizeDataInOwnerProtocol?: boolean; anonymizeEventLog?: AnonymizeEventLog; alternativeDoorName?: string } = {},
    ): Promise<void> {
      await db
        .insertInto('lock_shares')
        .values({
          environment_id: redeemer.id,
          lock_id: lockId,
          owner_environment_id: owner.id,
          version: 1,
          settings_version: 1,
          alternative_door_name: options.alternativeDoorName ?? null,
          comment: null,
          anonymize_data_in_owner_protocol: options.anonymizeDataInOwnerProtocol ? 1 : 0,
          anonymize_event_log_type: options.anonymizeEventLog?.type ?? 'NEVER',
          anonymize_event_log_days: options.anonymizeEventLog?.daysToKeep ?? null,
          status: 'ACTIVATED',
          activated_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Two locks of `owner` shared into `redeemer`: the owner sees the redeemer's data on `open`, not on `discreet`. */
    async openAndDiscreetShares(
      owner: EnvironmentRef,
      redeemer: EnvironmentRef,
      openShare: { alternativeDoorName?: string } = {},
    ): Promise<{ open: { id: number; lockIdentifier: string }; discreet: { id: number; lockIdentifier: string } }> {
      const open = await this.lock(owner);
      const discreet = await this.lock(owner);
      await this.share(open.id, owner, redeemer, { ...openShare, anonymizeDataInOwnerProtocol: false });
      await this.share(discreet.id, owner, redeemer, { anonymizeDataInOwnerProtocol: true });
      return { open, discreet };
    },

    async medium(env: EnvironmentRef, name = 'Test phone'): Promise<SimpleMedium> {
      const mediumIdentifier = `M${unique()}`;
      const row = await db
        .insertInto('media')
        .values({
          environment_id: env.id,
          version: 1,
          medium_type: 'PHONE',
          card_form: null,
          name,
          medium_identifier: mediumIdentifier,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), name, mediumIdentifier, mediumType: 'PHONE' };
    },

    async area(env: EnvironmentRef, lockIds: number[]): Promise<number> {
      const area = await db
        .insertInto('areas')
        .values({ environment_id: env.id, version: 1, name: `Area ${unique()}`, comment: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lockIds.length > 0) {
        await db
          .insertInto('area_locks')
          .values(
            lockIds.map((lockId) => ({
              environment_id: env.id,
              area_id: area.id,
              lock_id: lockId,
              status: 'ASSIGNED' as const,
              created_at: now,
            })),
          )
          .execute();
      }
      return Number(area.id);
    },
  };
}

/** A moment `days` days (and `hours` hours) before now. */
export function daysAgo(days: number, hours = 0): Date {
  return new Date(clock.nowMs() - (days * 24 + hours) * 3600_000);
}
