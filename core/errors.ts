/** The error catalogue (spec §8): stable ids, HTTP statuses and the messages users read. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please contact support if this persists.';
export const SERVER_BURNING_MESSAGE =
  'It seems you have succeeded in burning our servers. Please wait for a few seconds as we cool down';

export type TErrorId =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'credits_exhausted'
  | 'runs_exhausted'
  | 'plan_expired'
  | 'internal'
  | 'fair_usage_blocked'
  | 'public_runs_exhausted';

type TErrorEntry = { status: number; message: string; report: boolean };

export const ERRORS: Record<TErrorId, TErrorEntry> = {
  bad_request: { status: 400, message: GENERIC_ERROR_MESSAGE, report: false },
  unauthorized: { status: 401, message: 'Please sign in to continue.', report: false },
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
  fair_usage_blocked: {
    status: 420,
    message: 'You are generating faster than fair usage allows. Please wait 90 seconds between generations.',
    report: false,
  },
  /** Spec §8: 400 shows that the 15 free runs of today are used (spec §9: 15 a day for public users). */
  public_runs_exhausted: { status: 400, message: 'You have used your 15 free runs for today. Sign up to keep writing.', report: false },
};

/** The body of every error response: `error` is the stable id, `message` is for people. */
export type TErrorBody = { error: TErrorId; message: string; field?: string };

/** The message to show for a failed call, by status, as spec §8 reads. */
export function messageForStatus(status: number, serverMessage?: string): string {
  if (status >= 500) return SERVER_BURNING_MESSAGE;
  return serverMessage || GENERIC_ERROR_MESSAGE;
}
