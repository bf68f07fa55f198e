import { expect, test, type Page } from '@playwright/test';
import { ADMIN, mainNav, signedInAt, signInAdmin } from './support';

/** The floating feedback button of the signed-in pages. */
const feedbackButton = (page: Page) => page.getByRole('button', { name: 'Give feedback' });
/** The chat-support button; its name carries the unread count ("Chat with support (1 unread)"). */
const supportButton = (page: Page) => page.getByRole('button', { name: /^Chat with support/ });

test('a person hides the feedback button, it stays hidden after a reload, and the profile menu brings it back', async ({ page }) => {
  await signedInAt(page, 'feedback-hide');
  await expect(feedbackButton(page)).toBeVisible();
  await page.screenshot({ path: 'test-results/feedback-widget.png' });

  await page.getByRole('button', { name: 'Hide feedback button' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback button hidden. Bring it back from the profile menu.' })).toBeVisible();
  await expect(feedbackButton(page)).toHaveCount(0);

  // Remembered on the account: after a reload (the signed-in extras loaded, the chat button shows) it stays hidden.
  await page.reload();
  await expect(supportButton(page)).toBeVisible();
  await expect(feedbackButton(page)).toHaveCount(0);

  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Show feedback button' }).click();
  await expect(feedbackButton(page)).toBeVisible();
  await page.reload();
  await expect(feedbackButton(page)).toBeVisible();
  // While it shows, the menu has nothing to bring back.
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Show feedback button' })).toHaveCount(0);
});

test('a person sends feedback from a page and an administrator reads it on the admin page', async ({ page, browser }) => {
  const writer = await signedInAt(page, 'feedback-send', '/blogs');
  await feedbackButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog.getByText('Sent with the page you are on: /blogs')).toBeVisible();

  // Empty, then over the limit: the server's message shows under the field.
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please write your feedback.')).toBeVisible();
  await dialog.getByLabel('Your feedback').fill('x'.repeat(2_001));
  await expect(dialog.getByText('2,001 / 2,000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Feedback can be at most 2,000 characters.')).toBeVisible();

  const message = `The docs list could sort by title (${writer.email})`;
  await dialog.getByLabel('Your feedback').fill(message);
  // The fourth star (its radio input is hidden behind the star a person clicks).
  const fourStars = dialog.getByLabel('4 out of 5');
  await dialog.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  // A corrected message clears the refusal under it.
  await expect(dialog.getByText('Feedback can be at most 2,000 characters.')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/feedback-form.png' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your feedback was sent.' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  try {
    await signInAdmin(admin);
    await admin.goto('/admin?tab=feedback');
    // This installation has no FEEDBACK_WEBHOOK_URL: the page says feedback is stored only.
    await expect(admin.getByText('No feedback webhook is configured', { exact: true })).toBeVisible();
    const row = admin.getByRole('table', { name: 'Feedback' }).getByRole('row').filter({ hasText: message });
    await expect(row).toContainText(writer.email);
    await expect(row).toContainText('/blogs');
    await expect(row).toContainText('4/5');
    await expect(row).toContainText('Not sent');
    await admin.screenshot({ path: 'test-results/admin-feedback.png' });
  } finally {
    await admin.context().close();
  }
});

test('a support thread from both sides: the person writes, an administrator answers on the admin page, the person reads the answer', async ({ page, browser }) => {
  const person = await signedInAt(page, 'support-thread');
  await supportButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Support' });
  await expect(panel.getByText('No messages yet. Ask us anything.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open the help desk' })).toHaveAttribute('href', 'https://example.com/support-chat');

  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Please write a message.')).toBeVisible();
  const question = `Where do I find my invoices? (${person.email})`;
  await panel.getByRole('textbox', { name: 'Message to support' }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log', { name: 'Support messages' })).toContainText(question);
  await expect(panel.getByRole('textbox', { name: 'Message to support' })).toHaveValue('');
  await expect(panel).toHaveCSS('opacity', '1');
  await page.screenshot({ path: 'test-results/support-widget.png' });
  // Closed, the panel leaves the button alone.
  await supportButton(page).click();
  await expect(panel).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  try {
    await signInAdmin(admin);
    await admin.goto('/admin?tab=support');
    const line = admin.getByRole('list', { name: 'Support threads' }).getByRole('listitem', { name: new RegExp(`${person.email.replace(/[.+]/g, '\\$&')}\\), 1 unread`) });
    await expect(line).toContainText(question);
    await line.click();
    const thread = admin.getByRole('region', { name: `Thread with ${person.email}` });
    await expect(thread.getByRole('log')).toContainText(question);
    // Opened, it is read: the unread mark goes.
    await expect(admin.getByRole('listitem', { name: new RegExp(`${person.email.replace(/[.+]/g, '\\$&')}\\)$`) })).toBeVisible();

    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expect(thread.getByText('Please write a message.')).toBeVisible();
    await thread.getByRole('textbox', { name: 'Answer' }).fill('They are under Account → Profile, in the plan section.');
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expect(thread.getByRole('log')).toContainText(`${ADMIN.email} ·`);
    await expect(thread.getByRole('log')).toContainText('They are under Account → Profile');
    await admin.screenshot({ path: 'test-results/admin-support.png' });

    // The person's button counts the answer (polled), and the open panel shows it from "Support".
    await page.reload();
    await expect(page.getByRole('button', { name: 'Chat with support (1 unread)' })).toBeVisible();
    await supportButton(page).click();
    const log = panel.getByRole('log', { name: 'Support messages' });
    await expect(log).toContainText('Support ·');
    await expect(log).toContainText('They are under Account → Profile, in the plan section.');
    await expect(page.getByRole('button', { name: 'Chat with support', exact: true })).toBeVisible();
    await expect(panel).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'test-results/support-answer.png' });

    // The administrator closes the thread; the person is told, and writing again reopens it.
    await thread.getByRole('button', { name: 'Close thread' }).click();
    await expect(thread.getByRole('button', { name: 'Reopen thread' })).toBeVisible();
    await expect(panel.getByText('This conversation was closed; writing again reopens it.')).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('textbox', { name: 'Message to support' }).fill('Found them, thank you!');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByRole('button', { name: 'Close thread' })).toBeVisible({ timeout: 15_000 });
    await expect(thread.getByRole('log')).toContainText('Found them, thank you!');
  } finally {
    await admin.context().close();
  }
});

test('on a phone the support panel and the feedback form fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAt(page, 'support-phone');
  await supportButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Support' });
  await expect(panel.getByRole('textbox', { name: 'Message to support' })).toBeVisible();
  await expect(panel).toHaveCSS('opacity', '1');
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/support-phone.png' });
  await supportButton(page).click();

  await feedbackButton(page).click();
  const form = page.getByRole('dialog', { name: 'Send feedback' });
  const formBox = (await form.boundingBox())!;
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(390);
  await expect(form.getByRole('button', { name: 'Send feedback' })).toBeInViewport();
});
