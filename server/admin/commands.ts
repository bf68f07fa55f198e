import type { Db } from '../db/database';
import { addCredits } from './addCredits';
import { addRuns } from './addRuns';
import { auditLogCommand } from './auditLogCommand';
import { extendExpiryCommand } from './extendExpiry';
import { flagsCommand } from './flags';
import { listUsers } from './listUsers';
import { setPlan } from './setPlan';

type TAdminCommand = {
  args: string[];
  summary: string;
  /** The command checks its own arguments (subcommands, repeated options); `args` is only for the usage text. */
  ownArgs?: true;
  run: (db: Db, args: string[]) => Promise<string>;
};

/** The commands of `npm run admin -- <command>`, with their arguments for the usage text. */
export const ADMIN_COMMANDS: Record<string, TAdminCommand> = {
  'set-plan': {
    args: ['<email>', '<plan_id>'],
    summary: 'put an account on a plan (its credits, runs and expiry), as a purchase would',
    run: (db, [email, planId]) => setPlan(db, email!, planId!),
  },
  'add-credits': {
    args: ['<email>', '<amount>'],
    summary: 'add purchased credits to an account (additional credits)',
    run: (db, [email, amount]) => addCredits(db, email!, amount!),
  },
  'add-runs': {
    args: ['<email>', '<autoblog_workflow|content_optimization>', '<count>'],
    summary: 'add purchased runs of a feature to an account',
    run: (db, [email, feature, count]) => addRuns(db, email!, feature!, count!),
  },
  'extend-expiry': {
    args: ['<email>', '<days>'],
    summary: 'move an account\'s expiry that many days later (from today when it has passed)',
    run: (db, [email, days]) => extendExpiryCommand(db, email!, days!),
  },
  'list-users': {
    args: ['[<search>]'],
    summary: 'list the accounts (whose email or name contains the search): plan, credits used/limit, runs, expiry',
    ownArgs: true,
    run: (db, args) => listUsers(db, args),
  },
  'audit-log': {
    args: ['[<email or flag id>]', '[--page <n>]'],
    summary: 'the audit log, newest first, 50 a page: who changed which plan, credits, runs, expiry or flag, before and after',
    ownArgs: true,
    run: (db, args) => auditLogCommand(db, args),
  },
  flags: {
    args: ['<list|set|unset>', '[<flag_id> <json value>]', '[--plan <plan_id>]...', '[--email <email>]...'],
    summary: 'list feature flags, or set/unset an override of one (for everyone, plans or emails)',
    ownArgs: true,
    run: (db, args) => flagsCommand(db, args),
  },
};

/** The usage text printed for `help`, no command, an unknown command or a wrong number of arguments. */
export function adminUsage(): string {
  const lines = Object.entries(ADMIN_COMMANDS).map(([name, command]) =>
    [`  npm run admin -- ${[name, ...command.args].join(' ')}`, `      ${command.summary}`].join('\n'),
  );
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    '',
    'It uses the same settings as the server (DATABASE_URL, or the embedded database in DATA_DIR, default ./data).',
    'The embedded database opens in one process at a time: stop the server first, or use PostgreSQL.',
  ].join('\n');
}
