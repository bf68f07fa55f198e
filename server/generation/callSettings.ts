import type { FastifyReply } from 'fastify';
import type { TContext } from '../context';
import type { TCallSettings } from '../ai/modelStream';

/**
 * The stop button: the client aborting the request closes the response, and that aborts the
 * provider call (STACK-NOTES: an AbortController tied to reply.raw 'close'). A response that
 * finished normally also closes; only an unfinished one counts as a stop.
 */
export function callSettingsFor(ctx: TContext, reply: FastifyReply): TCallSettings & { stop: () => void } {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return {
    signal: controller.signal,
    idleTimeoutMs: ctx.ai.idleTimeoutMs,
    retries: ctx.ai.retries,
    stop: () => controller.abort(),
    onFailure: (error, attempt) => reply.log.warn({ err: error, attempt }, 'model call failed'),
  };
}
