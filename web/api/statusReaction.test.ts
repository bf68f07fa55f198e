import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, PROVIDER_ERROR_MESSAGES as BYOK_MESSAGES, PROVIDER_STATUS_URL, SERVER_BURNING_MESSAGE } from '@core/errors';
import { reactionForStatus } from './statusReaction';

const plain = { byok: false };
const byok = { byok: true };
const byokProvider = (code: string) => ({ byok: true, code });

describe('reactionForStatus (spec §8)', () => {
  it('opens the buy modal on 429, 430 and 400, with the server’s message or the generic one', () => {
    expect(reactionForStatus(429, 'No credits left', plain)).toEqual({ kind: 'buy', code: 429, message: 'No credits left', report: false });
    expect(reactionForStatus(430, undefined, plain)).toEqual({ kind: 'buy', code: 430, message: GENERIC_ERROR_MESSAGE, report: false });
    expect(reactionForStatus(400, 'You have used your 15 free runs for today.', plain)).toMatchObject({ kind: 'buy', code: 400, report: true });
    expect(reactionForStatus(400, undefined, plain)).toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it('opens the runs-exhausted dialog when the 429 is about runs', () => {
    expect(reactionForStatus(429, 'No runs left', { byok: false, code: 'runs_exhausted' })).toEqual({ kind: 'runs_exhausted', message: 'No runs left' });
    expect(reactionForStatus(429, 'No runs left', { byok: true, code: 'runs_exhausted' })).toMatchObject({ kind: 'runs_exhausted' });
  });

  it('refreshes the user on 420 and shows the fixed messages for 422 and 5xx', () => {
    expect(reactionForStatus(420, 'blocked', plain)).toEqual({ kind: 'refresh_user' });
    expect(reactionForStatus(422, 'details', plain)).toEqual({ kind: 'alert', message: GENERIC_ERROR_MESSAGE });
    expect(reactionForStatus(500, 'stack', plain)).toEqual({ kind: 'alert', message: SERVER_BURNING_MESSAGE });
    expect(reactionForStatus(503, undefined, plain)).toEqual({ kind: 'alert', message: SERVER_BURNING_MESSAGE });
  });

  it('gives bring-your-own-key users their provider’s errors', () => {
    expect(reactionForStatus(404, undefined, byokProvider('provider_model_unavailable'))).toEqual({ kind: 'provider_error', code: 404, message: BYOK_MESSAGES[404], statusUrl: null });
    expect(reactionForStatus(437, undefined, byokProvider('provider_quota_exceeded'))).toEqual({ kind: 'provider_error', code: 437, message: BYOK_MESSAGES[437], statusUrl: null });
    expect(reactionForStatus(432, undefined, byokProvider('provider_rate_limited'))).toEqual({ kind: 'alert', message: BYOK_MESSAGES[432] });
    expect(reactionForStatus(440, undefined, byokProvider('provider_unavailable'))).toEqual({ kind: 'provider_error', code: 440, message: BYOK_MESSAGES[440], statusUrl: PROVIDER_STATUS_URL });
    expect(reactionForStatus(441, undefined, byokProvider('provider_access_denied'))).toEqual({ kind: 'alert', message: BYOK_MESSAGES[441] });
    expect(reactionForStatus(424, undefined, byokProvider('provider_error'))).toEqual({ kind: 'alert', message: BYOK_MESSAGES.unknown });
    expect(reactionForStatus(429, undefined, byok)).toMatchObject({ kind: 'buy', code: 429, message: BYOK_MESSAGES[429] });
    expect(reactionForStatus(404, 'No such chat', plain)).toEqual({ kind: 'alert', message: 'No such chat' });
  });

  it('keeps the server’s own refusals for a bring-your-own-key user: only provider_* codes are the provider’s', () => {
    expect(reactionForStatus(404, 'Project not found.', { byok: true, code: 'not_found' })).toEqual({ kind: 'alert', message: 'Project not found.' });
    expect(reactionForStatus(403, 'gpt-4 is not on your plan.', { byok: true, code: 'model_not_allowed' })).toEqual({ kind: 'alert', message: 'gpt-4 is not on your plan.' });
    expect(reactionForStatus(0, 'You appear to be offline.', { byok: true })).toEqual({ kind: 'alert', message: 'You appear to be offline.' });
  });
});
