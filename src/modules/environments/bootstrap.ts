import { LATEST_REVISION } from '../../kernel/revisions.ts';
import { hashApiKey, issueApiKey } from '../api-keys/index.ts';
import { inTransaction, type Actor, type Deps } from '../../kernel/context.ts';
import { createCustomerIn, getEnvironment } from '../customers/index.ts';
import { inviteAdministratorIn } from '../admin-accounts/index.ts';
import { holdStartUpLock } from '../../kernel/db/row-lock.ts';
import { clock } from '../../kernel/clock.ts';

const SYSTEM_ACTOR: Actor = { kind: 'SYSTEM', userId: null, name: 'access-cloud start-up' };

export interface DemoBootstrap {
  /** The test key, when it was generated now (it is shown this one time only). */
  generatedKey?: string;
  customerNumber?: string;
  created: boolean;
  /** The demo administrator's log-in name and the path of its invitation, when created now (shown once). */
  admin?: { email: string; invitationPath: string };
}

/** The demo customer's administrator; a placeholder address, so its invitation is printed, not mailed. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * On an empty database: a demo customer with a ready test environment and a test key. With
 * ACCESS_CLOUD_TEST_API_KEY set, that key is made valid for the demo test environment, also on a
 * database that already exists, so CI jobs can start the service with a known key.
 */
export function ensureDemoCustomer(deps: Deps): Promise<DemoBootstrap> {
  // Several API nodes may start at once on an empty database: one of them creates the demo
  // customer, the others wait for the lock and find it.
  return inTransaction(deps, async (tx) => {
    await holdStartUpLock(tx);
    const first = await tx.selectFrom('customers').select(['id', 'customer_number']).orderBy('id').executeTakeFirst();
    const knownKey = deps.config.testApiKey;
    if (!first) {
      const created = await createCustomerIn(
        tx,
        deps.reactions,
        SYSTEM_ACTOR,
        {
          accessControlSystemName: 'Demo locking system',
          customerName: 'Demo customer',
          correspondenceLanguageCode: 'en-UK',
          contactTitle: 'MS',
          contactPerson: 'Erika Muster',
          contactEmailAddress: 'facility@example.com',
          contactPhoneNumber: '+43 1 234 56 78',
          fax: '+43 1 234 56 79',
          addressStreet: 'Mariahilfer Straße 12',
          addressPostCode: '1070',
          addressCity: 'Wien',
          addressCountryCode: 'AUT',
        },
        { testKey: knownKey ?? true, testKeyLabel: 'demo', testKeyRevision: knownKey ? deps.config.testApiRevision : undefined },
      );
      const invitation = await inviteAdministratorIn(
        tx,
        deps,
        { env: created.production, actor: SYSTEM_ACTOR },
        { firstName: 'Demo', lastName: 'Administrator', email: DEMO_ADMIN_EMAIL },
        { baseUrl: '', mail: false },
      );
      return {
        created: true,
        customerNumber: created.customer.customer_number,
        generatedKey: knownKey ? undefined : created.testKey?.key,
        admin: { email: DEMO_ADMIN_EMAIL, invitationPath: invitation.link },
      };
    }
    if (knownKey) {
      const revision = deps.config.testApiRevision ?? LATEST_REVISION;
      const exists = await tx
        .selectFrom('api_keys')
        .select(['id', 'revision'])
        .where('hash', '=', hashApiKey(knownKey))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!exists) {
        await issueApiKey(tx, await getEnvironment(tx, first.id, 'TEST'), SYSTEM_ACTOR, {
          label: 'ACCESS_CLOUD_TEST_API_KEY',
          key: knownKey,
          revision,
          now: clock.now(),
        });
      } else if (exists.revision !== revision) {
        // ACCESS_CLOUD_TEST_API_REVISION pins the known key, also when it was set before.
        await tx.updateTable('api_keys').set({ revision }).where('id', '=', exists.id).execute();
      }
    }
    return { created: false, customerNumber: first.customer_number };
  });
}
