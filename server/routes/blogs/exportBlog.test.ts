import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams, users } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const HTML = [
  '<h1>Brewing guide</h1>',
  '<p>Grind <strong>fresh</strong>, pour <em>slowly</em>, and read <a href="https://example.com/more">the notes</a>.</p>',
  '<h2>Steps</h2><ol><li><p>Heat water</p></li><li><p>Bloom the grounds</p><ul><li><p>30 seconds</p></li></ul></li></ol>',
  '<ul><li>Kettle</li><li>Scale</li></ul>',
  '<blockquote><p>Patience makes coffee.</p></blockquote>',
  '<pre><code>ratio = 1:16</code></pre>',
  '<table><tbody><tr><th>Bean</th><th>Grams</th></tr><tr><td>Ethiopia</td><td>18</td></tr></tbody></table>',
  '<p><img src="https://example.com/cup.png" alt="A cup"></p>',
].join('');

const paidUser = async () => {
  const user = await buildUser(harness.app);
  // Before the first flag evaluation, so no cached flags hold the old plan.
  await harness.ctx.db.update(users).set({ planName: 'pro_monthly_usd_49' }).where(eq(users.id, user.unique_id));
  return user;
};
const saveDoc = async (user: TTestUser, extra: object = {}) => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/save/user/copy',
    headers: { cookie: user.cookie },
    payload: { project_id: user.projects[0]!._id, title: 'Brewing: a guide', copy_to_save: HTML, meta_data: { meta: 'All about brewing.' }, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy._id as string;
};
const download = (user: TTestUser, id: string, format: string, extra = '') =>
  harness.app.inject({ method: 'GET', url: `/api/export/blog?copy_id=${id}&format=${format}${extra}`, headers: { cookie: user.cookie } });

describe('doc exports', () => {
  it('writes a DOCX whose text reads back the same (and a Pages copy)', async () => {
    const user = await paidUser();
    const id = await saveDoc(user);
    for (const format of ['docx', 'pages']) {
      const response = await download(user, id, format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(response.headers['content-disposition']).toContain(format === 'pages' ? 'filename="Brewing a guide (Pages).docx"' : 'filename="Brewing a guide.docx"');
      const buffer = response.rawPayload;
      const { value: text } = await mammoth.extractRawText({ buffer });
      const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
      expect(lines).toEqual([
        'Brewing: a guide',
        'Brewing guide',
        'Grind fresh, pour slowly, and read the notes.',
        'Steps',
        'Heat water',
        'Bloom the grounds',
        '30 seconds',
        'Kettle',
        'Scale',
        'Patience makes coffee.',
        'ratio = 1:16',
        'Bean',
        'Grams',
        'Ethiopia',
        '18',
        '[Image: A cup]',
      ]);
      const { value: html } = await mammoth.convertToHtml({ buffer });
      expect(html).toMatch(/^<h1>Brewing: a guide<\/h1><h1>Brewing guide<\/h1>/);
      expect(html).toContain('<h2>Steps</h2>');
      expect(html).toContain('<strong>fresh</strong>');
      expect(html).toContain('<em>slowly</em>');
      expect(html).toContain('<a href="https://example.com/more">the notes</a>');
      expect(html).toMatch(/<ol><li>Heat water<\/li><li>Bloom the grounds<ul><li>30 seconds<\/li><\/ul><\/li><\/ol>/);
      expect(html).toContain('<ul><li>Kettle</li><li>Scale</li></ul>');
      expect(html).toContain('<table>');
      expect(html).toContain('<a href="https://example.com/cup.png">[Image: A cup]</a>');
    }
  });

  it('writes Markdown and a standalone HTML file', async () => {
    const user = await paidUser();
    const id = await saveDoc(user, { copy_to_save: `${HTML}<p>x<script>alert(1)</script></p>` });
    const md = await download(user, id, 'md');
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toMatch(/^# Brewing: a guide\n\n# Brewing guide\n/);
    expect(md.body).toContain('Grind **fresh**, pour *slowly*, and read [the notes](https://example.com/more).');
    expect(md.body).toContain('## Steps');
    expect(md.body).toMatch(/1\.\s+Heat water/);
    expect(md.body).toMatch(/ {4}-\s+30 seconds/);
    expect(md.body).toContain('> Patience makes coffee.');
    expect(md.body).toContain('```\nratio = 1:16\n```');
    expect(md.body).toContain('| Bean | Grams |\n| --- | --- |\n| Ethiopia | 18 |');
    expect(md.body).toContain('![A cup](https://example.com/cup.png)');
    expect(md.body).not.toContain('alert');

    const html = await download(user, id, 'html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toMatch(/^<!doctype html>/);
    expect(html.body).toContain('<title>Brewing: a guide</title>');
    expect(html.body).toContain('<article>\n<h1>Brewing: a guide</h1><h1>Brewing guide</h1>');
    expect(html.body).toContain('<meta name="description" content="All about brewing.">');
    expect(html.body).toContain('<h2>Steps</h2>');
    expect(html.body).not.toContain('<script');
  });

  it('opens every format with the doc\'s title as a heading, once', async () => {
    const user = await paidUser();
    const id = await saveDoc(user, { title: 'Tea & biscuits: a <short> history', copy_to_save: '<p>Dunk briefly.</p>' });
    for (const format of ['docx', 'pages']) {
      const buffer = (await download(user, id, format)).rawPayload;
      expect((await mammoth.convertToHtml({ buffer })).value).toBe('<h1>Tea &amp; biscuits: a &lt;short&gt; history</h1><p>Dunk briefly.</p>');
    }
    const html = (await download(user, id, 'html')).body;
    expect(html).toContain('<article>\n<h1>Tea &amp; biscuits: a &lt;short&gt; history</h1><p>Dunk briefly.</p>\n</article>');
    expect((await download(user, id, 'md')).body).toBe('# Tea & biscuits: a \\<short> history\n\nDunk briefly.\n');

    // A body that already opens with the title keeps its own heading, not a second one.
    const same = await saveDoc(user, { title: 'Brewing guide' });
    expect((await download(user, same, 'md')).body).toMatch(/^# Brewing guide\n\nGrind/);
    const { value: text } = await mammoth.extractRawText({ buffer: (await download(user, same, 'docx')).rawPayload });
    expect(text.split('\n').filter((line) => line.trim())[0]).toBe('Brewing guide');
    expect(text.match(/Brewing guide/g)).toHaveLength(1);
  });

  it('follows the copy/download rule: free plans are refused, team mode is allowed', async () => {
    const free = await buildUser(harness.app);
    const id = await saveDoc(free);
    for (const format of ['docx', 'pages', 'html', 'md']) {
      const response = await download(free, id, format);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('copy_restricted');
    }
    const admin = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: free.unique_id },
    ]);
    const teamDoc = await saveDoc(free, { team_id: team!.id, project_id: admin.projects[0]!._id });
    expect((await download(free, teamDoc, 'md', `&team_id=${team!.id}`)).statusCode).toBe(200);
  });

  it('hides other users\' docs and refuses unknown formats', async () => {
    const owner = await paidUser();
    const other = await paidUser();
    const id = await saveDoc(owner);
    expect((await download(other, id, 'docx')).statusCode).toBe(404);
    expect((await download(owner, id, 'pdf')).statusCode).toBe(400);
  });
});
