import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/**
 * Asking for and rebuilding briefs starts outside work (searches, page fetches): 30 a minute per
 * signed-in person, plenty for a writer, a brake for scripts (runs and MAX_ACTIVE_BRIEFS bound the rest).
 */
export const SEO_BRIEF_RATE_LIMIT = perPersonRateLimit(30);
