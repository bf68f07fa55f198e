import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

/**
 * Brand voices on /brandvoice (issue 21): a writer pastes some of their writing, the voice is drawn
 * from it (the default chat model is the offline engine here, and the page says so), they edit its
 * tone and find the voice in the list with the new tone.
 */
const SAMPLES = [
  "We bake every loaf by hand. You'll taste the difference on the first bite! Our sourdough rests for two full days before it meets the oven.",
  "Can't decide? Grab a sourdough sampler. We're sure you'll love it. Our bakers start the ovens at four in the morning, so your bread is warm when you wake up!",
  "Want to bake at home? We share our starter with anyone who asks. You don't need fancy tools: a bowl, flour, water and a little patience will do.",
].join('\n\n');

test('a writer creates a brand voice from pasted text, edits its tone and sees it in the list', async ({ page }) => {
  await signedInAt(page, 'brand-voice', '/brandvoice');
  await expect(page.getByTestId('brand-voices-empty')).toBeVisible();

  await page.getByTestId('brand-voice-new').click();
  const create = page.getByTestId('brand-voice-create-form');
  // Nothing to learn from yet: the dialog says so before sending anything.
  await create.getByTestId('brand-voice-name').fill('Corner Bakery');
  await create.getByTestId('brand-voice-create').click();
  await expect(create.getByRole('alert')).toHaveText('Add some text, a file or a URL to learn the brand voice from.');

  await create.getByTestId('brand-voice-text').fill(SAMPLES);
  await create.getByTestId('brand-voice-create').click();

  const profile = page.getByTestId('brand-voice-profile-form');
  await expect(profile.getByTestId('brand-voice-notice').first()).toContainText('Extracted without a model');
  await expect(profile.getByTestId('brand-voice-tone')).toHaveValue(/^Conversational/);
  await profile.getByTestId('brand-voice-tone').fill('Warm, cheeky and proud of the craft.');
  await profile.getByTestId('brand-voice-save').click();
  await expect(profile).toBeHidden();

  const card = page.getByTestId('brand-voice-card').filter({ hasText: 'Corner Bakery' });
  await expect(card.getByTestId('brand-voice-card-tone')).toHaveText('Warm, cheeky and proud of the craft.');
  // The trial plan keeps one brand voice: the server says no more may be made.
  await expect(page.getByTestId('brand-voice-new')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('brand-voice-card').filter({ hasText: 'Corner Bakery' }).getByTestId('brand-voice-card-tone')).toHaveText('Warm, cheeky and proud of the craft.');
});

test('a writing tool uses the brand voice the writer picks, and the result names it', async ({ page }) => {
  await signedInAt(page, 'brand-voice-used', '/brandvoice');
  await page.getByTestId('brand-voice-new').click();
  const create = page.getByTestId('brand-voice-create-form');
  await create.getByTestId('brand-voice-name').fill('Corner Bakery');
  await create.getByTestId('brand-voice-text').fill(SAMPLES);
  await create.getByTestId('brand-voice-create').click();
  const profile = page.getByTestId('brand-voice-profile-form');
  await profile.getByTestId('brand-voice-save').click();
  await expect(profile).toBeHidden();

  await page.goto('/standalones/intros');
  await page.getByTestId('tool-field-headline').fill('Why we start baking at four');
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await page.getByRole('combobox', { name: 'Brand voice' }).click();
  await page.getByRole('option', { name: 'Corner Bakery' }).click();
  await page.getByTestId('tool-generate').click();

  const result = page.getByTestId('tool-result');
  // The local model names the voice its instructions carried (server/test/fakeProviders/writingToolAnswers.ts).
  await expect(result).toContainText('(Written in the Corner Bakery voice.)');
  await expect(result.getByTestId('tool-brand-voice-used')).toContainText('Corner Bakery');
  await page.screenshot({ path: '/tmp/shots/tool-intros-brand-voice.png', fullPage: true });
});
