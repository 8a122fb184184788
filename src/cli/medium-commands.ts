import { APP_TYPES } from '../modules/media/index.ts';
import type { CardForm, OutboxStatus } from '../kernel/db/schema.ts';
import { registerRfidMedium } from '../modules/media/index.ts';
import type { Deps, RequestContext } from '../kernel/context.ts';
import { findCustomer, getEnvironment } from '../modules/customers/index.ts';
import { listOutbox } from '../modules/delivery/index.ts';
import { startPhoneReplacement } from '../modules/media/index.ts';
import { adminActor } from './admin-commands.ts';
import { envKind, positiveInt, UsageError, type Command, type Options } from './command.ts';

const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

const environmentOptions = {
  customer: { type: 'string', description: 'Customer id or customer number' },
  env: { type: 'string', description: 'test or production' },
} as const satisfies Options;

/** The environment named by --customer and --env, acting as the administrator. */
async function adminContext(deps: Deps, values: Record<string, string | boolean | undefined>): Promise<RequestContext> {
  const customer = await findCustomer(deps.store.db, str(values.customer)!);
  return { env: await getEnvironment(deps.store.db, customer.id, envKind(values.env)), actor: adminActor() };
}

function addRfidCommand(withDeps: <T>(work: (deps: Deps) => Promise<T>) => Promise<T>, form: CardForm): Command {
  const what = form === 'CARD' ? 'card' : 'key tag';
  return {
    name: `admin medium ${form === 'CARD' ? 'add-card' : 'add-key-tag'}`,
    summary: `registers an RFID ${what} (the interface cannot add RFID media)`,
    usage: '--customer <id|number> --env test|production --identifier <id> --designation <generation> --produced <yyyy-mm-dd> [options]',
    options: {
      ...environmentOptions,
      identifier: { type: 'string', description: 'Medium identifier printed on it (1-16 letters, digits, dashes)' },
      designation: { type: 'string', description: 'Card generation, e.g. J80K+D08K' },
      produced: { type: 'string', description: 'Production date, yyyy-mm-dd' },
      uid: { type: 'string', description: 'ISO/IEC 14443 UID in hex (served only for J80K+D08K or newer produced after 2022-09-13)' },
      name: { type: 'string', description: 'Name shown for the medium' },
    },
    required: ['customer', 'env', 'identifier', 'designation', 'produced'],
    run: (v, out) =>
      withDeps(async (deps) => {
        const ctx = await adminContext(deps, v);
        const card = await registerRfidMedium(deps, ctx, {
          form,
          identifier: str(v.identifier)!,
          designation: str(v.designation)!,
          productionDate: str(v.produced)!,
          uid: str(v.uid),
          name: str(v.name),
        });
        const uid = card.cardUid ? `cardUid ${card.cardUid} served` : 'cardUid not served';
        out.log(`${what} ${card.mediumIdentifier} registered as medium ${card.id} (${ctx.env.kind.toLowerCase()} environment; ${uid})`);
      }),
  };
}

const OUTBOX_STATUSES: OutboxStatus[] = ['PENDING', 'SENT', 'HELD'];

/** RFID registration, the outbox and phone replacements, for administrators. */
export function mediumCommands(withDeps: <T>(work: (deps: Deps) => Promise<T>) => Promise<T>): Command[] {
  return [
    addRfidCommand(withDeps, 'CARD'),
    addRfidCommand(withDeps, 'KEY_TAG'),
    {
      name: 'admin outbox list',
      summary: 'lists SMS and e-mails, newest first (test environments keep theirs here, never sending them)',
      usage: '[--customer <id|number> [--env test|production]] [--status pending|sent|held] [--limit <n>]',
      options: {
        ...environmentOptions,
        status: { type: 'string', description: 'pending, sent or held' },
        limit: { type: 'string', description: 'At most this many messages (default 50)' },
      },
      run: (v, out) =>
        withDeps(async (deps) => {
          const status = str(v.status)?.toUpperCase() as OutboxStatus | undefined;
          if (status && !OUTBOX_STATUSES.includes(status)) throw new UsageError('--status must be pending, sent or held');
          if (v.env !== undefined && v.customer === undefined) throw new UsageError('--env needs --customer');
          const customer = v.customer !== undefined ? await findCustomer(deps.store.db, str(v.customer)!) : undefined;
          const env = customer && v.env !== undefined ? await getEnvironment(deps.store.db, customer.id, envKind(v.env)) : undefined;
          const messages = await listOutbox(deps.store.db, {
            customerId: customer?.id,
            environmentId: env?.id,
            status,
            limit: v.limit !== undefined ? positiveInt(v.limit, 'limit') : undefined,
          });
          if (messages.length === 0) out.log('no messages');
          for (const m of messages) {
            const retry =
              m.status === 'PENDING' && m.attempts > 0 ? ` next try ${m.next_attempt_at}; last error: ${m.last_error ?? '-'}` : '';
            out.log(
              `#${m.id}\t${m.channel}\t${m.status.toLowerCase()}\tattempts ${m.attempts}\t${m.created_at}\tto ${m.recipient}\t(${m.language})${retry}`,
            );
            if (m.subject) out.log(`    Subject: ${m.subject}`);
            for (const line of m.body.split('\n')) out.log(`    ${line}`);
          }
        }),
    },
    {
      name: 'admin phone-replacement create',
      summary: 'starts a pending replacement of a paired phone, as a phone app asking to take it over would',
      usage: '--customer <id|number> --env test|production --phone <phone id> [--app-type ANDROID|IPHONE] [--platform-version <v>]',
      options: {
        ...environmentOptions,
        phone: { type: 'string', description: 'Id of the paired phone to replace' },
        'app-type': { type: 'string', description: 'App type of the new device' },
        'platform-version': { type: 'string', description: 'Operating system version of the new device' },
      },
      required: ['customer', 'env', 'phone'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const appType = str(v['app-type']);
          if (appType !== undefined && !(APP_TYPES as readonly string[]).includes(appType)) {
            throw new UsageError(`--app-type must be one of ${APP_TYPES.join(', ')}`);
          }
          const ctx = await adminContext(deps, v);
          const replacement = await startPhoneReplacement(deps, ctx, positiveInt(v.phone, 'phone'), {
            appType,
            platformVersion: str(v['platform-version']),
          });
          out.log(`phone replacement ${replacement.id} of phone ${replacement.phone_id} is ${replacement.state.toLowerCase()}`);
        }),
    },
  ];
}
