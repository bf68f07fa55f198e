/** The error catalogue (spec §8): stable ids, HTTP statuses and the messages users read. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please contact support if this persists.';
export const SERVER_BURNING_MESSAGE =
  'It seems you have succeeded in burning our servers. Please wait for a few seconds as we cool down';
/**
 * fair_usage_blocked's message, on its own so the web client can read it without ERRORS: a use of
 * ERRORS would keep the whole catalogue in the entry chunk, where this module lives for the client.
 */
export const FAIR_USAGE_BLOCKED_MESSAGE =
  'You are generating faster than fair usage allows. Please wait 90 seconds between generations.';

export type TErrorId =
  | 'bad_request'
  | 'unauthorized'
  | 'another_device'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'credits_exhausted'
  | 'runs_exhausted'
  | 'plan_expired'
  | 'internal'
  | 'fair_usage_blocked'
  | 'public_runs_exhausted'
  | 'mode_not_allowed'
  | 'billing_not_configured'
  | 'plan_not_for_sale'
  | 'plan_already_active'
  | 'team_plan_admin_only'
  | 'no_billing_account'
  | 'coupon_invalid'
  | 'addon_not_for_sale'
  | 'addon_not_for_plan'
  | 'webhook_signature_invalid'
  | 'payment_provider_failed'
  | 'review_offer_claimed'
  | 'integration_refused'
  | 'integration_unreachable'
  | 'model_not_allowed'
  | 'unknown_model'
  | 'selection_limit_exceeded'
  | 'model_failed'
  | 'provider_model_unavailable'
  | 'provider_quota_exceeded'
  | 'provider_rate_limited'
  | 'provider_unavailable'
  | 'provider_access_denied'
  | 'provider_error'
  | 'blog_empty'
  | 'copy_restricted'
  | 'cross_site_refused'
  | 'payload_too_large'
  | 'plagiarism_not_in_plan'
  | 'plagiarism_runs_exhausted';

/**
 * What a bring-your-own-key user reads when their language-model provider refuses (spec §8): 404 and
 * 437 open the provider error dialog, the others show as alerts; 429 is the plan's SERP credits.
 */
export const PROVIDER_ERROR_MESSAGES = {
  404: 'Your provider key does not have access to gpt-4. Use a key that has it, or choose another model.',
  437: 'Your provider account has run out of quota. Add credit with your provider, then try again.',
  432: 'Your provider is rate-limiting your key. Wait a moment, then try again.',
  440: 'Your provider’s servers are having trouble. Check their status page, then try again.',
  441: 'Your provider refused access for this key. Check the key’s permissions.',
  429: 'You have used the web-search (SERP) credits of your plan.',
  unknown: 'Your provider returned an error we do not know. Try again, or check your key.',
} as const;
/** The provider status page the 440 message links to (keys are OpenAI keys, spec §5). */
export const PROVIDER_STATUS_URL = 'https://status.openai.com';

type TErrorEntry = { status: number; message: string; report: boolean };

