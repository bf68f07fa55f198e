import { z } from 'zod';
import { TRIAL_EXTENSION_DAYS } from '../constants';

/** The spec's message when a trial cannot be extended (spec §8). */
export const TRIAL_EXTENSION_FAILED = 'Unable to extend your trial. Please contact support';

/** PUT /api/v2/update/user/expiry (spec §7): unique_id, expiry_days (7). */
export const ZExtendTrialInput = z.object({
  unique_id: z.string().min(1),
  expiry_days: z.literal(TRIAL_EXTENSION_DAYS, { error: `expiry_days must be ${TRIAL_EXTENSION_DAYS}.` }),
});
export const ZExtendTrialResponse = z.object({ expiry_date: z.string(), free_trial_offer_extended: z.literal(true) });
