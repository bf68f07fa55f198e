import { streamText, type LanguageModel, type ModelMessage, type TextStreamPart, type ToolSet } from 'ai';
import { dropStarredSentences } from '@core/text/dropStarredSentences';
import { HttpError } from '../errors';
import { ModelTimeoutError, byokProviderError, isRetryable, modelFailedError } from './providerErrors';

/** What a capability asks a model: instructions and the conversation. */
export type TPrompt = { system: string; messages: ModelMessage[] };

export type TModelCallOptions = {
  /** Aborted when the person stops the answer (the client closed the request). */
  signal: AbortSignal;
  /** No part from the provider for this long ends the call (first token and between tokens). */
  idleTimeoutMs: number;
  /** Extra attempts before the first token (the installation's own model only). */
  retries: number;
  /** The user's own key pays: failures map to spec §8's provider statuses, never retried. */
  byok: boolean;
  maxOutputTokens?: number;
  /** Told about every failed attempt (the provider's own error), so operators can see why. */
  onFailure?: (error: unknown, attempt: number) => void;
};

/** What a route gives a capability: the stop signal and the engine's call settings. */
export type TCallSettings = Pick<TModelCallOptions, 'signal' | 'idleTimeoutMs' | 'retries' | 'onFailure'>;

/** An answer being streamed: its tokens (the first already received) and, at the end, why it stopped. */
export type TModelStream = {
  tokens: AsyncGenerator<string, void>;
  /** "stop", "length"…, or "aborted" when the person stopped it; read after `tokens` is drained. */
  finishReason: () => string;
};

/** Thrown when the person stopped the answer before anything came back. */
export class ClientAbortError extends Error {
  constructor() {
    super('The client closed the request.');
  }
}

const BACKOFF_MS = 250;

/** Spec §5 applied to everything a person wrote that goes into the prompt. */
export function cleanMessages(messages: ModelMessage[]): ModelMessage[] {
  return messages.map((message) =>
    typeof message.content === 'string' && message.role !== 'system' ? ({ ...message, content: dropStarredSentences(message.content) } as ModelMessage) : message,
  );
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** One attempt: a provider stream whose own controller follows the client's and an idle timer. */
function startAttempt(model: LanguageModel, prompt: TPrompt, options: TModelCallOptions) {
  const controller = new AbortController();
  const follow = () => controller.abort(new ClientAbortError());
  options.signal.addEventListener('abort', follow, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new ModelTimeoutError(options.idleTimeoutMs / 1000)), options.idleTimeoutMs);
    timer.unref();
  };
  const stop = () => {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', follow);
  };
  touch();
  const result = streamText({
    model,
    system: prompt.system,
    messages: cleanMessages(prompt.messages),
    maxRetries: 0,
    maxOutputTokens: options.maxOutputTokens,
    abortSignal: controller.signal,
    onError: () => {}, // failures are read from the stream below, not logged twice
  });
  const parts = result.fullStream[Symbol.asyncIterator]() as AsyncIterator<TextStreamPart<ToolSet>>;
  /** The next part, failures thrown (a provider error part, a cut stream, our timeout). */
  const next = async (): Promise<TextStreamPart<ToolSet> | null> => {
    const step = await parts.next();
    touch();
    if (step.done) return null;
    const part = step.value;
    if (part.type === 'error') throw part.error;
    if (part.type === 'abort') throw controller.signal.reason ?? new ClientAbortError();
    return part;
  };
  return { next, stop, controller };
}

/**
 * Calls a model and waits for its first token. Failures before it are retried with backoff for the
 * installation's own model, and become catalogue errors either way, so the route can still answer
 * with a plain JSON status. After the first token, a failure ends the token stream with the same
 * catalogue error (the route sends it as the stream's `error` event).
 */
export async function openModelStream(model: LanguageModel, prompt: TPrompt, options: TModelCallOptions): Promise<TModelStream> {
  const fail = (error: unknown): Error => {
    if (error instanceof ClientAbortError || options.signal.aborted) return new ClientAbortError();
    if (error instanceof HttpError) return error;
    return options.byok ? byokProviderError(error) : modelFailedError();
  };
  for (let attempt = 0; ; attempt++) {
    const call = startAttempt(model, prompt, options);
    let finishReason = 'stop';
    try {
      let first: string | null = null;
      for (let part = await call.next(); part; part = await call.next()) {
        if (part.type === 'text-delta' && part.text) {
          first = part.text;
          break;
        }
        if (part.type === 'finish') finishReason = part.finishReason;
      }
      const tokens = (async function* () {
        try {
          if (first === null) return;
          yield first;
          for (let part = await call.next(); part; part = await call.next()) {
            if (part.type === 'text-delta' && part.text) yield part.text;
            else if (part.type === 'finish') finishReason = part.finishReason;
          }
        } catch (error) {
          const failure = fail(error);
          if (failure instanceof ClientAbortError) finishReason = 'aborted';
          else {
            options.onFailure?.(error, attempt);
            throw failure;
          }
        } finally {
          call.stop();
          if (!call.controller.signal.aborted) call.controller.abort();
        }
      })();
      return { tokens, finishReason: () => finishReason };
    } catch (error) {
      call.stop();
      const failure = fail(error);
      if (!(failure instanceof ClientAbortError)) options.onFailure?.(error, attempt);
      const again = !options.byok && !(failure instanceof ClientAbortError) && attempt < options.retries && isRetryable(error);
      if (!again) throw failure;
      await sleep(BACKOFF_MS * 2 ** attempt, options.signal);
      if (options.signal.aborted) throw new ClientAbortError();
    }
  }
}

/** Reads a whole answer (the JSON generation calls): same retries and error mapping, no streaming to the client. */
export async function completeText(model: LanguageModel, prompt: TPrompt, options: TModelCallOptions): Promise<{ text: string; finishReason: string }> {
  const stream = await openModelStream(model, prompt, options);
  let text = '';
  for await (const token of stream.tokens) text += token;
  return { text, finishReason: stream.finishReason() };
}
