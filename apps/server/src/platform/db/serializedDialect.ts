import type {
  CompiledQuery,
  DatabaseConnection,
  QueryResult,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

/**
 * A dialect whose one connection is lent to one user at a time, as a pool of one would. PGlite is a
 * single session: kysely-pglite hands every caller the same session, so two concurrent transactions
 * interleave their statements (a second BEGIN inside the first, one's ROLLBACK undoing the other's
 * writes, `select ... for update` locking nothing). Queuing here makes a transaction own the session
 * from BEGIN to COMMIT, which is what serializes a room's state changes on PGlite. Code inside a
 * transaction must use its `trx`: a query on the outer `db` there would wait for itself.
 */
export class SerializedDialect implements Dialect {
  readonly #inner: Dialect;

  constructor(inner: Dialect) {
    this.#inner = inner;
  }

  createDriver(): Driver {
    return new SerializedDriver(this.#inner.createDriver());
  }

  createQueryCompiler(): QueryCompiler {
    return this.#inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.#inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.#inner.createIntrospector(db);
  }
}

class SerializedDriver implements Driver {
  readonly #inner: Driver;
  /** Resolves when the current holder releases; each acquirer chains on the previous one. */
  #queue: Promise<void> = Promise.resolve();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release = () => {};
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      const connection = new AffectedRowsConnection(await this.#inner.acquireConnection());
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(innerOf(connection));
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(innerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/**
 * One lease of the PGlite session. PGlite answers an update's or delete's count as `affectedRows`, where
 * Kysely reads `numAffectedRows`: without this, `numUpdatedRows` and `numDeletedRows` read 0 on PGlite.
 */
class AffectedRowsConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result: QueryResult<R> & { affectedRows?: number } = await this.inner.executeQuery<R>(query);
    if (result.numAffectedRows !== undefined || result.affectedRows === undefined) return result;
    return { ...result, numAffectedRows: BigInt(result.affectedRows) };
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof AffectedRowsConnection ? connection.inner : connection;
