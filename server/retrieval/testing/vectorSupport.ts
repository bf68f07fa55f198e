import { Client } from 'pg';
import { readTestDatabaseServerUrl } from '../../env';

/**
 * Tests only: whether the test database can hold vectors. In-memory PGlite always loads pgvector;
 * a PostgreSQL server needs the extension installed (CI's often has none). Without it the vector
 * tests run on PGlite (buildTestApp's `embedded`) and the full-text fallback is tested on the server.
 */
export async function testDatabaseHasVector(): Promise<boolean> {
  const url = readTestDatabaseServerUrl();
  if (!url) return true;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select 1 from pg_available_extensions where name = 'vector'`)).rowCount === 1;
  } finally {
    await client.end();
  }
}
