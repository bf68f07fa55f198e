import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_HTML_MAX, BLOG_TOO_LONG_MESSAGE } from '@core/api/blogs';
import { ERRORS } from '@core/errors';
import { saveBlog } from './blogs';
import { ApiError } from './client';

afterEach(() => vi.unstubAllGlobals());

const input = (html: string) => ({ save_id: 'doc-1', project_id: 'project-1', copy_to_save: html, output_type: 'blog' as const });

describe('saveBlog limits', () => {
  it('refuses a doc over the maximum before sending it, with the message people read', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await saveBlog(input(`<p>${'a'.repeat(BLOG_HTML_MAX)}</p>`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(BLOG_TOO_LONG_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a 413 from the server in the same words', async () => {
    const body = JSON.stringify({ error: 'payload_too_large', message: ERRORS.payload_too_large.message });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 413, headers: { 'content-type': 'application/json' } })));
    const error = (await saveBlog(input('<p>Hello</p>')).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(413);
    expect(error.message).toBe(BLOG_TOO_LONG_MESSAGE);
    expect(error.code).toBe('payload_too_large');
  });

  it('passes other refusals through as the server wrote them', async () => {
    const body = JSON.stringify({ error: 'bad_request', message: 'Please write more words before saving your blog.' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 400 })));
    expect(((await saveBlog(input('<p></p>')).catch((caught: unknown) => caught)) as ApiError).message).toBe('Please write more words before saving your blog.');
  });
});
