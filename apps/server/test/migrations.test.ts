import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database.ts';

// Several schemas in one PostgreSQL database (tests, deployments side by side): the migrator must create
// its tables in the connection's own schema, not find another schema's and skip creating them.
describe.runIf(process.env.DATABASE_URL)('migrations on a database shared with other schemas', () => {
  it('migrate the schema the connection uses when none is configured', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Another schema already holds the migrator's tables (this run's other test files make several).
      await openDatabase({ url, pgliteDir: 'memory://', schema: `${schema}_other` }).then((db) => db.close());
      await admin.query(`create schema "${schema}"`);
      const onlyThatSchema = new URL(url);
      onlyThatSchema.searchParams.set('options', `-c search_path=${schema}`);
      const database = await openDatabase({
        url: onlyThatSchema.href,
        pgliteDir: 'memory://',
        schema: undefined,
      });
      await database.close();
      const { rows } = await admin.query<{ name: string }>(
        'select table_name as name from information_schema.tables where table_schema = $1',
        [schema],
      );
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['kysely_migration', 'users']));
    } finally {
      await admin.end();
    }
  });
});
