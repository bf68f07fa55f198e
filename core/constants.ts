/** Business constants of spec §9, in milliseconds unless the name says otherwise. */
export const APP_VERSION = '3.8.2';
/** The what's-new dialog targets users who last saw a version below this one. */
export const WHATS_NEW_TARGET_VERSION = '3.6.65';
export const APP_LOADER_MS = 1_000;
export const ALERT_MS = 5_000;
export const SNACKBAR_MS = 3_000;
export const NUDGE_DELAY_MS = 3_000;
export const SIGN_OUT_DELAY_MS = 3_000;
export const BYOK_MODAL_DELAY_MS = 1_000;
export const VERSION_POLL_MS = 120_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const FLAG_CACHE_MS = 4 * 60 * 60 * 1_000;
export const FLAG_FALLBACK_TIMEOUT_MS = 30_000;
/** Logout and project switch ask before leaving when the last save is older than this. */
export const UNSAVED_WARNING_SHORT_MS = 60_000;
/** Leaving an editor-type page asks when the last save is older than this. */
export const UNSAVED_WARNING_ROUTE_MS = 120_000;
export const TYPING_MS_PER_WORD = 30;
export const FAIR_USAGE_BLOCK_MS = 100_000;
export const FAIR_USAGE_MESSAGE_SECONDS = 90;
export const FAIR_USAGE_RATIO_LIMIT = 100;
export const CHAT_HISTORY_KEPT = 20;
export const WRITE_MORE_CONTEXT_CHARS = 2_500;
export const PLAGIARISM_MIN_WORDS = 15;
export const PUBLIC_DAILY_RUNS = 15;
export const TRIAL_EXTENSION_DAYS = 7;
export const BRAND_VOICE_PAGE_SIZE = 5;
export const RESEARCH_TOP_KEYWORDS = 10;
export const DEFAULT_LANGUAGE = 'English-US';
export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_TONE = 'CASUAL';
export const GHOST_API_VERSION = 'v5.0';
