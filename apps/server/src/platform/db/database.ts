import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { SerializedDialect } from './serializedDialect.ts';

/** How long opening a PostgreSQL connection may take (docs/decisions/resilience.md). */
const connectTimeoutMs = 2000;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  pgliteDir: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own schema). */
  schema?: string;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection breaks (a restart): the pool drops it and opens another. */
  onConnectionLost?: (error: Error) => void;
}

/** Opens the database (PGlite or PostgreSQL) and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { dialect, kind } = await createDialect(options);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
  await migrateToLatest(db, options.schema);
  return { db, kind, close: () => db.destroy() };
}

async function createDialect(options: DatabaseOptions): Promise<{ dialect: Dialect; kind: DatabaseKind }> {
  if (options.url) {
    // Timestamps come back as Date (pg default); bigint counts as numbers (they stay far below 2^53).
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      // A request waits at most this long for a connection while PostgreSQL is away, then answers 5000.
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // Unheard, an idle connection's error would end the process (docs/decisions/resilience.md).
    pool.on('error', (error) => options.onConnectionLost?.(error));
    // A connection lost while a query holds it fails that query; its own error event must be heard too.
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionLost?.(error)));
    return { dialect: new PostgresDialect({ pool }), kind: 'postgres' };
  }
  if (!options.pgliteDir.startsWith('memory://'))
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pglite = await KyselyPGlite.create(options.pgliteDir);
  return { dialect: new SerializedDialect(pglite.dialect), kind: 'pglite' };
}

async function currentSchemaOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema;
  if (!current) throw new Error('the database connection has no current schema (check search_path)');
  return current;
}

async function migrateToLatest(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  // The migrator looks for its own tables in any schema unless told which one; with several schemas in
  // one database (tests, several deployments) it would find another schema's and skip creating its own.
  // So it is always told: the configured schema, or the connection's own (search_path's first).
  const migrationTableSchema = schema ?? (await currentSchemaOf(db));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
