import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TPassage } from '@core/api/citations';
import type { TStreamEvent } from '@core/api/generate';
import { creditsForText } from '@core/credits/creditsForText';
import type { TAnswerRun } from '../ai/answerRun';
import { modelFailedError } from '../ai/providerErrors';
import { HttpError } from '../errors';
import { openSse } from './sse';

/** How an answer ended, for its one write: the words written, and whether the client stopped it. */
export type TAnswerEnd = { text: string; stopped: boolean; citations: TPassage[]; followUps: string[] };

type THooks = {
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Sent with `meta`: the chat the answer will be saved to. */
  chatId?: string;
  /**
   * Charges and saves a finished or stopped answer in one transaction; answers the credits charged
   * and the chat saved to. Not called after an error event: a failed answer charges and saves nothing.
   */
  finish: (end: TAnswerEnd) => Promise<{ credits: number; chatId: string | null }>;
};

/** What relayTokens writes: token events, and one error event when the run fails. */
type TTokenSink = {
  send(event: Extract<TStreamEvent, { event: 'token' | 'error' }>): void;
  end(): void;
};

/**
 * Relays a started run's tokens as `token` events and answers the whole text. When the run fails
 * (the provider broke off, a catalogue error) it sends `error`, ends the stream and answers null:
 * nothing written may then be charged or saved.
 */
export async function relayTokens(sse: TTokenSink, run: Pick<TAnswerRun, 'tokens'>, log: FastifyBaseLogger): Promise<string | null> {
  let text = '';
  try {
    for await (const token of run.tokens) {
      text += token;
      sse.send({ event: 'token', data: { text: token } });
    }
    return text;
  } catch (error) {
    const failure = error instanceof HttpError ? error : modelFailedError();
    if (!(error instanceof HttpError)) log.error({ err: error }, 'answer stream failed');
    sse.send({ event: 'error', data: { status: failure.status, error: failure.id, message: failure.message } });
    sse.end();
    return null;
  }
}

/**
 * Streams a started answer as the events of core/api/generate.ts: meta, tokens, citations,
 * follow_up, done — or error, after which nothing is charged or saved. A stopped answer (the
 * client went away: the Stop button, a closed tab) ends quietly and is still finished: the words
 * written so far are saved, marked stopped, with their charge.
 */
export async function streamAnswer(reply: FastifyReply, run: TAnswerRun, hooks: THooks): Promise<void> {
  const sse = openSse(reply);
  sse.send({ event: 'meta', data: hooks.chatId ? { ...run.meta, chat_id: hooks.chatId } : run.meta });
  const text = await relayTokens(sse, run, hooks.log);
  if (text === null) return;
  const stopped = hooks.signal.aborted || run.finishReason() === 'aborted';
  const citations = stopped ? [] : run.citations();
  if (citations.length) sse.send({ event: 'citations', data: { citations } });
  const followUps = stopped ? [] : await run.followUps(text);
  if (followUps.length) sse.send({ event: 'follow_up', data: { follow_up: followUps } });
  let finished: { credits: number; chatId: string | null } = { credits: 0, chatId: null };
  try {
    finished = await hooks.finish({ text, stopped, citations, followUps });
  } catch (error) {
    // The one write failed as a whole: nothing charged and nothing saved, and done says so.
    hooks.log.error({ err: error }, 'answer delivered but neither charged nor saved');
  }
  sse.send({
    event: 'done',
    data: {
      finish_reason: stopped ? 'aborted' : run.finishReason(),
      words: creditsForText([text]).words,
      credits_charged: finished.credits,
      notice: run.notice,
      chat_id: finished.chatId,
    },
  });
  sse.end();
}
