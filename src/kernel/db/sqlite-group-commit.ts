import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SelectQueryNode, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import type { DirectStatements } from './direct-statements.ts';
import { literalBuilder } from './literal-builder.ts';
import type { WalSync } from './wal-sync.ts';
import type { WriteTurn } from './write-turn.ts';

/** Most transactions one commit carries, so that a steady stream of writers still commits often. */
const MAX_GROUP = 64;
/** How long a statement waits for another connection's write lock before it fails. */
const BUSY_WAIT_MS = 10_000;
/** How long after another connection's last commit a group no longer waits for a running sync. */
const OTHER_WRITER_QUIET_MS = 1_000;

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/**
 * Runs a statement, waiting asynchronously while another connection holds the write lock.
 * SQLite's own busy_timeout would wait inside the call and block the event loop, and with it
 * whatever this process needs to let the other connection finish (another store of this
 * process on the same file, as tests of several API nodes have, holds its group open across
 * event-loop turns).
 */
async function whenNotBusy<T>(run: () => T): Promise<T> {
  const deadline = performance.now() + BUSY_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    try {
      return run();
    } catch (error) {
      if (!isBusy(error) || performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The one connection, handed to one caller at a time in arrival order. */
class Turns {
  private readonly queue: (() => void)[] = [];
  private held = false;

  async take(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  get free(): boolean {
    return !this.held;
  }

  give(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }

  get waiting(): number {
    return this.queue.length;
  }
}

class Connection implements DatabaseConnection {
  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly beforeStatement: () => void,
    /** A write outside a transaction: SQLite committed it on its own. */
    private readonly afterAutocommit: () => void,
    private readonly writeTurn?: WriteTurn,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.beforeStatement();
    const statement = this.database.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    const autocommit = !statement.readonly && !this.database.inTransaction;
    if (autocommit) await this.writeTurn?.take();
    try {
      if (statement.reader) return { rows: (await whenNotBusy(() => rowsOf(statement, parameters))) as R[] };
      const { changes, lastInsertRowid } = await whenNotBusy(() => statement.run(parameters));
      if (SCHEMA_CHANGE.test(query.sql)) rowShapes = new WeakMap();
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    } finally {
      if (autocommit) {
        this.writeTurn?.writingDone();
        this.afterAutocommit();
      }
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('only select queries can be streamed');
    this.beforeStatement();
    const statement = this.database.prepare(query.sql).raw(false);
    for (const row of statement.iterate(query.parameters)) yield { rows: [row as R] };
  }
}

/** How a statement's rows are built: its column names, asked once (better-sqlite3 takes 30 µs). */
interface RowShape {
  names: string[];
  build: (values: unknown[]) => Record<string, unknown>;
  /** The same statement answering each row as one JSON array (wide rows only, see jsonForm). */
  asJson?: BetterSqlite3.Statement;
}
let rowShapes = new WeakMap<BetterSqlite3.Statement, RowShape>();
/** After a change of the schema, a cached `select *` may have other columns. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/** Builds a row from its values, the names being SQLite's column names (see literal-builder.ts). */
function rowBuilder(names: string[]): RowShape['build'] {
  return literalBuilder<unknown[]>(names.map((key, index) => ({ key, index })));
}

/** Rows at least this wide are read as JSON (jsonForm). */
const JSON_MIN_COLUMNS = 17;
/** Declared types of integer and text affinity: JSON carries their values unchanged. */
const JSON_SAFE_TYPE = /INT|CHAR|CLOB|TEXT/i;

/**
 * A select of wide rows, rewritten to answer each row as one JSON array of its values. On this
 * Node.js, better-sqlite3 hands a row over by adding its values one by one to an array that
 * grows as they come, a generic V8 call each; JSON.parse builds the same arrays in one pass
 * (measured: a page of 16 media of 30 columns 64 instead of 39 µs). Rows of fewer columns gain
 * nothing. Only columns of integer or text affinity qualify: a blob cannot be JSON, and a real
 * would pass through text (exact, but not a negative zero). The columns are named by position, as
 * the inner select may repeat names.
 */
function jsonForm(statement: BetterSqlite3.Statement, columns: BetterSqlite3.ColumnDefinition[]): BetterSqlite3.Statement | undefined {
  if (columns.length < JSON_MIN_COLUMNS || !/^\s*select\b/i.test(statement.source)) return undefined;
  if (!columns.every((column) => column.type !== null && JSON_SAFE_TYPE.test(column.type))) return undefined;
  const positions = columns.map((_, i) => `c${i}`).join(', ');
  try {
    return statement.database
      .prepare(`with wide_rows(${positions}) as (${statement.source}) select json_array(${positions}) from wide_rows`)
      .pluck();
  } catch {
    return undefined;
  }
}

/**
 * The rows of a statement's JSON form (one JSON array of values each), each parsed on its own:
 * joined into one text first, a page was copied once more (a page of 20 lock protocol entries
 * allocated 20 instead of 12 kB, in as much time).
 */
function rowsOfJson(shape: RowShape, asJson: BetterSqlite3.Statement, parameters: unknown[]): Record<string, unknown>[] {
  const texts = asJson.all(parameters) as string[];
  const rows = new Array<Record<string, unknown>>(texts.length);
  for (let i = 0; i < texts.length; i++) rows[i] = shape.build(JSON.parse(texts[i]) as unknown[]);
  return rows;
}

function buildRows(shape: RowShape, values: unknown[][]): Record<string, unknown>[] {
  const rows = new Array<Record<string, unknown>>(values.length);
  for (let i = 0; i < values.length; i++) rows[i] = shape.build(values[i]);
  return rows;
}

/**
 * The rows as objects, built here from the values better-sqlite3 hands over as arrays: it builds
 * objects itself at nearly twice the cost. The names are asked after the statement ran, when
 * SQLite has prepared it again for a changed schema.
 */
function rowsOf(statement: BetterSqlite3.Statement, parameters: unknown[]): Record<string, unknown>[] {
  let shape = rowShapes.get(statement);
  if (shape?.asJson) {
    try {
      return rowsOfJson(shape, shape.asJson, parameters);
    } catch {
      // Another process changed the columns (the JSON form no longer fits them), or the
      // statement failed: the plain statement runs, and answers or fails as it would have.
      rowShapes.delete(statement);
      shape = undefined;
    }
  }
  const values = statement.raw(true).all(parameters) as unknown[][];
  if (!shape || (values.length > 0 && values[0].length !== shape.names.length)) {
    const columns = statement.columns();
    const names = columns.map((column) => column.name);
    shape = { names, build: rowBuilder(names), asJson: jsonForm(statement, columns) };
    rowShapes.set(statement, shape);
  }
  return buildRows(shape, values);
}

/** A read outside a transaction waiting for the snapshot of its event-loop turn. */
interface AwaitingRead {
  statement: BetterSqlite3.Statement;
  parameters: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

interface Member {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * SQLite with group commit and shared read snapshots. When every commit waits for the disk, and
 * one connection commits one transaction at a time, writers queue behind each other's disk
 * syncs. Here the transactions that meet at the connection share one commit: each runs in a
 * savepoint of one outer transaction (`begin immediate`), so a failing one rolls back only its
 * own work, and the outer transaction commits when no other caller is waiting (or the group is
 * full). No transaction is acknowledged before that commit is on disk: with a WalSync (the
 * durable default), once the log is synced after it, which happens off the event loop while the
 * next group gathers.
 *
 * A statement outside a transaction (a read) commits the open group first, so nothing ever reads
 * data that is not yet committed, and its rows are handed over only once what it read is on
 * disk: an answer never shows a change that a power loss could still take back. (Another
 * process on the same file may read a commit during the fraction of a millisecond before its
 * sync; its writer is not answered before the sync.)
 *
 * Reads outside transactions share one read transaction (a snapshot) until something that
 * must see newer data happens (`readsFromNow`: a request arrived, a change counter was read),
 * a transaction needs the connection, or the event-loop turn ends. A statement in a read
 * transaction of its own locks and unlocks the log's shared memory and checks its header (two
 * system calls; measured: 10 µs of a 13 µs lookup by id). A read that needs a new snapshot
 * waits for the end of the turn's arrivals (setImmediate), so that the requests that arrived
 * together share one: a snapshot taken after the last arrival holds every change committed
 * before any waiting request was sent.
 */
export class GroupCommitSqliteDriver implements Driver, DirectStatements {
  private readonly turns = new Turns();
  private connection!: Connection;
  /** The outer transaction is open. */
  private groupOpen = false;
  /** A member's savepoint is open. */
  private inMember = false;
  /** The member that just released its savepoint, to join the group when it gives up the connection. */
  private memberDone = false;
  private members: Member[] = [];
  private commitScheduled = false;
  /** Counts the events after which reads must see newer data (readsFromNow). */
  private freshness = 0;
  /** The `freshness` the open read snapshot was taken at; undefined when none is open. */
  private snapshotAt: number | undefined;
  /** Reads that wait for the snapshot taken after this turn's arrivals (readAwaiting). */
  private readonly awaitingSnapshot: AwaitingRead[] = [];
  private readonly beginRead: BetterSqlite3.Statement;
  private readonly endRead: BetterSqlite3.Statement;
  /** SQLite's count of commits by other connections, as this connection last saw it. */
  private readonly dataVersion: BetterSqlite3.Statement;
  private otherCommits: unknown;
  private otherWriterSeenAt = -Infinity;
  private readonly otherWriterQuietMs: number;
  private readonly writeTurn?: WriteTurn;

  constructor(
    private readonly database: BetterSqlite3.Database,
    /** Syncs the log after each commit; without it SQLite's own `synchronous` setting decides. */
    private readonly walSync?: WalSync,
    options: { otherWriterQuietMs?: number; writeTurn?: WriteTurn } = {},
  ) {
    this.otherWriterQuietMs = options.otherWriterQuietMs ?? OTHER_WRITER_QUIET_MS;
    this.writeTurn = options.writeTurn;
    database.pragma('busy_timeout = 0');
    this.beginRead = database.prepare('begin');
    this.endRead = database.prepare('commit');
    this.dataVersion = database.prepare('pragma data_version').pluck();
    this.otherCommits = this.dataVersion.get();
  }

  /** Reads from now on see every change committed until now: the shared snapshot is not used again. */
  readsFromNow(): void {
    this.freshness++;
  }

  /** Starts a snapshot for the reads of this turn, unless one taken since the last readsFromNow is open. */
  private useSnapshot(): void {
    if (this.snapshotAt === this.freshness) return;
    this.endSnapshot();
    this.beginRead.run();
    this.snapshotAt = this.freshness;
    setImmediate(() => this.endSnapshot());
  }

  private endSnapshot(): void {
    if (this.snapshotAt === undefined) return;
    this.snapshotAt = undefined;
    this.endRead.run();
  }

  async init(): Promise<void> {
    this.connection = new Connection(
      this.database,
      () => {
        if (this.groupOpen && !this.inMember) this.commitGroup();
      },
      // Counted as a commit; the statement's caller is answered once it is on disk (releaseConnection).
      () => void this.walSync?.committedOne().catch(() => undefined),
      this.writeTurn,
    );
  }

  /**
   * A read outside any transaction, run without taking a turn when no caller holds the
   * connection (a caller that does may be inside a transaction whose changes are not committed).
   * As every read, it commits the open group first and hands its rows over once what it read is
   * on disk.
   */
  read<R>(sql: string, parameters: readonly unknown[]): Promise<R[]> | undefined {
    if (!this.turns.free) return undefined;
    const statement = this.database.prepare(sql);
    if (!statement.readonly || !statement.reader) return undefined;
    if (this.snapshotAt === this.freshness) return this.readInSnapshot<R>(statement, parameters);
    return new Promise<R[]>((resolve, reject) => {
      if (this.awaitingSnapshot.push({ statement, parameters, resolve, reject } as AwaitingRead) === 1) {
        setImmediate(() => this.readAwaiting());
      }
    });
  }

  /**
   * Runs the reads that wait for a new snapshot in one, taken once the requests that arrived
   * in this event-loop turn have all called readsFromNow. Measured on an uncached read of a
   * lock: 41-45 µs of CPU, against 88-97 with a read at once in a snapshot per request. A
   * snapshot per read, taken here, costs 3-4 µs of that; the rest is the requests' work done
   * together after their arrivals (their answers written one after another, for one).
   */
  private readAwaiting(): void {
    for (const waiting of this.awaitingSnapshot.splice(0)) {
      let rows;
      try {
        rows = this.turns.free ? this.readInSnapshot(waiting.statement, waiting.parameters) : undefined;
      } catch (error) {
        waiting.reject(error);
        continue;
      }
      (rows ?? this.readInTurn(waiting.statement.source, waiting.parameters)).then(waiting.resolve, waiting.reject);
    }
  }

  /** Runs a read in the current snapshot (a new one unless one taken since the last readsFromNow is open). */
  private readInSnapshot<R>(statement: BetterSqlite3.Statement, parameters: readonly unknown[]): Promise<R[]> | undefined {
    if (this.groupOpen) this.commitGroup();
    let rows: R[];
    try {
      this.useSnapshot();
      rows = rowsOf(statement, parameters as unknown[]) as R[];
    } catch (error) {
      // Another connection is recovering the log: wait in line as any statement does.
      if (isBusy(error)) {
        this.endSnapshot();
        return undefined;
      }
      return Promise.reject(error);
    }
    const durable = this.walSync?.whenSynced();
    return durable ? durable.then(() => rows) : Promise.resolve(rows);
  }

  /** A read that waits for its turn at the connection, as Kysely runs a statement. */
  private async readInTurn<R>(sql: string, parameters: readonly unknown[]): Promise<R[]> {
    const connection = await this.acquireConnection();
    try {
      return (await connection.executeQuery<R>(CompiledQuery.raw(sql, [...parameters]))).rows;
    } finally {
      await this.releaseConnection();
    }
  }

  runInTransaction<R>(sql: string, parameters: readonly unknown[]): R[] {
    const statement = this.database.prepare(sql);
    if (statement.reader) return rowsOf(statement, parameters as unknown[]) as R[];
    statement.run(parameters);
    return [];
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take();
    // The connection's one transaction is the caller's now.
    this.endSnapshot();
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    if (!this.groupOpen) {
      await this.writeTurn?.take();
      // The write lock is taken at the start: with a deferred `begin`, two processes that read
      // first and write later deadlock, and one gets SQLITE_BUSY at once instead of waiting.
      try {
        await whenNotBusy(() => this.database.exec('begin immediate'));
      } catch (error) {
        this.writeTurn?.writingDone();
        throw error;
      }
      this.groupOpen = true;
    }
    this.database.exec('savepoint member');
    this.inMember = true;
  }

  async commitTransaction(): Promise<void> {
    this.database.exec('release member');
    this.inMember = false;
    this.memberDone = true;
  }

  async rollbackTransaction(): Promise<void> {
    this.inMember = false;
    if (this.database.inTransaction) {
      this.database.exec('rollback to member');
      this.database.exec('release member');
      return;
    }
    // SQLite rolled back the whole outer transaction (disk full, I/O error): the work of the
    // members waiting for the commit is gone with it.
    this.groupOpen = false;
    this.writeTurn?.writingDone();
    const error = new Error('the shared transaction was rolled back by the database');
    for (const member of this.members.splice(0)) member.reject(error);
  }

  async releaseConnection(): Promise<void> {
    let durable: Promise<void> | undefined;
    if (this.memberDone) {
      this.memberDone = false;
      durable = new Promise<void>((resolve, reject) => this.members.push({ resolve, reject }));
    } else {
      // A read, or a transaction that failed: its answer may show earlier commits.
      durable = this.walSync?.whenSynced();
    }
    if (this.groupOpen && this.members.length >= MAX_GROUP) this.commitGroup();
    else if (this.groupOpen && this.turns.waiting === 0) this.commitSoon();
    this.turns.give();
    await durable;
  }

  /**
   * Commits after the requests that arrived with this one had their turn: a transaction is
   * usually over before the next request's begins, so committing at once would make every group
   * a group of one. While the log is being synced, the group stays open until that sync is
   * over: what it would commit now is on disk only after the next sync anyway, and each commit
   * costs as much as a few small transactions (measured: 107 µs a commit, 2.8 members a group,
   * 94 % of the commits made while a sync ran). Not while another process writes to the file
   * too: the open group holds the write lock, which that process would then hardly ever get
   * (measured with two workers: the slowest write 314–408 ms instead of 105–142 ms).
   */
  private commitSoon(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    setImmediate(async () => {
      await this.turns.take();
      if (this.groupOpen && this.walSync?.running && !this.writeTurn?.wanted && this.writesAlone()) {
        this.walSync.afterRunningSync(() => {
          this.commitScheduled = false;
          this.commitSoon();
        });
      } else {
        this.commitScheduled = false;
        if (this.groupOpen) this.commitGroup();
      }
      this.turns.give();
    });
  }

  /** No other connection has committed to the file for a while (SQLite's data_version tells). */
  private writesAlone(): boolean {
    const otherCommits = this.dataVersion.get();
    const now = performance.now();
    if (otherCommits !== this.otherCommits) {
      this.otherCommits = otherCommits;
      this.otherWriterSeenAt = now;
    }
    return now - this.otherWriterSeenAt > this.otherWriterQuietMs;
  }

  async destroy(): Promise<void> {
    this.endSnapshot();
    if (this.groupOpen) this.commitGroup();
    try {
      await this.walSync?.close();
    } finally {
      this.database.close();
    }
  }

  private commitGroup(): void {
    const members = this.members;
    this.members = [];
    this.groupOpen = false;
    try {
      this.database.exec('commit');
    } catch (error) {
      if (this.database.inTransaction) this.database.exec('rollback');
      for (const member of members) member.reject(error);
      return;
    } finally {
      this.writeTurn?.writingDone();
    }
    const synced = this.walSync?.committedOne();
    if (!synced) {
      for (const member of members) member.resolve();
      return;
    }
    synced.then(
      () => members.forEach((member) => member.resolve()),
      (error: unknown) => members.forEach((member) => member.reject(error)),
    );
  }
}
