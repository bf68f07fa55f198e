import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATE_LIMITS, type TPromptTemplate } from '@core/api/promptTemplates';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { promptTemplates } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// Prompt templates through HTTP (issue 21): create, list, edit, delete, and the bad input each refuses.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
}, 60_000);
afterAll(() => close());

const headers = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const create = (user: TTestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/create/prompt/template', headers: headers(user), payload: { unique_id: user.unique_id, ...payload } });
const update = (user: TTestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/update/prompt/template', headers: headers(user), payload: { unique_id: user.unique_id, ...payload } });
const list = async (user: TTestUser) => {
  const response = await app.inject({ url: `/api/fetch/prompt/templates?unique_id=${user.unique_id}`, headers: headers(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ templates: TPromptTemplate[]; total: number; max: number }>();
};
const remove = (user: TTestUser, id: string) => app.inject({ method: 'DELETE', url: `/api/delete/prompt/template?save_id=${id}`, headers: headers(user) });

const EMAIL = { template: 'Cold email', description: 'A first email to a prospect.', formula: 'Write a cold email to {name} about {product}.' };

async function newTemplate(user: TTestUser, fields: Record<string, unknown> = EMAIL): Promise<TPromptTemplate> {
  const response = await create(user, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ template: TPromptTemplate }>().template;
}

describe('prompt templates: create, list, edit, delete', () => {
  it('creates a template with its variables, its own and unshared, and lists it', async () => {
    const user = await buildUser(app);
    const created = await newTemplate(user);
    expect(created).toMatchObject({
      ...EMAIL,
      content: '',
      variables: ['name', 'product'],
      sharedToTeam: false,
      team_id: null,
      isOwn: true,
      owner_name: null,
      abilities: { edit: true, delete: true, share: true, run: true, copy: false },
    });
    const listed = await list(user);
    expect(listed).toMatchObject({ total: 1, max: PROMPT_TEMPLATE_LIMITS.perUser });
    expect(listed.templates.map((template) => template.save_id)).toEqual([created.save_id]);
  });

  it('edits its name, description and formula, and the variables follow the formula', async () => {
    const user = await buildUser(app);
    const created = await newTemplate(user);
    const response = await update(user, { save_id: created.save_id, template: 'Warm email', description: '', formula: 'Thank {customer} for {{their}} order.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().template).toMatchObject({ save_id: created.save_id, template: 'Warm email', description: '', variables: ['customer'] });
    expect((await list(user)).templates[0]!.formula).toBe('Thank {customer} for {{their}} order.');
  });

  it('deletes it, and then it is gone (404)', async () => {
    const user = await buildUser(app);
    const created = await newTemplate(user);
    const deleted = await remove(user, created.save_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, save_id: created.save_id });
    expect((await list(user)).templates).toEqual([]);
    expect((await remove(user, created.save_id)).statusCode).toBe(404);
  });

  it('allows copying the result on a paid plan (copy/download rule)', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    expect((await newTemplate(user)).abilities.copy).toBe(true);
  });

  it('keeps a formula with markup as typed: it is text, never rendered', async () => {
    const user = await buildUser(app);
    const created = await newTemplate(user, { ...EMAIL, formula: 'Wrap {topic} in <h2> tags. <script>alert(1)</script>' });
    expect(created.formula).toBe('Wrap {topic} in <h2> tags. <script>alert(1)</script>');
  });
});

describe('prompt templates: bad input', () => {
  let user: TTestUser;
  beforeAll(async () => {
    user = await buildUser(app);
  });

  const expect400 = async (payload: Record<string, unknown>, message: string) => {
    const response = await create(user, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  };

  it('refuses empty fields', async () => {
    await expect400({ ...EMAIL, template: '   ' }, 'Please name the template.');
    await expect400({ ...EMAIL, formula: '' }, 'Please write the prompt.');
    await expect400({ description: 'x' }, 'Please name the template.');
  });

  it('refuses fields over their limits', async () => {
    await expect400({ ...EMAIL, template: 'n'.repeat(PROMPT_TEMPLATE_LIMITS.nameChars + 1) }, `at most ${PROMPT_TEMPLATE_LIMITS.nameChars} characters`);
    await expect400({ ...EMAIL, description: 'd'.repeat(PROMPT_TEMPLATE_LIMITS.descriptionChars + 1) }, `at most ${PROMPT_TEMPLATE_LIMITS.descriptionChars} characters`);
    await expect400({ ...EMAIL, formula: 'f'.repeat(PROMPT_TEMPLATE_LIMITS.formulaChars + 1) }, `at most ${PROMPT_TEMPLATE_LIMITS.formulaChars} characters`);
    const many = Array.from({ length: PROMPT_TEMPLATE_LIMITS.variables + 1 }, (_, i) => `{v${i}}`).join(' ');
    await expect400({ ...EMAIL, formula: many }, `at most ${PROMPT_TEMPLATE_LIMITS.variables} variables`);
  });

  it('refuses HTML in the name and the description', async () => {
    await expect400({ ...EMAIL, template: '<img src=x onerror=alert(1)>' }, 'HTML tags are not allowed');
    await expect400({ ...EMAIL, description: 'Hi <script>alert(1)</script>' }, 'HTML tags are not allowed');
  });

  it('refuses a formula with malformed placeholders, on create and on edit', async () => {
    await expect400({ ...EMAIL, formula: 'Write to {first name}.' }, 'not a variable');
    await expect400({ ...EMAIL, formula: 'Write to {name.' }, 'without its');
    const created = await newTemplate(user);
    const response = await update(user, { ...EMAIL, save_id: created.save_id, formula: 'Write to name}.' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('without its');
  });

  it('answers 404 for a malformed or missing id', async () => {
    expect((await update(user, { ...EMAIL, save_id: 'not-an-id' })).statusCode).toBe(404);
    expect((await remove(user, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses acting as someone else (403) and a stranger’s team_id (403)', async () => {
    const other = await buildUser(app);
    expect((await create(user, { ...EMAIL, unique_id: other.unique_id })).statusCode).toBe(403);
    expect((await create(user, { ...EMAIL, team_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(403);
  });

  it(`keeps at most ${PROMPT_TEMPLATE_LIMITS.perUser} templates a person (409)`, async () => {
    const full = await buildUser(app);
    const rows = Array.from({ length: PROMPT_TEMPLATE_LIMITS.perUser }, (_, i) => ({ userId: full.unique_id, template: `T${i}`, formula: 'Hi.' }));
    await ctx.db.insert(promptTemplates).values(rows);
    const response = await create(full, EMAIL);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toContain(`at most ${PROMPT_TEMPLATE_LIMITS.perUser} templates`);
    const [first] = await ctx.db.select().from(promptTemplates).where(eq(promptTemplates.userId, full.unique_id)).limit(1);
    expect((await remove(full, first!.id)).statusCode).toBe(200);
    expect((await create(full, EMAIL)).statusCode).toBe(201);
  });

  it('lets only one of several creations at once take the last place', async () => {
    const nearlyFull = await buildUser(app);
    const rows = Array.from({ length: PROMPT_TEMPLATE_LIMITS.perUser - 1 }, (_, i) => ({ userId: nearlyFull.unique_id, template: `T${i}`, formula: 'Hi.' }));
    await ctx.db.insert(promptTemplates).values(rows);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => create(nearlyFull, { ...EMAIL, template: `At once ${i}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await ctx.db.$count(promptTemplates, eq(promptTemplates.userId, nearlyFull.unique_id))).toBe(PROMPT_TEMPLATE_LIMITS.perUser);
  });
});
