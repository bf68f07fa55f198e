import { expect, type Page } from '@playwright/test';
import type { TSignedUpUser } from './support';

/** Docs made through the API, for specs whose subject is what happens to docs, not making them. */
export async function firstProjectId(page: Page, user: TSignedUpUser): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  return ((await response.json()) as { projects: { _id: string }[] }).projects[0]!._id;
}

/** Saves a doc through the API (POST /api/save/user/copy), as the editor does; answers its id. */
export async function saveDoc(page: Page, user: TSignedUpUser, title: string, html: string): Promise<string> {
  const projectId = await firstProjectId(page, user);
  const response = await page.request.post('/api/save/user/copy', { data: { unique_id: user.uid, project_id: projectId, title, copy_to_save: html } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { copy: { _id: string } }).copy._id;
}
