import type { Db, TDatabase } from '../db/database';
import type { TEnv } from '../env';
import { addCredits } from './addCredits';
import { addRuns } from './addRuns';
import { auditLogCommand } from './auditLogCommand';
import { withQueuedMail } from './cliMailer';
import { extendExpiryCommand } from './extendExpiry';
import { feedbackCommand } from './feedbackCommand';
import { flagsCommand } from './flags';
import { listUsers } from './listUsers';
import { setPlan } from './setPlan';
import { supportReplyCommand } from './supportReplyCommand';
import { supportStatusCommand } from './supportStatusCommand';
import { supportThreadCommand } from './supportThreadCommand';
import { supportThreadsCommand } from './supportThreadsCommand';

/** What a command may need beyond the database: the server's settings, and the database itself (its job queue, for mail). */
export type TAdminInstallation = { env: TEnv; database: TDatabase };

type TAdminCommand = {
  args: string[];
  summary: string;
  /** The command checks its own arguments (subcommands, repeated options); `args` is only for the usage text. */
  ownArgs?: true;
  run: (db: Db, args: string[], installation: TAdminInstallation) => Promise<string>;
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
  feedback: {
    args: ['[--page <n>]'],
    summary: 'the feedback people sent, newest first, 20 a page: when, who, page, rating, webhook delivery, message',
    ownArgs: true,
    run: (db, args, { env }) => feedbackCommand(db, args, { webhookConfigured: Boolean(env.FEEDBACK_WEBHOOK_URL) }),
  },
  'support-threads': {
    args: ['[--page <n>]'],
    summary: 'the support threads, latest message first, 20 a page: whose, status, unread count, last message',
    ownArgs: true,
    run: (db, args) => supportThreadsCommand(db, args),
  },
  'support-thread': {
    args: ['<email>'],
    summary: 'one person\'s support thread, oldest first; marks their messages read, as the admin page does',
    run: (db, [email]) => supportThreadCommand(db, email!),
  },
  'support-reply': {
    args: ['<email>', '"<message>"'],
    summary: 'answer a person\'s support thread (signed "Support"; written by cli); they are emailed through the mail queue',
    run: (db, [email, message], { env, database }) => withQueuedMail(database, (mailer) => supportReplyCommand({ db, mailer, appUrl: env.APP_URL }, email!, message!)),
  },
  'support-close': {
    args: ['<email>'],
    summary: 'close a person\'s support thread (their next message reopens it)',
    run: (db, [email]) => supportStatusCommand(db, email!, 'close'),
  },
  'support-reopen': {
    args: ['<email>'],
    summary: 'reopen a closed support thread',
    run: (db, [email]) => supportStatusCommand(db, email!, 'reopen'),
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
