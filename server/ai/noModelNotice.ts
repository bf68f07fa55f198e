import { needsModelNotice } from './offline/notice';

/**
 * Who reads a notice that a task needs a language model: an administrator (ADMIN_EMAILS) can connect
 * one; a bring-your-own-key plan can bring its own key; anyone else can only ask.
 */
export type TNoticeReader = { admin: boolean; ownKeyPlan: boolean };

/**
 * What a person is told when their task needs a language model and none serves them. Configuration
 * (environment variables, restarts) is for administrators; everyone else is told what they can do.
 * `instead` names what works without a model, when something does.
 */
export function noModelNotice(task: string, reader: TNoticeReader, instead?: string): string {
  if (reader.admin) return needsModelNotice(task);
  const ask = reader.ownKeyPlan
    ? 'Your plan runs on your own OpenAI key: add it in the key dialog (it opens when you reload the page) and this works with your key, or ask your administrator to connect a model.'
    : 'Ask your administrator to connect one.';
  return [`Longform cannot ${task} here yet: this site has no language model connected.`, ask, instead].filter(Boolean).join(' ');
}
