import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BLOG_HTML_MAX, BLOG_SAVE_BODY_MAX_BYTES, BLOG_TOO_LONG_MESSAGE, BLOG_YDOC_BASE64_MAX } from '@core/api/blogs';
import { writeHtmlIntoYDoc } from '@core/editor/yjsHtml';
import { ERRORS } from '@core/errors';
import { serverDocument } from '../../editor/serverDom';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

/**
 * The doc save's limits agree: a doc at the schema's maximum fits the save's body limit, even in
 * three-byte characters with its Yjs state, and what is over either limit gets a message for people.
 */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ LOG_LEVEL: 'error' });
  ann = await buildUser(harness.app);
});
afterAll(async () => harness.close());

const post = (url: string, payload: string | object, cookie: string | null = ann.cookie) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const blankDoc = async () => (await post('/api/create/user/copy', { project_id: ann.projects[0]!._id })).json<{ copy: { _id: string } }>().copy._id;

/** What the editor's Save sends for a doc of this HTML: the HTML and the whole Yjs state in base64. */
function editorSave(id: string, html: string) {
  const doc = new Y.Doc();
  writeHtmlIntoYDoc(doc, html, serverDocument());
  const encodedYdoc = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
  return { save_id: id, project_id: ann.projects[0]!._id, copy_to_save: html, meta_data: { encodedYdoc }, output_type: 'blog' };
}

describe('doc size limits', () => {
  it('saves a doc just under the maximum, in three-byte characters with its Yjs state, through the HTTP route', async () => {
    const id = await blankDoc();
    const html = `<p>${'中'.repeat(BLOG_HTML_MAX - 10)}</p>`;
    const body = JSON.stringify(editorSave(id, html));
    // Far past Fastify's default 1 MiB, most of the Yjs state's own maximum, and still inside the save's limit.
    expect(Buffer.byteLength(body)).toBeGreaterThan(30 * 1_048_576);
    expect(JSON.parse(body).meta_data.encodedYdoc.length).toBeGreaterThan(BLOG_YDOC_BASE64_MAX * 0.8);
    expect(Buffer.byteLength(body)).toBeLessThan(BLOG_SAVE_BODY_MAX_BYTES);
    const response = await post('/api/save/user/copy', body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const fetched = await harness.app.inject({ method: 'GET', url: `/api/get/saved/copy/internal?copy_id=${id}`, headers: { cookie: ann.cookie } });
    expect(fetched.json().copy.copy_to_save).toBe(html);
  }, 120_000);

  it('refuses a doc over the maximum with a message for people, naming the field', async () => {
    const id = await blankDoc();
    const response = await post('/api/save/user/copy', { save_id: id, project_id: ann.projects[0]!._id, copy_to_save: `<p>${'a'.repeat(BLOG_HTML_MAX)}</p>` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: BLOG_TOO_LONG_MESSAGE, field: 'copy_to_save' });
  });

  it('answers a body past the save\'s limit with 413 and the catalogue\'s message, and a stranger\'s with 401 first', async () => {
    const huge = JSON.stringify({ project_id: ann.projects[0]!._id, copy_to_save: 'a'.repeat(BLOG_SAVE_BODY_MAX_BYTES) });
    const tooLarge = await post('/api/save/user/copy', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'payload_too_large', message: ERRORS.payload_too_large.message });
    // No session: refused before the body is read, so only signed-in people can send a large body.
    expect((await post('/api/save/user/copy', huge, null)).statusCode).toBe(401);
  }, 60_000);

  it('keeps the 1 MiB limit on other calls', async () => {
    const response = await post('/api/create/user/copy', { project_id: ann.projects[0]!._id, title: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });
});
