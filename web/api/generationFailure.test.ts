import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_ERROR_MESSAGES, PROVIDER_STATUS_URL, SERVER_BURNING_MESSAGE } from '@core/errors';
import { alertStore } from '@web/state/alerts';
import { closeBuyModal, getBuyModal } from '@web/state/buyModal';
import { closeFairUsageBlock, getFairUsageBlock } from '@web/state/fairUsage';
import { closeProviderError, getProviderError } from '@web/state/providerError';
import { closeRunsExhausted, getRunsExhausted } from '@web/state/runsExhausted';
import { ApiError } from './client';
import { handleGenerationFailure } from './generationFailure';

const client = { invalidateQueries: vi.fn(async () => {}) } as unknown as QueryClient;
const context = { client, uid: 'u1', byok: false };

afterEach(() => {
  closeBuyModal();
  closeRunsExhausted();
  closeProviderError();
  closeFairUsageBlock();
  vi.unstubAllGlobals();
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

  it('on 420 rechecks the mode and opens the restricted dialog with the seconds the server reports', async () => {
    const status = { mode: 'serp', ratio: 110, blocked: true, seconds_left: 42, message: 'Please wait 90 seconds between generations.' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(status), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    handleGenerationFailure(new ApiError(420, 'Wait', { code: 'fair_usage_blocked' }), { ...context, mode: 'serp' });
    await vi.waitFor(() => expect(getFairUsageBlock()).toMatchObject({ mode: 'serp', message: status.message }));
    expect(fetch.mock.calls[0]).toEqual(['/api/fair/usage/status?unique_id=u1&mode=serp', expect.anything()]);
  });

  it('opens the provider dialog for byok 404, 437 and 440 (with the status link), and alerts the rest', () => {
    const byok = { ...context, byok: true };
    handleGenerationFailure(new ApiError(437, 'quota', { code: 'provider_quota_exceeded' }), byok);
    expect(getProviderError()).toEqual({ code: 437, message: PROVIDER_ERROR_MESSAGES[437], statusUrl: null });
    handleGenerationFailure(new ApiError(404, 'no gpt-4', { code: 'provider_model_unavailable' }), byok);
    expect(getProviderError()).toEqual({ code: 404, message: PROVIDER_ERROR_MESSAGES[404], statusUrl: null });
    handleGenerationFailure(new ApiError(440, 'down', { code: 'provider_unavailable' }), byok);
    expect(getProviderError()).toEqual({ code: 440, message: PROVIDER_ERROR_MESSAGES[440], statusUrl: PROVIDER_STATUS_URL });
    closeProviderError();
    for (const [status, code, message] of [
      [432, 'provider_rate_limited', PROVIDER_ERROR_MESSAGES[432]],
      [441, 'provider_access_denied', PROVIDER_ERROR_MESSAGES[441]],
      [424, 'provider_error', PROVIDER_ERROR_MESSAGES.unknown],
    ] as const) {
      handleGenerationFailure(new ApiError(status, 'x', { code }), byok);
      expect(alertStore.getState().alerts.at(-1)?.message).toBe(message);
    }
    expect(getProviderError()).toBeNull();
  });

  it('does not open the provider dialog for a byok user’s refusal that is not the provider’s', () => {
    handleGenerationFailure(new ApiError(404, 'That project does not exist.', { code: 'not_found' }), { ...context, byok: true });
    expect(getProviderError()).toBeNull();
    expect(alertStore.getState().alerts.at(-1)?.message).toBe('That project does not exist.');
  });

  it('does not open the provider dialog for users on a plan key', () => {
    handleGenerationFailure(new ApiError(404, 'No such chat'), context);
    expect(getProviderError()).toBeNull();
    expect(alertStore.getState().alerts.at(-1)?.message).toBe('No such chat');
  });
});
