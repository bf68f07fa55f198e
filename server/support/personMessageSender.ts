import type { FastifyBaseLogger } from 'fastify';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TSupportMessageRow } from '../db/schema/support';
import type { TMailer } from '../mail/mailJobs';
import { supportMessageForAdminMail } from '../mail/supportMails';
import { appendMessage, ensureThreadOfUser } from './supportThreadStore';

export type TPersonMessageDeps = { db: Db; mailer: TMailer; adminEmails: readonly string[]; appUrl: string; logger: FastifyBaseLogger };

/**
 * The person writes to support: into their own thread (created on the first message, reopened if
 * closed), then every administrator (ADMIN_EMAILS) is told by email from the mail queue.
 */
export async function sendPersonMessage(deps: TPersonMessageDeps, user: TSessionUser, body: string): Promise<TSupportMessageRow> {
  const thread = await ensureThreadOfUser(deps.db, user.id);
  const message = await appendMessage(deps.db, thread, { fromAdmin: false, authorEmail: user.email, body });
  if (deps.adminEmails.length === 0) {
    deps.logger.warn({ threadId: thread.id }, 'a support message arrived but ADMIN_EMAILS is empty: no administrator is told by email');
    return message;
  }
  const link = new URL(`/admin?tab=support&thread=${thread.id}`, deps.appUrl).toString();
  for (const admin of deps.adminEmails) {
    await deps.mailer.send(supportMessageForAdminMail(admin, { personName: user.name, personEmail: user.email, body, link }));
  }
  return message;
}
