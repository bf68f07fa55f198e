import { describe, expect, it } from 'vitest';
import type { TToolResult } from '@core/api/tools';
import { ApiError } from '@web/api/client';
import { CUT_OFF_MESSAGE, IDLE_RUN, refusalOf, toolRunReducer, type TToolRunAction, type TToolRunState } from './toolRun';

const result: TToolResult = {
  id: 'r1',
  tool_id: 'headlines',
  values: { topic: 'tea' },
  output: 'Headline 1 about tea\nHeadline 2 about tea',
  items: ['Headline 1 about tea', 'Headline 2 about tea'],
  faqs: [],
  engine: 'model',
  model: 'fake-model',
  credits_charged: 1.5,
  finish_reason: 'stop',
  rating: null,
  brand_voice: { id: 'v1', name: 'Calm' },
  created_at: '2026-01-01T00:00:00.000Z',
  abilities: { copy: false, rate: true, send_to_doc: true },
};

const play = (actions: TToolRunAction[], from: TToolRunState = IDLE_RUN) => actions.reduce(toolRunReducer, from);

describe('toolRunReducer', () => {
  it('types tokens in as they arrive, then takes the saved result, its charge and notice', () => {
    const streaming = play([
      { type: 'start' },
      { type: 'event', event: { event: 'meta', data: { engine: 'model', model: 'fake-model' } } },
      { type: 'event', event: { event: 'token', data: { text: '1. Headline 1 ' } } },
      { type: 'event', event: { event: 'token', data: { text: 'about tea' } } },
    ]);
    expect(streaming).toMatchObject({ status: 'streaming', text: '1. Headline 1 about tea', engine: 'model', model: 'fake-model' });
    const done = toolRunReducer(streaming, { type: 'event', event: { event: 'done', data: { finish_reason: 'stop', words: 8, credits_charged: 1.5, notice: null, result } } });
    expect(done).toMatchObject({ status: 'done', text: result.output, credits: 1.5, result, notice: null });
  });

  it('keeps the streamed text and the notice when nothing was saved (the offline engine needing a model)', () => {
    const done = play([
      { type: 'start' },
      { type: 'event', event: { event: 'meta', data: { engine: 'offline', model: 'offline' } } },
      { type: 'event', event: { event: 'done', data: { finish_reason: 'stop', words: 0, credits_charged: 0, notice: 'Rephraser needs a language model.', result: null } } },
    ]);
    expect(done).toMatchObject({ status: 'done', text: '', engine: 'offline', notice: 'Rephraser needs a language model.', result: null, credits: 0 });
  });

  it('stops, and ignores what arrives after the stop', () => {
    const stopped = play([{ type: 'start' }, { type: 'event', event: { event: 'token', data: { text: 'Half' } } }, { type: 'stopped' }, { type: 'event', event: { event: 'token', data: { text: ' more' } } }]);
    expect(stopped).toMatchObject({ status: 'stopped', text: 'Half' });
  });

  it('fails on an error event, and when the stream closes without its end', () => {
    expect(play([{ type: 'start' }, { type: 'event', event: { event: 'error', data: { status: 502, error: 'model_failed', message: 'The model did not answer.' } } }])).toMatchObject({
      status: 'failed',
      error: 'The model did not answer.',
    });
    expect(play([{ type: 'start' }, { type: 'ended' }])).toMatchObject({ status: 'failed', error: CUT_OFF_MESSAGE });
    expect(play([{ type: 'open', result }, { type: 'ended' }]).status).toBe('done');
  });

  it('opens an earlier result whole, and takes a new rating only for the result shown', () => {
    const opened = play([{ type: 'open', result }]);
    expect(opened).toMatchObject({ status: 'done', text: result.output, engine: 'model', credits: 1.5, result });
    expect(toolRunReducer(opened, { type: 'rated', result: { ...result, rating: 1 } }).result?.rating).toBe(1);
    expect(toolRunReducer(opened, { type: 'rated', result: { ...result, id: 'other', rating: 1 } }).result?.rating).toBeNull();
  });

  it('a new run starts from nothing', () => {
    expect(play([{ type: 'open', result }, { type: 'start' }])).toEqual({ ...IDLE_RUN, status: 'streaming' });
  });
});

describe('refusalOf', () => {
  it('says a bad value or an unknown model under the form only', () => {
    expect(refusalOf(new ApiError(400, 'Please fill in topic or keyword.', { code: 'bad_request', field: 'topic' }))).toEqual({ message: 'Please fill in topic or keyword.', generationFailure: false });
    expect(refusalOf(new ApiError(400, 'Choose one of the models FactGPT offers.', { code: 'unknown_model' })).generationFailure).toBe(false);
    expect(refusalOf(new ApiError(404, 'We could not find what you asked for.', { code: 'not_found' })).generationFailure).toBe(false);
  });

  it('hands credits, plan, fair usage and key problems to the generation failure handling', () => {
    for (const status of [400, 420, 429, 430, 437, 440]) expect(refusalOf(new ApiError(status, 'No.', { code: 'x' })).generationFailure).toBe(true);
    expect(refusalOf(new ApiError(502, 'The model did not answer.')).generationFailure).toBe(false);
    expect(refusalOf(new Error('boom')).generationFailure).toBe(false);
  });
});
