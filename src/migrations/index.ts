import type { Migration } from 'kysely';
import * as foundation from './001_foundation.ts';
import * as locks from './002_locks.ts';
import * as media from './003_media.ts';
import * as authorizations from './004_authorizations.ts';
import * as protocols from './005_protocols.ts';
import * as devices from './006_devices.ts';
import * as dataVersions from './007_data_versions.ts';
import * as keyRevisions from './008_key_revisions.ts';
import * as credentialVersions from './009_credential_versions.ts';
import * as requestCounts from './010_request_counts.ts';
import * as foreignKeys from './011_foreign_keys.ts';
import * as webAdminAccounts from './012_web_admin_accounts.ts';
import * as keyLifecycleAndVouchers from './013_key_lifecycle_and_vouchers.ts';
import * as idempotencyKeys from './014_idempotency_keys.ts';
import * as webhooks from './015_webhooks.ts';
import * as environmentDataVersions from './016_environment_data_versions.ts';
import * as lockProtocolVisibilityIndexes from './017_lock_protocol_visibility_indexes.ts';
import * as lookupIndexes from './018_lookup_indexes.ts';
import * as shardedDataVersions from './019_sharded_data_versions.ts';
import * as lockProtocolDayCounts from './020_lock_protocol_day_counts.ts';
import * as changeCountersOncePerTransaction from './021_change_counters_once_per_transaction.ts';
import * as authorizationListAtScale from './022_authorization_list_at_scale.ts';
import * as systemProtocolAtScale from './023_system_protocol_at_scale.ts';
import * as systemProtocolUserDayCounts from './024_system_protocol_user_day_counts.ts';
import * as mediumProtocolAtScale from './025_medium_protocol_at_scale.ts';
import * as fewerIndexesPerWrite from './026_fewer_indexes_per_write.ts';
import * as pairLookupByPairIndex from './027_pair_lookup_by_pair_index.ts';
import * as authorizationCountsOnChangeOnly from './028_authorization_counts_on_change_only.ts';
import * as maintenanceTasksAtScale from './029_maintenance_tasks_at_scale.ts';
import * as areaAssignmentsByLockAndArea from './030_area_assignments_by_lock_and_area.ts';
import * as lockSynchronizationAtScale from './031_lock_synchronization_at_scale.ts';

/** Every migration, in order. Names are permanent: add new files, never rename or edit old ones. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_locks': locks,
  '003_media': media,
  '004_authorizations': authorizations,
  '005_protocols': protocols,
  '006_devices': devices,
  '007_data_versions': dataVersions,
  '008_key_revisions': keyRevisions,
  '009_credential_versions': credentialVersions,
  '010_request_counts': requestCounts,
  '011_foreign_keys': foreignKeys,
  '012_web_admin_accounts': webAdminAccounts,
  '013_key_lifecycle_and_vouchers': keyLifecycleAndVouchers,
  '014_idempotency_keys': idempotencyKeys,
  '015_webhooks': webhooks,
  '016_environment_data_versions': environmentDataVersions,
  '017_lock_protocol_visibility_indexes': lockProtocolVisibilityIndexes,
  '018_lookup_indexes': lookupIndexes,
  '019_sharded_data_versions': shardedDataVersions,
  '020_lock_protocol_day_counts': lockProtocolDayCounts,
  '021_change_counters_once_per_transaction': changeCountersOncePerTransaction,
  '022_authorization_list_at_scale': authorizationListAtScale,
  '023_system_protocol_at_scale': systemProtocolAtScale,
  '024_system_protocol_user_day_counts': systemProtocolUserDayCounts,
  '025_medium_protocol_at_scale': mediumProtocolAtScale,
  '026_fewer_indexes_per_write': fewerIndexesPerWrite,
  '027_pair_lookup_by_pair_index': pairLookupByPairIndex,
  '028_authorization_counts_on_change_only': authorizationCountsOnChangeOnly,
  '029_maintenance_tasks_at_scale': maintenanceTasksAtScale,
  '030_area_assignments_by_lock_and_area': areaAssignmentsByLockAndArea,
  '031_lock_synchronization_at_scale': lockSynchronizationAtScale,
};
