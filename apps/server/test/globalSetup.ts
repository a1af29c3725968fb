import pg from 'pg';

/**
 * Drops the schemas earlier runs left behind. Schemas are dropped here, before any test file starts, and
 * not when a file finishes: Kysely's migrator introspects every schema of the database, and a schema
 * vanishing under it makes another file's migration fail.
 */
export default async function dropLeftoverTestSchemas(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'test\\_%'",
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}
