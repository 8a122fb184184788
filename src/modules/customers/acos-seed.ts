import type { SeedWriter } from '../../kernel/db/seeder.ts';
import type { AcoKind } from '../../kernel/db/lock-tables.ts';

const SEED_ACOS: Record<
  string,
  { kind: AcoKind; title?: string; first: string; last: string; email?: string; phone?: string; comment?: string; failed?: number }
> = {
  martina: {
    kind: 'ADMINISTRATOR',
    title: 'Mag.',
    first: 'Martina',
    last: 'Huber',
    email: 'martina.huber@example.com',
    phone: '+43 1 234 5678',
    comment: 'Main administrator',
  },
  thomas: { kind: 'ADMINISTRATOR', first: 'Thomas', last: 'Gruber', email: 'thomas.gruber@example.com', failed: 2 },
  support: { kind: 'SUPPORT', first: 'Service', last: 'Desk', email: 'support@example.com', comment: 'Access for the installer' },
};

/** Operators of the test system: two administrators and a support login. */
export async function seedAcos(w: SeedWriter): Promise<void> {
  for (const [key, aco] of Object.entries(SEED_ACOS)) {
    await w.insert('acos', key, {
      kind: aco.kind,
      title: aco.title ?? null,
      first_name: aco.first,
      last_name: aco.last,
      birthday: null,
      address: null,
      phone: aco.phone ?? null,
      email: aco.email ?? null,
      comment: aco.comment ?? null,
      failed_login_counter: aco.failed ?? 0,
      created_at: w.ago(365),
    });
  }
}
