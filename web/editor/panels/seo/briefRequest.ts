import { ZCreateBriefInput } from '@core/api/seo';
import type { TBriefRequest } from '@web/api/seoBriefs';

/** What the brief form holds, as typed. */
export type TBriefFormValues = {
  keyword: string;
  secondaryKeywords: string[];
  language: string;
  country: string;
  /** One page address per line. */
  urls: string;
};

export type TBriefFormErrors = Partial<Record<'keyword' | 'secondaryKeywords' | 'urls', string>>;

/** Lines of the pasted-pages box that hold something. */
export function urlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Checks the form against the API's own schema (same rules and words as the server's 400), so the
 * writer sees each problem beside its field before anything is sent.
 */
export function briefRequestOf(values: TBriefFormValues, target: { blogId?: string; projectId?: string } = {}): { request: TBriefRequest } | { errors: TBriefFormErrors } {
  const body = {
    unique_id: 'form',
    keyword: values.keyword,
    secondary_keywords: values.secondaryKeywords,
    language: values.language,
    country: values.country,
    urls: urlLines(values.urls),
    ...(target.blogId ? { blog_id: target.blogId } : {}),
    ...(target.projectId ? { project_id: target.projectId } : {}),
  };
  const parsed = ZCreateBriefInput.safeParse(body);
  if (parsed.success) {
    const { unique_id: _uid, team_id: _team, ...request } = parsed.data;
    return { request };
  }
  const errors: TBriefFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const key = field === 'keyword' ? 'keyword' : field === 'secondary_keywords' ? 'secondaryKeywords' : field === 'urls' ? 'urls' : null;
    if (!key || errors[key]) continue;
    // A bad line names itself, so the writer finds it in a long list.
    errors[key] = key === 'urls' && typeof index === 'number' ? `${body.urls[index]}: ${issue.message}` : issue.message;
  }
  return { errors };
}
