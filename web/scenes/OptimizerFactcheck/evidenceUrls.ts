import { FACTCHECK_MAX_URLS } from '@core/api/factcheck';

/** The addresses typed one per line, blank lines and repeats dropped, and what is wrong with them (null when nothing). */
export function evidenceUrls(value: string): { urls: string[]; problem: string | null } {
  const urls = [...new Set(value.split('\n').map((line) => line.trim()).filter(Boolean))];
  const bad = urls.find((url) => !/^https?:\/\/[^\s/]+/i.test(url));
  if (bad) return { urls, problem: `“${bad}” is not a web address (it should start with http:// or https://).` };
  if (urls.length > FACTCHECK_MAX_URLS) return { urls, problem: `At most ${FACTCHECK_MAX_URLS} addresses at a time.` };
  return { urls, problem: null };
}
