import { ZPublishOptions, type TPublishStatus, type TPublishTarget } from '@core/api/integrations';
import type { TPublishRequest } from '@web/api/integrations';
import { errorsFromZod, type TFormErrors } from '@web/scenes/Login/formErrors';

/** The publish form as typed; `scheduledAt` is the datetime-local input's value (local time). */
export type TPublishDraft = {
  target: TPublishTarget;
  status: TPublishStatus;
  scheduledAt: string;
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  featureImageUrl: string;
};

/** The request fields the form has inputs for (a server refusal naming one shows under it). */
export const PUBLISH_FIELDS = ['status', 'scheduled_at', 'title', 'slug', 'excerpt', 'tags', 'feature_image_url'] as const;

/** A new draft: the doc's title, and its meta description as the excerpt. */
export function initialDraft(target: TPublishTarget, doc: { title: string; meta: string }): TPublishDraft {
  return { target, status: 'draft', scheduledAt: '', title: doc.title.trim(), slug: '', excerpt: doc.meta.trim(), tags: [], featureImageUrl: '' };
}

/** The local date-time of the input as an ISO instant, or null when it is not a date. */
export function scheduledInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The request a draft makes, checked with the server's schema; or the messages to show under its fields. */
export function checkDraft(draft: TPublishDraft): { request: TPublishRequest; errors?: undefined } | { request?: undefined; errors: TFormErrors } {
  const scheduledAt = draft.status === 'scheduled' ? scheduledInstant(draft.scheduledAt) : null;
  if (draft.status === 'scheduled' && !scheduledAt) {
    return { errors: { fields: { scheduled_at: 'Choose the date and time the post goes live.' }, form: null } };
  }
  const parsed = ZPublishOptions.safeParse({
    status: draft.status,
    scheduled_at: scheduledAt ?? undefined,
    title: draft.title,
    slug: draft.slug,
    excerpt: draft.excerpt,
    tags: draft.tags,
    feature_image_url: draft.featureImageUrl,
  });
  if (!parsed.success) return { errors: errorsFromZod(parsed.error) };
  return { request: parsed.data };
}

/**
 * Targets whose API cannot change a post once it is made: the server refuses a second publish of
 * the same doc there (server/integrations/deliveryStarter.ts), so the form does not offer one.
 */
export const PUBLISH_ONCE_TARGETS: ReadonlySet<TPublishTarget> = new Set<TPublishTarget>(['medium']);

/** The submit button's words: an update when the doc is already there, a request when an admin approves. */
export function submitLabel(published: boolean, needsApproval: boolean): string {
  if (needsApproval) return published ? 'Ask for approval to update' : 'Ask for approval';
  return published ? 'Update post' : 'Publish';
}
