import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

/** Statement text to its name: the same text always gets the same name, in every process. */
const names = new Map<string, string>();

/**
 * Sends a statement the app runs over and over as a named prepared statement, so each pooled connection
 * has PostgreSQL plan it once rather than on every call: planning the submission detail (eight child
 * lists) costs two to four times what running it does. For statements whose values are all bindings (the
 * text, hence the name, is the same every time) and that name their result columns: with `*`, a migration
 * adding a column would change the result of a statement already prepared, which PostgreSQL refuses.
 * Statements whose best plan depends on the values (a search pattern) are better planned each time.
 * On the embedded database the name is ignored.
 */
export function prepared<B extends Knex.QueryBuilder>(builder: B, label: string): B {
  return builder.options({ name: nameOf(builder.toSQL().sql, label) }) as B;
}

type Row = Record<string, unknown>;

/**
 * Runs a statement kept prepared (as `prepared` does) compiled only once: `prepared` compiles the builder
 * to name it and knex would compile it again to send it. Compiling a builder is most of the app's own CPU
 * on a read this simple. Only for statements with no literal `?` in their text (it would read as a value).
 */
export async function preparedRows(db: Knex | Knex.Transaction, builder: Knex.QueryBuilder, label: string): Promise<Row[]> {
  const { sql, bindings } = builder.toSQL();
  const result = await db.raw(sql, bindings as Knex.RawBinding[]).options({ name: nameOf(sql, label) });
  return result.rows as Row[];
}

