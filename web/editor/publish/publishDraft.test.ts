import { describe, expect, it } from 'vitest';
import { checkDraft, initialDraft, scheduledInstant, submitLabel } from './publishDraft';

const draft = initialDraft('ghost', { title: '  A title ', meta: 'The meta description' });

describe('the publish draft', () => {
  it('starts as a draft with the doc’s title and meta description', () => {
    expect(draft).toMatchObject({ target: 'ghost', status: 'draft', title: 'A title', excerpt: 'The meta description', tags: [] });
  });

  it('makes the request the server’s schema accepts', () => {
    const checked = checkDraft({ ...draft, tags: ['seo'], slug: 'a-title' });
    expect(checked.errors).toBeUndefined();
    expect(checked).toMatchObject({ request: { status: 'draft', title: 'A title', slug: 'a-title', tags: ['seo'] } });
  });

  it('names the fields the schema refuses', () => {
    const checked = checkDraft({ ...draft, title: ' ', slug: 'Not A Slug', featureImageUrl: 'ftp://x' });
    expect(Object.keys(checked.errors?.fields ?? {}).sort()).toEqual(['feature_image_url', 'slug', 'title']);
  });

  it('asks when a scheduled post goes live, and sends it as an ISO instant', () => {
    expect(checkDraft({ ...draft, status: 'scheduled' }).errors?.fields.scheduled_at).toBeTruthy();
    const checked = checkDraft({ ...draft, status: 'scheduled', scheduledAt: '2030-05-01T09:30' });
    expect(checked.errors).toBeUndefined();
    expect(checked.request?.scheduled_at).toBe(new Date('2030-05-01T09:30').toISOString());
    expect(scheduledInstant('nonsense')).toBeNull();
  });

  it('words the button by what happens', () => {
    expect(submitLabel(false, false)).toBe('Publish');
    expect(submitLabel(true, false)).toBe('Update post');
    expect(submitLabel(false, true)).toBe('Ask for approval');
    expect(submitLabel(true, true)).toBe('Ask for approval to update');
  });
});
