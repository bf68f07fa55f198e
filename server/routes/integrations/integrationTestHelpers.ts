import { expect } from 'vitest';
import type { TDeliveriesResponse, TDelivery, TIntegrationDetails } from '@core/api/integrations';
import type { TApp } from '../../context';
import type { TTestUser } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/testApp';

/** A call as this person (their session cookie, the app's origin). */
export function callAs(app: TApp, user: TTestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: user.cookie }, payload });
}

/** A doc in the person's first project with this HTML saved (none: a new, empty doc). */
export async function newDoc(app: TApp, user: TTestUser, title: string, html: string, teamId?: string, projectId?: string): Promise<string> {
  const project_id = projectId ?? user.projects[0]!._id;
  const team = teamId ? { team_id: teamId } : {};
  const created = await callAs(app, user, 'POST', '/api/create/user/copy', { project_id, title, ...team });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().copy._id as string;
  if (!html) return id;
  const saved = await callAs(app, user, 'POST', '/api/save/user/copy', { save_id: id, project_id, copy_to_save: html, ...team });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

export async function details(app: TApp, user: TTestUser, uid = user.unique_id): Promise<TIntegrationDetails> {
  const response = await callAs(app, user, 'GET', `/api/integrations/details?uid=${uid}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Waits until the delivery has settled (done, failed, rejected) and answers it with the doc's log. */
export async function settledDelivery(app: TApp, user: TTestUser, blogId: string, deliveryId: string, timeoutMs = 20_000): Promise<{ delivery: TDelivery; log: TDeliveriesResponse }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await callAs(app, user, 'GET', `/api/integrations/deliveries?blog_id=${blogId}`);
    expect(response.statusCode, response.body).toBe(200);
    const log = response.json<TDeliveriesResponse>();
    const delivery = log.deliveries.find((item) => item.id === deliveryId);
    if (delivery && ['done', 'failed', 'rejected'].includes(delivery.state)) return { delivery, log };
    if (Date.now() > deadline) throw new Error(`delivery ${deliveryId} did not settle: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
