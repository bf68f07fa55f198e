import { sendErrorLog } from '@web/api/errorLogs';

/**
 * Sends browser failures to /api/insert/error/logs so the operator hears about them. Identical
 * messages are sent once and a page sends at most 20, so a crash loop cannot flood the log.
 */
const MAX_REPORTS_PER_PAGE = 20;
const MAX_MESSAGE_CHARS = 10_000;

let identity: { uid?: string; email?: string } = {};
const sent = new Set<string>();

/** Who is signed in, so reports can be traced to an account; cleared on sign-out. */
export function setErrorReportIdentity(next: { uid?: string; email?: string }): void {
  identity = next;
}

export function describeError(error: unknown, context?: string): string {
  const base =
    error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
  const where = typeof window === 'undefined' ? '' : `\nat ${window.location.pathname}`;
  return `${context ? `${context}: ` : ''}${base}${where}`.slice(0, MAX_MESSAGE_CHARS);
}

export function reportClientError(error: unknown, context?: string): void {
  const message = describeError(error, context);
  if (sent.has(message) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(message);
  sendErrorLog({ unique_id: identity.uid, email: identity.email, message }).catch(() => {
    // The report itself failed (offline, server down): nothing more to do from here.
  });
}

/** Reports uncaught errors and unhandled promise rejections of the whole page. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, 'Uncaught error'));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason, 'Unhandled rejection'));
}
