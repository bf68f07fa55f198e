import { readTestDatabaseServerUrl } from '../env';
import { PGLITE_SNAPSHOT_VARIABLE, POSTGRES_TEMPLATE_VARIABLE, preparePgliteSnapshot, preparePostgresTemplate } from './databaseTemplates';

/** Vitest global setup: one migrated database for the whole run, which every test app starts from. */
export default async function setup() {
  const serverUrl = readTestDatabaseServerUrl();
  if (serverUrl) process.env[POSTGRES_TEMPLATE_VARIABLE] = await preparePostgresTemplate(serverUrl);
  // Also under PostgreSQL: the embedded-database tests (restarts, the admin command) still use PGlite.
  process.env[PGLITE_SNAPSHOT_VARIABLE] = await preparePgliteSnapshot();
}
