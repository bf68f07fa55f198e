import { expect, test, type Page } from '@playwright/test';
import { fillSignInForm, newUser, signUpViaApi, type TSignedUpUser } from './support';

/** The user's first project id, from their record. */
async function firstProjectId(page: Page, user: TSignedUpUser): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  const body = (await response.json()) as { projects: { _id: string }[] };
  return body.projects[0]!._id;
}

/** Saves a chat through the spec's save call (the page no longer does: the server saves each answer). */
async function saveChat(page: Page, user: TSignedUpUser, fields: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/save/user/chat', {
    data: { unique_id: user.uid, project_id: await firstProjectId(page, user), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { chat: { save_id: string } }).chat.save_id;
}

/** Uploads a text file as an asset of the user's first project (POST /api/upload/assets). */
async function uploadTextAsset(page: Page, user: TSignedUpUser, name: string, text: string): Promise<void> {
  const projectId = await firstProjectId(page, user);
  const response = await page.request.post(`/api/upload/assets?unique_id=${user.uid}&project_id=${projectId}`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { results: { asset: { status: string } | null; error: string | null }[] };
  expect(body.results[0]?.error ?? null).toBeNull();
}

/** The fake OpenAI-compatible model playwright.config.ts starts; gpt-4 runs on it. */
const FAKE_MODEL_REQUESTS = 'http://127.0.0.1:3191/_fake/requests';
type TFakeRequestSeen = { prompt: string; closedEarly: boolean; finished: boolean; tokensSent: number };

async function pickModel(page: Page, model: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
}

/** Types a question and sends it. */
async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** A new user on /factgpt, with a model picked when one is given. */
async function openFactgpt(page: Page, tag: string, model?: string): Promise<TSignedUpUser> {
  const user = await signUpViaApi(page, newUser(tag));
  await page.goto('/factgpt');
  if (model) await pickModel(page, model);
  return user;
}

const chatList = (page: Page) => page.getByRole('navigation', { name: 'Chats' }).first();

test.describe('FactGPT', () => {
  test('reopening a saved chat restores its answers, mode, sources and model; deleting it removes it', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('factgpt-reopen'));
    await saveChat(page, user, {
      chat_history: [
        { role: 'user', content: 'What does the pricing page say?' },
        { role: 'assistant', content: 'It lists three plans [1].', engine: 'model', model: 'gpt-4' },
      ],
      mode: 'asset_url',
      search_obj: { filename: [], url: [{ asset_id: 'asset-1', label: 'Pricing page' }], domain: [] },
      follow_up: ['Which plan is cheapest?'],
      model: 'gpt-4',
    });
    await page.goto('/factgpt');
    await expect(page.getByRole('heading', { name: 'FactGPT' })).toBeVisible();
    await chatList(page).getByRole('button', { name: /^What does the pricing page say\?/ }).click();

    await expect(page.getByTestId('answer')).toContainText('It lists three plans');
    await expect(page.getByTestId('engine-label')).toHaveText('Model: gpt-4');
    await expect(page.getByRole('combobox', { name: 'Mode', exact: true })).toHaveValue('URLs');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('gpt-4');
    await expect(page.getByLabel('Selected sources')).toContainText('Pricing page');
    await expect(page.getByRole('button', { name: 'Which plan is cheapest?' })).toBeVisible();

    // Spec §4: changing the mode clears the selected sources.
    await page.getByRole('combobox', { name: 'Mode', exact: true }).click();
    await page.getByRole('option', { name: 'Files' }).click();
    await expect(page.getByLabel('Selected sources')).toHaveCount(0);

    await chatList(page).getByRole('button', { name: /Delete chat What does the pricing page say/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete chat' }).click();
    await expect(chatList(page).getByText('No saved chats in this project yet.')).toBeVisible();
    await expect(page.getByTestId('empty-chat')).toBeVisible();
  });

  test('the chat list shows the newest 30 and older chats on request', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('factgpt-older'));
    for (let index = 1; index <= 32; index += 1) {
      await saveChat(page, user, { chat_history: [{ role: 'user', content: `Question number ${index}` }], mode: 'instruct' });
    }
    await page.goto('/factgpt');
    const chats = chatList(page).getByRole('button', { name: /^Question number \d+/ });
    await expect(chats).toHaveCount(30);
    await expect(chats.first()).toContainText('Question number 32');
    await chatList(page).getByRole('button', { name: 'Show older chats' }).click();
    await expect(chats).toHaveCount(32);
    await expect(chats.last()).toContainText('Question number 1');
    await expect(chatList(page).getByRole('button', { name: 'Show older chats' })).toHaveCount(0);
    await chats.last().click();
    await expect(page.getByTestId('question')).toHaveText('Question number 1');
  });

  test('a model answer streams word by word, Stop ends it and the provider call; follow-ups come with full answers', async ({ page }) => {
    await openFactgpt(page, 'factgpt-stream', 'gpt-4');

    // A full answer brings follow-up suggestions; a chip asks one.
    await ask(page, 'What is a tide?');
    await expect(page.getByTestId('answer').first()).toContainText('This answer comes from the local test model.');
    await expect(page.getByTestId('engine-label').first()).toHaveText('Model: fake-model');
    await page.getByRole('button', { name: 'How was this measured?' }).click();
    await expect(page.getByTestId('question').nth(1)).toHaveText('How was this measured?');
    await expect(page.getByTestId('answer').nth(1)).toContainText('This answer comes from the local test model.');

    const question = `Please give a long answer about tides ${Date.now()}`;
    await ask(page, question);
    const answer = page.getByTestId('answer').nth(2);
    await expect(answer).toHaveAttribute('aria-busy', 'true');
    await expect(answer.getByTestId('answer-text')).toContainText('slow3');
    // Still streaming: the answer is not all there yet, and the follow-ups of the last answer are gone.
    await expect(answer.getByTestId('answer-text')).not.toContainText('slow120');
    await expect(page.getByRole('group', { name: 'Suggested follow-up questions' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop' }).click();

    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(answer).not.toHaveAttribute('aria-busy', 'true');
    await expect(answer).toContainText('Stopped');
    const kept = (await answer.getByTestId('answer-text').textContent()) ?? '';
    expect(kept).toContain('slow1');
    expect(kept).not.toContain('slow120');
    // The stop reached the provider: it saw the connection close before the answer ended.
    await expect
      .poll(async () => {
        const seen = (await (await page.request.get(FAKE_MODEL_REQUESTS)).json()) as TFakeRequestSeen[];
        const mine = seen.find((request) => request.prompt.includes(question));
        return mine ? { closedEarly: mine.closedEarly, finished: mine.finished } : null;
      })
      .toEqual({ closedEarly: true, finished: false });

    // The chat was saved with its model; reopening restores it, the stopped answer marked so.
    await page.reload();
    await chatList(page).getByRole('button', { name: /^What is a tide\?/ }).click();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('gpt-4');
    await expect(page.getByTestId('answer')).toHaveCount(3);
    await expect(page.getByTestId('answer').nth(2)).toContainText('Stopped before the end');
    await page.screenshot({ path: '/tmp/factgpt-stopped.png', fullPage: true });
  });

  test('starting a new chat while an answer streams stops it and keeps it in its own chat', async ({ page }) => {
    await openFactgpt(page, 'factgpt-leave', 'gpt-4');
    await ask(page, 'Give a long answer about waves');
    await expect(page.getByTestId('answer-text')).toContainText('slow2');
    await chatList(page).getByRole('button', { name: 'New chat' }).click();

    await expect(page.getByTestId('empty-chat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const left = chatList(page).getByRole('button', { name: /^Give a long answer about waves/ });
    await left.click();
    await expect(page.getByTestId('answer')).toContainText('Stopped');
    await expect(page.getByTestId('answer-text')).toContainText('slow1');
  });

  test('a provider failure is shown on the answer and the question is not saved', async ({ page }) => {
    await openFactgpt(page, 'factgpt-fail', 'gpt-4');
    await ask(page, 'Trigger fake-status-500 now');
    const failure = page.getByTestId('answer').getByRole('alert');
    await expect(failure).toBeVisible();
    expect((await failure.textContent())?.length).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(chatList(page).getByText('No saved chats in this project yet.')).toBeVisible();
  });

  test('the offline engine names itself, says what it cannot do, and the chat is saved', async ({ page }) => {
    await openFactgpt(page, 'factgpt-offline');
    const streamed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/generate/query/stream');
    // One call per answer (issue 15): no fair-usage check before it, no save after it; the server saves the chat.
    const otherCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(save\/user\/chat|update\/chat|fair\/usage\/check)/.test(path)) otherCalls.push(path);
    });
    await ask(page, 'Write me a poem about the sea');
    // Spec §7: the call names its model even when the picker was left on the default (§9: azure-gpt), and the chat keeps it.
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('azure-gpt');
    expect((await streamed).postDataJSON()).toMatchObject({ model: 'azure-gpt', mode: 'instruct', chat_id: null });

    await expect(page.getByTestId('question')).toHaveText('Write me a poem about the sea');
    await expect(page.getByTestId('engine-label')).toHaveText('Offline engine');
    const notice = page.getByTestId('engine-notice');
    await expect(notice).toContainText('cannot answer without sources (instruct mode)');
    await expect(notice).toContainText('Ask your administrator');

    // Saved with the answer: it is in the list, and reopening it shows the same answer.
    const saved = chatList(page).getByRole('button', { name: /^Write me a poem about the sea/ });
    await expect(saved).toBeVisible();
    expect(otherCalls).toEqual([]);
    await page.reload();
    await chatList(page).getByRole('button', { name: /^Write me a poem about the sea/ }).click();
    await expect(page.getByTestId('engine-notice')).toContainText('cannot answer without sources (instruct mode)');
  });

  test('an answer from attached files cites its passages; a follow-up chip asks again', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('factgpt-cite'));
    await uploadTextAsset(
      page,
      user,
      'aurora-launch-notes.txt',
      'The Aurora launch moved to May 14 because the battery supplier delivered late. ' +
        'Marketing will announce the new date on April 2. The price stays at 499 dollars.',
    );
    await page.goto('/factgpt');
    await page.getByRole('combobox', { name: 'Mode', exact: true }).click();
    await page.getByRole('option', { name: 'Files' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await page.getByRole('button', { name: /Attach files \(0\/\d+\)/ }).click();
    await page.getByRole('checkbox', { name: 'aurora-launch-notes.txt' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Selected sources')).toContainText('aurora-launch-notes.txt');

    await ask(page, 'When did the Aurora launch move?');
    const answer = page.getByTestId('answer');
    await expect(answer).toContainText('The Aurora launch moved to May 14');
    await expect(page.getByTestId('engine-label')).toHaveText('Offline engine');

    // The citation opens the passage it cites, with its source.
    await answer.getByRole('button', { name: /^Source 1: aurora-launch-notes\.txt/ }).click();
    const passage = page.getByTestId('passage-1');
    await expect(passage).toContainText('aurora-launch-notes.txt');
    await expect(passage).toContainText('battery supplier delivered late');
    await expect(passage.getByRole('link', { name: 'Open in Assets' })).toHaveAttribute('href', /\/assets\?asset_id=[^&]+&passage=0$/);
    await page.keyboard.press('Escape');

    // A follow-up suggestion asks its question in the same chat.
    const chip = page.getByRole('group', { name: 'Suggested follow-up questions' }).getByRole('button').first();
    const followUp = (await chip.textContent()) ?? '';
    expect(followUp).toContain('aurora-launch-notes.txt');
    const followed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/generate/query/stream');
    await chip.click();
    // The follow-up names the chat the first answer was saved to, so the server appends to it.
    expect((await followed).postDataJSON()).toMatchObject({ chat_id: expect.any(String) });
    await expect(page.getByTestId('question')).toHaveCount(2);
    await expect(page.getByTestId('question').nth(1)).toHaveText(followUp);
    await expect(page.getByTestId('answer')).toHaveCount(2);
    await expect(page.getByTestId('answer').nth(1).getByTestId('engine-label')).toHaveText('Offline engine');
    await page.screenshot({ path: '/tmp/factgpt-citations.png', fullPage: true });

    // Reopening restores the mode and the attached file.
    await page.reload();
    await chatList(page).getByRole('button', { name: /^When did the Aurora launch move\?/ }).click();
    await expect(page.getByRole('combobox', { name: 'Mode', exact: true })).toHaveValue('Files');
    await expect(page.getByLabel('Selected sources')).toContainText('aurora-launch-notes.txt');
    await expect(page.getByTestId('answer')).toHaveCount(2);

    // "Open in Assets" shows the file with the cited passage marked; closing it leaves the plain page.
    await page.getByTestId('answer').first().getByRole('button', { name: /^Source 1: aurora-launch-notes\.txt/ }).click();
    await page.getByTestId('passage-1').getByRole('link', { name: 'Open in Assets' }).click();
    await expect(page).toHaveURL(/\/assets\?asset_id=/);
    const preview = page.getByRole('dialog', { name: 'aurora-launch-notes.txt' });
    await expect(preview.getByTestId('cited-passage')).toContainText('battery supplier delivered late');
    await expect(preview.getByTestId('cited-passage')).toContainText('Cited passage');
    await page.screenshot({ path: '/tmp/assets-cited-passage.png' });
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);
    await expect(page).toHaveURL(/\/assets$/);
  });

  test('on a phone the chat list opens from the Chats button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await signUpViaApi(page, newUser('factgpt-phone'));
    await saveChat(page, user, {
      chat_history: [
        { role: 'user', content: 'Summarise the launch notes' },
        { role: 'assistant', content: 'The launch moved to May.', engine: 'offline', model: 'offline' },
      ],
    });
    await page.goto('/factgpt');
    await expect(page.getByRole('navigation', { name: 'Chats' })).toBeHidden();
    await page.getByRole('button', { name: 'Chats', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Summarise the launch notes/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('engine-label')).toHaveText('Offline engine');
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport();
    await page.screenshot({ path: '/tmp/factgpt-phone.png', fullPage: true });
  });

  test('a question asked before signing in waits in the box after sign-in', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('factgpt-handoff'));
    await page.request.post('/api/auth/sign-out', { headers: { origin: 'http://127.0.0.1:3100' } });
    await page.context().clearCookies();
    await page.goto('/factgpt?factgpt=What%20is%20topical%20authority%3F');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignInForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/factgpt');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is topical authority?');
  });
});
