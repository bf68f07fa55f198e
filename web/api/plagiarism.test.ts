import { afterEach, describe, expect, it } from 'vitest';
import { ZPlagiarismInput } from '@core/api/plagiarism';
import { ERRORS, GENERIC_ERROR_MESSAGE } from '@core/errors';
import { closeBuyModal, getBuyModal } from '@web/state/buyModal';
import { closeRunsExhausted, getRunsExhausted } from '@web/state/runsExhausted';
import { ApiError } from './client';
import { plagiarismBody, plagiarismFailure } from './plagiarism';

afterEach(() => {
  closeBuyModal();
  closeRunsExhausted();
});

describe('plagiarismBody', () => {
  it("sends spec §7's fields, the team in team mode, and the open doc", () => {
    const body = plagiarismBody({ uid: 'u1', teamId: 't1' }, 'some text', 'doc1');
    expect(body).toEqual({
      unique_id: 'u1',
      team_id: 't1',
      encoding: 'UTF-8',
      full_comparision: 1,
      response_type: 'json',
      operation: 'csearch',
      test: 0,
      text: 'some text',
      save_id: 'doc1',
    });
    expect(ZPlagiarismInput.safeParse(body).success).toBe(true);
    expect(plagiarismBody({ uid: 'u1', teamId: null }, 'x')).not.toHaveProperty('save_id');
  });
});

describe('plagiarismFailure', () => {
  it('shows the 15-word message beside the button and opens no dialog', () => {
    const failure = plagiarismFailure(new ApiError(400, 'At least 15 words are required to perform a search.', { code: 'bad_request', field: 'text' }), false);
    expect(failure).toEqual({ message: 'At least 15 words are required to perform a search.', plans: false });
    expect(getBuyModal()).toBeNull();
    expect(getRunsExhausted()).toBeNull();
  });

  it('opens the buy modal with the plan message for a plan without plagiarism', () => {
    const message = 'Your current plan does not support Plagiarism Check.';
    const failure = plagiarismFailure(new ApiError(400, message, { code: 'plagiarism_not_in_plan' }), false);
    expect(failure).toEqual({ message, plans: true });
    expect(getBuyModal()).toEqual({ code: 400, message });
  });

  it('opens the runs-exhausted dialog for used-up optimisation runs, the team’s in team mode', () => {
    plagiarismFailure(new ApiError(429, ERRORS.runs_exhausted.message, { code: 'runs_exhausted' }), true);
    expect(getRunsExhausted()).toEqual({ type: 'team', runsLeft: 0, feature: 'content_optimization' });
    expect(getBuyModal()).toBeNull();
  });

  it("opens the buy modal when the month's checks are used or the plan expired", () => {
    plagiarismFailure(new ApiError(429, 'You have used all the plagiarism checks of your plan this month.', { code: 'plagiarism_runs_exhausted' }), false);
    expect(getBuyModal()?.code).toBe(429);
    plagiarismFailure(new ApiError(430, ERRORS.plan_expired.message, { code: 'plan_expired' }), false);
    expect(getBuyModal()?.code).toBe(430);
  });

  it('says something went wrong for what is not an API error', () => {
    expect(plagiarismFailure(new TypeError('boom'), false)).toEqual({ message: GENERIC_ERROR_MESSAGE, plans: false });
  });
});
