import { expect, test } from '@playwright/test';
import { serveLocalSite } from './localSite';
import { newUser, signInAdmin, signUpViaApi } from './support';

// The custom webhook's test event (issue 22): a signed sample post to the person's own receiver on
// 127.0.0.1, and its answer shown in the integration's panel: a 2xx, then a 500.
let answer = { status: 200, type: 'application/json', body: '{"received":"test"}' };
const site = serveLocalSite({ '/hook': () => answer });

test('send a test event to the custom webhook and see what it answered', async ({ page, browser }) => {
  const user = await signUpViaApi(page, newUser('webhook-test'));
  // The custom webhook comes with team plans; the installation's administrator assigns one.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  const assigned = await admin.request.put('/api/update/user', { data: { unique_id: user.uid, plan_name: 'team_monthly_april_2024' } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await adminContext.close();

  await page.goto('/integrations/custom');
  await page.getByRole('textbox', { name: 'Webhook URL' }).fill(`${site.origin()}/hook`);
  await page.getByRole('button', { name: 'Connect Custom webhook' }).click();
  const tester = page.getByTestId('webhook-test-event');
  await expect(tester.getByRole('button', { name: 'Send a test event' })).toBeVisible();

  await tester.getByRole('button', { name: 'Send a test event' }).click();
  const shown = tester.getByRole('status', { name: 'Test event answer' });
  await expect(shown).toContainText('Status 200');
  await expect(shown).toContainText('The webhook accepted it');
  await expect(shown).toContainText('{"received":"test"}');
  await page.screenshot({ path: '/tmp/shots/custom-webhook-test-desktop.png', fullPage: true });

  answer = { status: 500, type: 'text/plain', body: 'Receiver crashed: disk full' };
  await tester.getByRole('button', { name: 'Send a test event' }).click();
  await expect(shown).toContainText('Status 500');
  await expect(shown).toContainText('The webhook answered with status 500.');
  await expect(shown).toContainText('Receiver crashed: disk full');

  // At phone width (reloaded, so no passing alert is measured), the panel fits and the test still works.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  answer = { status: 202, type: 'text/plain', body: 'queued' };
  await tester.getByRole('button', { name: 'Send a test event' }).click();
  await expect(shown).toContainText('Status 202');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/shots/custom-webhook-test-phone.png', fullPage: true });
});
