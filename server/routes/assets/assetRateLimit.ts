import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/**
 * Adding, re-fetching and uploading start outside work (fetches, crawls, parsing): 60 a minute per
 * signed-in person (per address before sign-in is known), generous for people, a brake for scripts.
 */
export const ASSET_WRITE_RATE_LIMIT = perPersonRateLimit(60);
