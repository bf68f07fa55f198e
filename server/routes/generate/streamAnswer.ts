import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { creditsForText } from '@core/credits/creditsForText';
import type { TAnswerRun } from '../../ai/answerRun';
import { modelFailedError } from '../../ai/providerErrors';
import { HttpError } from '../../errors';
import { openSse } from './sse';

type THooks = {
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Charges the written text; answers the credits charged. Called for finished and stopped answers. */
  charge: (text: string) => Promise<number>;
};

/**
 * Streams a started answer as the events of core/api/generate.ts: meta, tokens, citations,
 * follow_up, done — or error, after which nothing is charged. A stopped answer (the client went
 * away) ends quietly; the words it had received are charged.
 */
export async function streamAnswer(reply: FastifyReply, run: TAnswerRun, hooks: THooks): Promise<void> {
  const sse = openSse(reply);
  sse.send({ event: 'meta', data: run.meta });
  let text = '';
  try {
    for await (const token of run.tokens) {
      text += token;
      sse.send({ event: 'token', data: { text: token } });
    }
  } catch (error) {
    const failure = error instanceof HttpError ? error : modelFailedError();
    if (!(error instanceof HttpError)) hooks.log.error({ err: error }, 'answer stream failed');
    sse.send({ event: 'error', data: { status: failure.status, error: failure.id, message: failure.message } });
    sse.end();
    return;
  }
  const stopped = hooks.signal.aborted || run.finishReason() === 'aborted';
  const citations = run.citations();
  if (!stopped && citations.length) sse.send({ event: 'citations', data: { citations } });
  const followUps = stopped ? [] : await run.followUps(text);
  if (followUps.length) sse.send({ event: 'follow_up', data: { follow_up: followUps } });
  let credits = 0;
  try {
    credits = await hooks.charge(text);
  } catch (error) {
    // Credits ran out meanwhile (a concurrent answer took the rest): the answer stands, uncharged.
    hooks.log.warn({ err: error }, 'answer delivered but not charged');
  }
  sse.send({
    event: 'done',
    data: { finish_reason: stopped ? 'aborted' : run.finishReason(), words: creditsForText([text]).words, credits_charged: credits, notice: run.notice },
  });
  sse.end();
}
