import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { AdminUsageError } from './adminError';
import { ADMIN_COMMANDS, adminUsage } from './commands';

/**
 * `npm run admin -- <command> …`: plans and credits for self-hosters without a payment provider, and
 * everything else of the admin page (audit log, feedback, support threads).
 * Exit codes: 0 done, 1 refused or failed (the reason on stderr), 2 wrong usage.
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(adminUsage());
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(ADMIN_COMMANDS, name) ? ADMIN_COMMANDS[name] : undefined;
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${adminUsage()}`);
    return 2;
  }
  if (!command.ownArgs && args.length !== command.args.length) {
    console.error(`${name} takes ${command.args.length} argument(s): ${[name, ...command.args].join(' ')}\n\n${adminUsage()}`);
    return 2;
  }
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    console.log(await command.run(database.db, args, { env, database }));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Refusals (AdminError) and the database's own messages (e.g. the data-folder lock) are written for people.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof AdminUsageError ? 2 : 1);
  },
);
