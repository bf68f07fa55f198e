import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_BURNING_MESSAGE } from '@core/errors';
import { alertStore } from '@web/state/alerts';
import { closeBuyModal, getBuyModal } from '@web/state/buyModal';
import { closeRunsExhausted, getRunsExhausted } from '@web/state/runsExhausted';
import { ApiError } from './client';
import { handleGenerationFailure } from './generationFailure';

const client = { invalidateQueries: vi.fn(async () => {}) } as unknown as QueryClient;
const context = { client, uid: 'u1', byok: false };

afterEach(() => {
  closeBuyModal();
  closeRunsExhausted();
});

describe('handleGenerationFailure', () => {
  it('opens the buy modal for credits and expiry', () => {
    handleGenerationFailure(new ApiError(430, 'Your plan has expired.', { code: 'plan_expired' }), context);
    expect(getBuyModal()).toEqual({ code: 430, message: 'Your plan has expired.' });
  });

  it('opens the runs-exhausted dialog with the feature and whose runs', () => {
    const error = new ApiError(429, 'No runs left', { code: 'runs_exhausted' });
    handleGenerationFailure(error, { ...context, feature: 'autoblog_workflow', teamMode: true });
    expect(getRunsExhausted()).toEqual({ type: 'team', runsLeft: 0, feature: 'autoblog_workflow' });
    expect(getBuyModal()).toBeNull();
  });

  it('refreshes the user on 420 and shows the cooling-down message on 500', () => {
    handleGenerationFailure(new ApiError(420, 'Wait', { code: 'fair_usage_blocked' }), context);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
    const before = alertStore.getState().alerts.length;
    handleGenerationFailure(new ApiError(500, 'boom'), context);
    expect(alertStore.getState().alerts.at(-1)?.message).toBe(SERVER_BURNING_MESSAGE);
    expect(alertStore.getState().alerts.length).toBe(before + 1);
  });
});