export const ERRORS: Record<TErrorId, TErrorEntry> = {
  bad_request: { status: 400, message: GENERIC_ERROR_MESSAGE, report: false },
  unauthorized: { status: 401, message: 'Please sign in to continue.', report: false },
  // A plan with one session at a time signed in elsewhere (core/api/account.ts ANOTHER_DEVICE_MESSAGE).
  another_device: { status: 401, message: 'You were signed out because your account signed in on another device.', report: false },
  forbidden: { status: 403, message: 'You do not have access to this resource.', report: false },
  not_found: { status: 404, message: 'We could not find what you asked for.', report: false },
  conflict: { status: 409, message: 'That already exists.', report: false },
  rate_limited: { status: 429, message: 'Too many requests. Please slow down.', report: false },
  credits_exhausted: {
    status: 429,
    message: 'You have used all the credits of your plan. Buy a plan or add-on credits to keep generating.',
    report: false,
  },
  runs_exhausted: { status: 429, message: 'You have used all the runs of this feature in your plan.', report: false },
  plan_expired: { status: 430, message: 'Your plan has expired. Choose a plan to keep generating.', report: false },
  internal: { status: 500, message: SERVER_BURNING_MESSAGE, report: true },
  /** Spec §8: 420 tells the client to refresh the user and recheck fair usage; the text says 90 s (spec §9). */
  fair_usage_blocked: { status: 420, message: FAIR_USAGE_BLOCKED_MESSAGE, report: false },
  /** Spec §8: 400 shows that the 15 free runs of today are used (spec §9: 15 a day for public users). */
  public_runs_exhausted: { status: 400, message: 'You have used your 15 free runs for today. Sign up to keep writing.', report: false },
  /** A generation mode the user's flags (the `modes` flag, else the plan table) do not include. */
  mode_not_allowed: { status: 403, message: 'Your plan does not include this generation mode.', report: false },
  /** Billing (docs/decisions.md "Billing"): Stripe is optional; without it an administrator assigns plans. */
  billing_not_configured: {
    status: 404,
    message: 'This installation does not sell plans online. Ask its administrator to set your plan.',
    report: false,
  },
  plan_not_for_sale: { status: 400, message: 'That plan cannot be bought online.', report: false },
  plan_already_active: { status: 409, message: 'You are already on this plan.', report: false },
  team_plan_admin_only: { status: 403, message: 'Only the admin of your team can buy a team plan for it.', report: false },
  no_billing_account: { status: 404, message: 'You have no subscription bought online to manage.', report: false },
  coupon_invalid: { status: 400, message: 'That coupon is not yours or has already been used.', report: false },
  addon_not_for_sale: { status: 400, message: 'That add-on cannot be bought online.', report: false },
  addon_not_for_plan: { status: 403, message: 'Add-ons come with the current plans; your plan does not offer them.', report: false },
  webhook_signature_invalid: { status: 400, message: 'The webhook signature does not match.', report: false },
  payment_provider_failed: { status: 502, message: 'The payment provider did not answer. Please try again in a minute.', report: true },
  /** Publishing (issue 20): the target refused the credentials or the request. */
  integration_refused: { status: 422, message: 'The site refused the request.', report: false },
  /** Publishing: the target could not be reached or answered with a server error. */
  integration_unreachable: { status: 502, message: 'The site did not answer. Check its address and try again.', report: false },
  review_offer_claimed: { status: 409, message: 'You have already claimed the review offer.', report: false },
  /** AI engine (docs/decisions.md "AI engine"): a model the user's flags do not switch on. */
  model_not_allowed: { status: 403, message: 'Your plan does not include this model.', report: false },
  unknown_model: { status: 400, message: 'Choose one of the models FactGPT offers.', report: false },
  /** More files, URLs or domains than the plan's selection limits (spec §6). */
  selection_limit_exceeded: { status: 403, message: 'Your plan allows fewer sources in one answer.', report: false },
  /** The installation's own model failed after its retries (not a bring-your-own-key user). */
  model_failed: { status: 502, message: 'The language model did not answer. Please try again in a minute.', report: true },
  /** Spec §8 for bring-your-own-key users: the provider refused their key. */
  provider_model_unavailable: { status: 404, message: PROVIDER_ERROR_MESSAGES[404], report: false },
  provider_quota_exceeded: { status: 437, message: PROVIDER_ERROR_MESSAGES[437], report: false },
  provider_rate_limited: { status: 432, message: PROVIDER_ERROR_MESSAGES[432], report: false },
  provider_unavailable: { status: 440, message: `${PROVIDER_ERROR_MESSAGES[440]} ${PROVIDER_STATUS_URL}`, report: false },
  provider_access_denied: { status: 441, message: PROVIDER_ERROR_MESSAGES[441], report: false },
  /** Any other provider answer for a byok user: the client shows "unknown error" (spec §8). */
  provider_error: { status: 424, message: PROVIDER_ERROR_MESSAGES.unknown, report: false },
  /** Spec §5: saving a doc needs text. */
  blog_empty: { status: 400, message: 'Please write more words before saving your blog.', report: false },
  /** Spec §5: copy and download (exports) only on a non-free plan or in team mode. */
  copy_restricted: {
    status: 403,
    message: 'Your plan does not allow copying or downloading. Choose a paid plan, or work in team mode, to export.',
    report: false,
  },
  /** A state-changing call whose Origin (or Sec-Fetch-Site) names another site (server/middleware/originCheck.ts). */
  cross_site_refused: {
    status: 403,
    message: 'This request came from another site, so it was refused. Open Longform at its own address and try again.',
    report: false,
  },
  /** A request body over the route's limit (1 MiB, or the doc save's own limit that fits a doc's maximum). */
  payload_too_large: { status: 413, message: 'This is too large to send in one request. Make it shorter, or split it into parts.', report: false },
  /** Spec §8: a plan whose plagiarismRunsAllowed is 0 (core/plans/plagiarismRuns.ts); 400 opens the buy modal with this message. */
  plagiarism_not_in_plan: { status: 400, message: 'Your current plan does not support Plagiarism Check.', report: false },
  /** The plan's plagiarism checks of this calendar month (UTC) are used; they come back on the 1st. */
  plagiarism_runs_exhausted: {
    status: 429,
    message: 'You have used all the plagiarism checks of your plan this month. They come back on the 1st (UTC).',
    report: false,
  },
};

/** The body of every error response: `error` is the stable id, `message` is for people. */
export type TErrorBody = { error: TErrorId; message: string; field?: string };

/** The message to show for a failed call, by status, as spec §8 reads. */
export function messageForStatus(status: number, serverMessage?: string): string {
  if (status >= 500) return SERVER_BURNING_MESSAGE;
  return serverMessage || GENERIC_ERROR_MESSAGE;
}
