import { ZAdminSupportAnswerInput } from '@core/api/support';
import { sendAdminAnswer, type TAdminAnswerDeps } from '../support/adminAnswerSender';
import { AdminError } from './adminError';
import { findSupportThreadOf } from './supportThreadOfEmail';

/** The author stored for answers given with `npm run admin` (the admin page stores the administrator's email); the person sees "Support". */
export const CLI_SUPPORT_AUTHOR = 'cli';

/**
 * `support-reply <email> <message>`: answers the person's thread as the admin page does (same length
 * rules, same sender): stored, their messages marked read, and the answer emailed to them through the mail queue.
 */
export async function supportReplyCommand(deps: TAdminAnswerDeps, email: string, message: string): Promise<string> {
  const parsed = ZAdminSupportAnswerInput.safeParse({ body: message });
  if (!parsed.success) throw new AdminError(parsed.error.issues[0]?.message ?? 'The message is not valid.');
  const { user, thread } = await findSupportThreadOf(deps.db, email);
  await sendAdminAnswer(deps, { email: CLI_SUPPORT_AUTHOR }, thread, parsed.data.body);
  return `Answered ${user.email} (they see it from "Support"); the email telling them is queued and the server sends it.`;
}
