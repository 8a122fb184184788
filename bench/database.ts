// What PostgreSQL alone does on this machine, against the bare server in the same run: a write
// of the interface cannot answer faster than the database commits its transaction, so the
// ratio of a minimal durable transaction is the ceiling of every write's ratio.
import pg from 'pg';
import { isPostgresUrl } from '../src/kernel/db/db.ts';
import { BENCH_SECONDS, CONNECTIONS, measure, startBareServer } from './harness.ts';

type Work = (client: pg.Client, n: number) => Promise<unknown>;

/** Runs of `work` a second, on CONNECTIONS connections that each run it one after another. */
async function perSecond(url: string, work: Work, seconds: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let runs = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client, k) => {
        for (let n = k * 1_000_000; performance.now() < until; n++) {
          await work(client, n);
          runs++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return runs / seconds;
}

/** A durable transaction of `pairs` inserts and as many updates: 1 is as small as a write of the interface can be. */
const writeTransaction =
  (pairs: number): Work =>
  async (client, n) => {
    await client.query('begin');
    for (let i = 0; i < pairs; i++) {
      await client.query({ name: 'bench-insert', text: 'insert into bench_database_log (n) values ($1)', values: [n] });
      await client.query({
        name: 'bench-update',
        text: 'update bench_database_rows set n = n + 1 where id = $1',
        values: [(n + i * 10) % 100],
      });
    }
    await client.query('commit');
  };

const read: Work = (client, n) =>
  client.query({ name: 'bench-read', text: 'select * from bench_database_rows where id = $1', values: [n % 100] });

export async function runDatabaseBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !isPostgresUrl(url)) {
    console.log('database: PostgreSQL only (set BENCH_DATABASE_URL)');
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const bare = await startBareServer({ 'GET /': { status: 200, body: '{"id":1}' } });
  try {
    await admin.query('create table bench_database_rows (id int primary key, n bigint not null)');
    await admin.query('create table bench_database_log (id bigint generated always as identity primary key, n bigint not null)');
    await admin.query('insert into bench_database_rows select i, 0 from generate_series(0, 99) i');
    const bareResult = await measure(bare.url, { path: '/' });
    console.log(`database alone (PostgreSQL, ${CONNECTIONS} connections, statements prepared)`);
    for (const [name, work] of [
      ['durable transaction, 2 statements', writeTransaction(1)],
      ['durable transaction, 8 statements', writeTransaction(4)],
      ['read of one row by key', read],
    ] as const) {
      await perSecond(url, work, 1);
      const runs = await perSecond(url, work, BENCH_SECONDS);
      const ratio = runs / bareResult.requestsPerSecond;
      console.log(
        `${name.padEnd(44)} database ${runs.toFixed(0).padStart(6)} /s   bare ${bareResult.requestsPerSecond.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)}`,
      );
    }
  } finally {
    bare.stop();
    await admin.query('drop table if exists bench_database_rows, bench_database_log');
    await admin.end();
  }
}