function nameOf(sql: string, label: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `${label}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

/** Marks where a value goes while a statement's shape is compiled; no real value starts with a NUL. */
const slot = (name: string) => `\u0000slot:${name}`;

interface Shape {
  sql: string;
  /** The text as the pg driver takes it, the markers numbered ($1, $2...). */
  pgText: string;
  name: string;
  /** Per binding: the slot that gives its value, or the value the shape always has (a limit). */
  bindings: Array<{ slot: string } | { value: unknown }>;
}

/**
 * Statements whose text depends on nothing but their shape (a detail by record id, or by SUB-id): each
 * shape is built and compiled once, the first time it is asked for, with a marker where each value goes;
 * afterwards only the values change. `build` gets the marker for a named value and returns the builder.
 */
export class PreparedShapes {
  private readonly shapes = new Map<string, Shape>();

  constructor(private readonly label: string) {}

  // Not async: the driver's promise is handed on as it is, rather than another promise settled by it, which
  // takes the caller two more turns of the microtask queue to learn of.
  rows(
    db: Knex | Knex.Transaction,
    shape: string,
    build: (value: (name: string) => string) => Knex.QueryBuilder,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    let compiled = this.shapes.get(shape);
    if (!compiled) {
      const { sql, bindings } = build(slot).toSQL();
      compiled = {
        sql,
        pgText: db.client.positionBindings(sql),
        name: nameOf(sql, this.label),
        bindings: (bindings as unknown[]).map((value) =>
          typeof value === 'string' && value.startsWith(slot('')) ? { slot: value.slice(slot('').length) } : { value },
        ),
      };
      this.shapes.set(shape, compiled);
    }
    const bindings = compiled.bindings.map((binding) => ('slot' in binding ? values[binding.slot] : binding.value));
    if (!db.isTransaction && db.client.config.client === 'pg' && !bindings.includes(undefined)) {
      return runOnPool(db, compiled, bindings);
    }
    return viaKnex(db, compiled, bindings);
  }
}

async function viaKnex(db: Knex | Knex.Transaction, compiled: Shape, bindings: unknown[]): Promise<Row[]> {
  const result = await db.raw(compiled.sql, bindings as Knex.RawBinding[]).options({ name: compiled.name });
  return result.rows as Row[];
}

type Answer = { rows: Row[] };
type Send = (this: pg.Client, config: { name: string; text: string; values: unknown[] }) => Promise<Answer>;
const driverQuery = pg.Client.prototype.query as unknown as Send;

/**
 * A kept statement run on a connection of knex's pool, handed straight to the pg driver: the text is fixed, so
 * what knex's query runner does on every call (reading the raw text's markers again and numbering them, cloning
 * the query, its debug logging, its promise chain) is work without a use, and on a list page it cost the server
 * more of its time than the driver did. Connections are taken and given back through knex's pool as before, and
 * knex's 'query' and 'query-response' listeners still hear of the statement (the data watch learns of writes
 * from the latter). Inside a transaction, or on the embedded database, knex runs it.
 */
async function runOnPool(db: Knex, compiled: Shape, values: unknown[]): Promise<Row[]> {
  const client = db.client;
  const query = { sql: compiled.pgText, bindings: values, options: { name: compiled.name }, method: 'raw' };
  client.emit('query', query);
  const lane = laneOf(client);
  const connection = await take(client, lane);
  let result: Answer;
  try {
    result = await send(connection, { name: compiled.name, text: compiled.pgText, values });
  } catch (error) {
    // A connection whose statement failed goes back to the pool, which checks it before lending it again.
    release(client, lane, connection);
    throw error;
  }
  giveBack(client, lane, connection);
  // As knex does: the data watch (pg-data-watch.ts) hears of every statement answered, a create's among them.
  client.emit('query-response', result, query);
  return result.rows;
}

interface Pool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

interface Waiter {
  resolve: (connection: pg.Client) => void;
  reject: (error: unknown) => void;
  since: number;
}

/** Per knex client: the connections kept statements hold, and the kept statements waiting for one of them. */
interface Lane {
  held: number;
  waiting: Waiter[];
  timer: NodeJS.Timeout | undefined;
}

const lanes = new WeakMap<Knex.Client, Lane>();
/** How long a kept statement waits for another's connection before it joins the pool's own queue (and timeout). */
const HAND_OVER_WAIT_MS = 1_000;

function laneOf(client: Knex.Client): Lane {
  let lane = lanes.get(client);
  if (!lane) lanes.set(client, (lane = { held: 0, waiting: [], timer: undefined }));
  return lane;
}

/**
 * Under load every connection is busy and reads queue for one. Queued in knex's pool, each costs the pool a
 * dozen promises and two timers to be handed a connection, more than the driver's work on a short read. So
 * while the pool has none to give, a kept statement waits here instead, for a connection another kept statement
 * is holding: that one hands it over directly when done, to the longest waiting. Whatever else waits in the pool
 * goes first; when no connection is left to come back here, the waiters join the pool's queue, as does a waiter
 * still here after a second, so the pool's timeout applies as before.
 */
function take(client: Knex.Client, lane: Lane): Promise<pg.Client> {
  const pool = (client as unknown as { pool?: Pool }).pool;
  const full = pool !== undefined && pool.numFree() === 0 && pool.numUsed() + pool.numPendingCreates() >= pool.max;
  if (full && lane.held > 0) {
    return new Promise((resolve, reject) => {
      lane.waiting.push({ resolve, reject, since: Date.now() });
      lane.timer ??= setTimeout(() => moveStale(client, lane), HAND_OVER_WAIT_MS).unref();
    });
  }
  return fromPool(client, lane);
}

async function fromPool(client: Knex.Client, lane: Lane): Promise<pg.Client> {
  // Counted from the asking: a connection on its way comes back here like one held.
  lane.held++;
  try {
    return (await client.acquireConnection()) as pg.Client;
  } catch (error) {
    lessHeld(client, lane);
    throw error;
  }
}

function toPool(client: Knex.Client, lane: Lane, waiter: Waiter): void {
  fromPool(client, lane).then(waiter.resolve, waiter.reject);
}

function giveBack(client: Knex.Client, lane: Lane, connection: pg.Client): void {
  const pool = (client as unknown as { pool?: Pool }).pool;
  const disposed = (connection as { __knex__disposed?: unknown }).__knex__disposed;
  if (lane.waiting.length > 0 && !disposed && pool?.numPendingAcquires() === 0) {
    lane.waiting.shift()!.resolve(connection);
    return;
  }
  release(client, lane, connection);
}

function release(client: Knex.Client, lane: Lane, connection: pg.Client): void {
  client.releaseConnection(connection);
  lessHeld(client, lane);
}

/** One connection fewer comes back here: with none left to come, the waiters wait in the pool instead. */
function lessHeld(client: Knex.Client, lane: Lane): void {
  lane.held--;
  if (lane.held === 0) for (const waiter of lane.waiting.splice(0)) toPool(client, lane, waiter);
}

function moveStale(client: Knex.Client, lane: Lane): void {
  lane.timer = undefined;
  const stale = Date.now() - HAND_OVER_WAIT_MS;
  while (lane.waiting.length > 0 && lane.waiting[0]!.since <= stale) toPool(client, lane, lane.waiting.shift()!);
  if (lane.waiting.length > 0) lane.timer = setTimeout(() => moveStale(client, lane), HAND_OVER_WAIT_MS).unref();
}

/**
 * The pool's connections queue their queries one after another (database.ts), for work that issues several
 * at once on one connection. A connection this module holds on its own, with nothing running on it, has
 * nothing to wait for: its query goes to the driver directly, without the queue's promises around it.
 */
function send(connection: pg.Client, config: { name: string; text: string; values: unknown[] }): Promise<Answer> {
  const driver = connection as unknown as { _activeQuery?: unknown; _queryQueue?: unknown[] };
  const idle = connection instanceof pg.Client && driver._activeQuery === null && driver._queryQueue?.length === 0;
  return idle ? driverQuery.call(connection, config) : (connection.query(config) as unknown as Promise<Answer>);
}
