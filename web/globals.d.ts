// Build-time constants take the __NAME__ form so they cannot be mistaken for runtime variables.
/* oxlint-disable no-underscore-dangle */
/** The build's hash, injected by vite.config.ts; /version.json carries the newest one (spec §4). */
declare const __APP_HASH__: string;
/** The changelog entries of this build's version (docs/changelog.json), for the what's-new dialog. */
declare const __UPDATE_LOGS__: string[];
