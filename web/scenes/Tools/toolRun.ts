import type { TToolResult } from '@core/api/tools';
import { ApiError, errorMessage } from '@web/api/client';
import type { TToolStreamEvent } from '@web/api/tools';

/** Where a run is: nothing yet, its answer arriving, finished (with or without a saved result), stopped, refused. */
export type TToolRunStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

/** What the result panel shows of one run (or of an earlier result opened from the list). */
export type TToolRunState = {
  status: TToolRunStatus;
  /** The answer so far; the saved result's text once it ends. */
  text: string;
  engine: 'model' | 'offline' | null;
  model: string | null;
  /** What the engine says it did, or that the tool needs a model. */
  notice: string | null;
  credits: number | null;
  result: TToolResult | null;
  error: string | null;
};

export type TToolRunAction =
  | { type: 'start' }
  | { type: 'event'; event: TToolStreamEvent }
  | { type: 'stopped' }
  /** The stream closed: a run still waiting for its end lost it on the way. */
  | { type: 'ended' }
  | { type: 'failed'; message: string }
  | { type: 'open'; result: TToolResult }
  | { type: 'rated'; result: TToolResult };

/** A stream that closed without its end (the connection dropped). */
export const CUT_OFF_MESSAGE = 'The answer was cut off before it finished. Please try again.';

export const IDLE_RUN: TToolRunState = { status: 'idle', text: '', engine: null, model: null, notice: null, credits: null, result: null, error: null };

/** A saved result as a finished run (its notice is not stored, so none shows). */
function fromResult(result: TToolResult): TToolRunState {
  return { status: 'done', text: result.output, engine: result.engine, model: result.model, notice: null, credits: result.credits_charged, result, error: null };
}

/** The run state after one action: the stream's events in order, a stop, a refusal, or a result opened or rated. */
export function toolRunReducer(state: TToolRunState, action: TToolRunAction): TToolRunState {
  switch (action.type) {
    case 'start':
      return { ...IDLE_RUN, status: 'streaming' };
    case 'stopped':
      return state.status === 'streaming' ? { ...state, status: 'stopped' } : state;
    case 'ended':
      return state.status === 'streaming' ? { ...state, status: 'failed', error: CUT_OFF_MESSAGE } : state;
    case 'failed':
      return { ...state, status: 'failed', error: action.message };
    case 'open':
      return fromResult(action.result);
    case 'rated':
      return state.result?.id === action.result.id ? { ...state, result: action.result } : state;
    case 'event':
      return applyToolEvent(state, action.event);
  }
}

function applyToolEvent(state: TToolRunState, event: TToolStreamEvent): TToolRunState {
  // A stopped or refused run ignores what still arrives.
  if (state.status !== 'streaming') return state;
  switch (event.event) {
    case 'meta':
      return { ...state, engine: event.data.engine, model: event.data.model };
    case 'token':
      return { ...state, text: state.text + event.data.text };
    case 'error':
      return { ...state, status: 'failed', error: event.data.message };
    case 'done': {
      const result = event.data.result;
      return {
        ...state,
        status: 'done',
        // The saved text is the one held to its platform (a repurpose format) and read into its shape.
        text: result ? result.output : state.text.trim(),
        notice: event.data.notice,
        credits: event.data.credits_charged,
        result,
        engine: result?.engine ?? state.engine,
        model: result?.model ?? state.model,
      };
    }
  }
}

/**
 * How the page answers a refused run: a field problem or an unknown model is said under the form
 * (the server is the judge of the values); credits, plan, fair usage and key problems go to the
 * app's generation failure handling (spec §8) as well.
 */
export function refusalOf(error: unknown): { message: string; generationFailure: boolean } {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, generationFailure: false };
  const formProblem = error.status === 400 && (error.code === 'bad_request' || error.code === 'unknown_model');
  const generationFailure = !formProblem && (error.status === 400 || (error.status >= 420 && error.status !== 502));
  return { message, generationFailure };
}
