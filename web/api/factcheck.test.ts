import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@core/errors';
import { closeBuyModal, getBuyModal } from '@web/state/buyModal';
import { closeRunsExhausted, getRunsExhausted } from '@web/state/runsExhausted';
import { ApiError } from './client';
import { factCheckFailure, isChecking } from './factcheck';

afterEach(() => {
  closeBuyModal();
  closeRunsExhausted();
});

describe('factCheckFailure', () => {
  it('shows a refused text beside the button and opens no dialog', () => {
    const failure = factCheckFailure(new ApiError(400, 'The text has no claim to check.', { code: 'bad_request', field: 'text' }), false);
    expect(failure).toEqual({ message: 'The text has no claim to check.', plans: false });
    expect(getBuyModal()).toBeNull();
    expect(getRunsExhausted()).toBeNull();
  });

  it('opens the runs-exhausted dialog for the pool in use when the optimisation runs are used up', () => {
    const failure = factCheckFailure(new ApiError(429, 'No runs left.', { code: 'runs_exhausted' }), true);
    expect(failure.plans).toBe(true);
    expect(getRunsExhausted()).toMatchObject({ type: 'team', feature: 'content_optimization' });
  });

  it('opens the buy modal for an expired plan, and says something sensible for anything else', () => {
    expect(factCheckFailure(new ApiError(430, 'Your plan has expired.'), false).plans).toBe(true);
    expect(getBuyModal()).toMatchObject({ code: 430 });
    expect(factCheckFailure(new Error('boom'), false)).toEqual({ message: GENERIC_ERROR_MESSAGE, plans: false });
  });
});

describe('isChecking', () => {
  it('is true while queued or checking only', () => {
    expect(isChecking(null)).toBe(false);
    expect(isChecking({ status: 'queued' } as never)).toBe(true);
    expect(isChecking({ status: 'checking' } as never)).toBe(true);
    expect(isChecking({ status: 'ready' } as never)).toBe(false);
    expect(isChecking({ status: 'failed' } as never)).toBe(false);
  });
});
