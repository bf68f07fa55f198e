import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TToolResult, TToolStreamDone } from '@core/api/tools';
import type { TStreamEvent } from '@core/api/generate';
import { creditsForText } from '@core/credits/creditsForText';
import type { TAnswerRun } from '../ai/answerRun';
import { openSse } from './sse';
import { relayTokens } from './streamAnswer';

type TToolEvent = Exclude<TStreamEvent, { event: 'done' }> | { event: 'done'; data: TToolStreamDone };

type THooks = {
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Charges and saves the finished or stopped text in one transaction; answers the credits and the saved result. */
  finish: (end: { text: string; stopped: boolean; finishReason: string }) => Promise<{ credits: number; result: TToolResult | null }>;
};

/**
 * Streams a tool's answer: meta, tokens, then done with the saved result (the text held to its
 * platform's limits, read into its shape) — or error, after which nothing is charged or saved. A
 * stopped answer is saved and charged for the words the writer received, as FactGPT's are.
 */
export async function streamToolRun(reply: FastifyReply, run: TAnswerRun, hooks: THooks): Promise<void> {
  const sse = openSse<TToolEvent>(reply);
  sse.send({ event: 'meta', data: run.meta });
  const text = await relayTokens(sse, run, hooks.log);
  if (text === null) return;
  const stopped = hooks.signal.aborted || run.finishReason() === 'aborted';
  const finishReason = stopped ? 'aborted' : run.finishReason();
  let finished: { credits: number; result: TToolResult | null } = { credits: 0, result: null };
  try {
    finished = await hooks.finish({ text, stopped, finishReason });
  } catch (error) {
    hooks.log.error({ err: error }, 'tool result delivered but neither charged nor saved');
  }
  sse.send({
    event: 'done',
    data: { finish_reason: finishReason, words: creditsForText([text]).words, credits_charged: finished.credits, notice: run.notice, result: finished.result },
  });
  sse.end();
}
