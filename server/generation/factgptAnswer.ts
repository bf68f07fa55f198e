import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { textRun, type TAnswerRun } from '../ai/answerRun';
import { startFactgptAnswer, type TFactgptInput } from '../ai/factgpt';
import type { TModelEngine } from '../ai/models';
import type { TCallSettings } from '../ai/modelStream';
import { noModelNotice } from '../ai/noModelNotice';
import { noticeReaderOf } from './noticeReader';

const INSTEAD = 'Until then, the Files, URLs and Domain modes answer from your own sources.';

/**
 * Starts a signed-in user's FactGPT answer. Instruct mode on the offline engine has no answer to
 * give: the notice is the whole of it, costs nothing, and is worded for who asked (an administrator
 * gets what to configure, anyone else what they can do; ai/noModelNotice.ts).
 */
export async function startAnswerFor(
  ctx: TContext,
  pass: { user: TSessionUser; engine: TModelEngine },
  input: TFactgptInput,
  settings: TCallSettings,
): Promise<TAnswerRun> {
  if (input.mode !== 'instruct' || pass.engine.engine !== 'offline') return startFactgptAnswer(pass.engine, input, settings);
  const notice = noModelNotice('answer without sources (instruct mode)', await noticeReaderOf(ctx, pass.user), INSTEAD);
  return textRun({ requestedModel: pass.engine.name, text: notice, notice });
}
