import { TRIAL_EXTENSION_DAYS } from '@core/constants';
import { ZExtendTrialResponse } from '@core/api/trialExtension';
import { apiJson } from './client';

/** PUT /api/v2/update/user/expiry: asks for the trial's extra week; the server checks the thresholds itself. */
export function requestTrialExtension(uid: string) {
  return apiJson('/api/v2/update/user/expiry', ZExtendTrialResponse, {
    method: 'PUT',
    body: { unique_id: uid, expiry_days: TRIAL_EXTENSION_DAYS },
  });
}
