import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@core/errors';
import { closeBuyModal, getBuyModal } from '@web/state/buyModal';
import { closeRunsExhausted, getRunsExhausted } from '@web/state/runsExhausted';
import { actionPath, autoblogFailure, isArticleSettled, isNoticePending, isRunWorking, runsLeftOf } from './autoblog';
import { ApiError } from './client';

afterEach(() => {
  closeBuyModal();
  closeRunsExhausted();
});

describe('isNoticePending', () => {
  const notify = { email: true, webhook_url: null, sent_at: null, error: null };
  const articles = (...statuses: string[]) => statuses.map((status) => ({ status })) as never;
  it('waits for the notice of a settled run that asked for one, not of a working or paused one', () => {
    expect(isNoticePending({ notify, articles: articles('done', 'cancelled') })).toBe(true);
    expect(isNoticePending({ notify: { ...notify, sent_at: '2026-11-26T10:00:00Z' }, articles: articles('done') })).toBe(false);
    expect(isNoticePending({ notify: { ...notify, email: false }, articles: articles('done') })).toBe(false);
    expect(isNoticePending({ notify, articles: articles('done', 'paused') })).toBe(false);
    expect(isNoticePending({ notify, articles: articles('writing') })).toBe(false);
  });
});

describe('isRunWorking', () => {
  it('is true while any article is queued or being written, false once all are settled', () => {
    expect(isRunWorking(null)).toBe(false);
    expect(isRunWorking({ articles: [{ status: 'done' }, { status: 'writing' }] } as never)).toBe(true);
    expect(isRunWorking({ articles: [{ status: 'queued' }] } as never)).toBe(true);
    expect(isRunWorking({ articles: [{ status: 'done' }, { status: 'failed' }, { status: 'paused' }, { status: 'cancelled' }] } as never)).toBe(false);
    expect(isArticleSettled({ status: 'saving' })).toBe(false);
  });
});

describe('actionPath', () => {
  it('posts run actions to the run and a retry to the article', () => {
    expect(actionPath({ kind: 'cancel', runId: 'r 1' })).toBe('/api/autoblog/runs/r%201/cancel');
    expect(actionPath({ kind: 'resume', runId: 'r1' })).toBe('/api/autoblog/runs/r1/resume');
    expect(actionPath({ kind: 'retry', articleId: 'a1' })).toBe('/api/autoblog/articles/a1/retry');
  });
});

describe('autoblogFailure', () => {
  it('shows a refused list beside the button and opens no dialog', () => {
    const failure = autoblogFailure(new ApiError(400, 'Give at least one keyword.', { code: 'bad_request', field: 'keywords' }), false);
    expect(failure).toEqual({ message: 'Give at least one keyword.', plans: false });
    expect(getBuyModal()).toBeNull();
    expect(getRunsExhausted()).toBeNull();
  });

  it('opens the runs-exhausted dialog for AutoBlog runs with how many can run now', () => {
    const message = 'This run needs 5 AutoBlog runs and you can do 2 now. Start it with 2 keywords or fewer, or buy more runs.';
    expect(runsLeftOf(message)).toBe(2);
    expect(autoblogFailure(new ApiError(429, message, { code: 'runs_exhausted' }), true)).toEqual({ message, plans: true });
    expect(getRunsExhausted()).toEqual({ type: 'team', runsLeft: 2, feature: 'autoblog_workflow' });
  });

  it('opens the buy modal for used-up credits or an expired plan; anything else says something sensible', () => {
    expect(autoblogFailure(new ApiError(430, 'Your plan has expired.'), false).plans).toBe(true);
    expect(getBuyModal()).toMatchObject({ code: 430 });
    expect(autoblogFailure(new ApiError(429, 'Too many requests.', { code: 'rate_limited' }), false).plans).toBe(false);
    expect(autoblogFailure(new Error('boom'), false)).toEqual({ message: GENERIC_ERROR_MESSAGE, plans: false });
  });
});
