import { expect, test, type Page } from '@playwright/test';
import { dashboardFigure, fillSignInForm, mainNav, signedInAt } from './support';

test.describe.configure({ mode: 'parallel' });

function projectList(page: Page) {
  return page.getByRole('list', { name: 'Projects' });
}

function projectRow(page: Page, name: string) {
  return projectList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

async function createProject(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'New project name' }).fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(projectRow(page, name)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New project name' })).toHaveValue('');
}

/** The active project as every screen shows it: the row's badge and the switcher's button. */
async function expectActive(page: Page, name: string): Promise<void> {
  const row = projectRow(page, name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Switch' })).toHaveCount(0);
  await expect(projectList(page).getByText('Active', { exact: true })).toHaveCount(1);
  await expect(mainNav(page).getByRole('button', { name: 'Switch project' })).toHaveText(name);
}

test('create two projects and switch between them from the menu and the page; the choice survives a reload', async ({ page }) => {
  const user = await signedInAt(page, 'projects', '/projects');
  await expect(page.getByRole('heading', { name: 'Manage Projects' })).toBeVisible();
  await expect(projectList(page).getByRole('listitem')).toHaveText([new RegExp(user.project_name)]);
  await expectActive(page, user.project_name);

  await createProject(page, 'Alpha blog');
  await createProject(page, 'Beta shop');
  await expect(projectList(page).getByRole('listitem')).toHaveCount(3);
  // Creating does not change the active project.
  await expectActive(page, user.project_name);

  // Switch from the switcher menu: it lists the projects, then Manage Projects and Legacy Standalones.
  await mainNav(page).getByRole('button', { name: 'Switch project' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([user.project_name, 'Alpha blog', 'Beta shop', 'Manage Projects', 'Legacy Standalones']);
  await menu.getByRole('menuitem', { name: 'Alpha blog' }).click();
  await expect(page.getByRole('dialog', { name: 'Switch project?' })).toHaveCount(0);
  await expectActive(page, 'Alpha blog');

  // Switch from the page.
  await projectRow(page, 'Beta shop').getByRole('button', { name: 'Switch' }).click();
  await expectActive(page, 'Beta shop');

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(dashboardFigure(page, 'Active project')).toHaveText('Beta shop');

  await page.reload();
  await expect(dashboardFigure(page, 'Active project')).toHaveText('Beta shop');
  await expect(mainNav(page).getByRole('button', { name: 'Switch project' })).toHaveText('Beta shop');

  // Manage Projects in the menu leads back to the page, where Beta shop is still active.
  await mainNav(page).getByRole('button', { name: 'Switch project' }).click();
  await page.getByRole('menuitem', { name: 'Manage Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expectActive(page, 'Beta shop');

  // Logout forgets the choice (spec §4): the next sign-in starts on the first project.
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, user.email, user.password);
  await expect(dashboardFigure(page, 'Active project')).toHaveText(user.project_name);
});

test('rename a project: Cancel keeps the name, Save changes it everywhere', async ({ page }) => {
  const user = await signedInAt(page, 'rename', '/projects');
  await createProject(page, 'Draft name');

  const row = projectRow(page, 'Draft name');
  await row.getByRole('button', { name: 'Rename' }).click();
  const input = page.getByRole('textbox', { name: 'New name for Draft name' });
  await expect(input).toBeFocused();
  await input.fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(projectRow(page, 'Draft name')).toBeVisible();
  await expect(projectList(page).getByText('Something else')).toHaveCount(0);

  // An empty name is refused in place.
  await projectRow(page, 'Draft name').getByRole('button', { name: 'Rename' }).click();
  await input.fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please name your project.')).toBeVisible();

  await input.fill('Final name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(projectRow(page, 'Final name')).toBeVisible();
  await expect(projectList(page).getByText('Draft name', { exact: true })).toHaveCount(0);

  // Renaming the active project updates the switcher; the name is stored on the server.
  await projectRow(page, user.project_name).getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: `New name for ${user.project_name}` }).fill('Main site');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectActive(page, 'Main site');

  await page.reload();
  await expect(projectList(page).getByRole('listitem')).toHaveText([/Main site/, /Final name/]);
  await expectActive(page, 'Main site');
});

test('delete asks first; the last project cannot be deleted', async ({ page }) => {
  const user = await signedInAt(page, 'delete', '/projects');
  await createProject(page, 'Short lived');

  // Cancel keeps the project.
  await projectRow(page, 'Short lived').getByRole('button', { name: 'Delete' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete project?' });
  await expect(dialog).toContainText('Short lived');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(projectRow(page, 'Short lived')).toBeVisible();

  // Make it active, then delete it: the active project falls back to the remaining one.
  await projectRow(page, 'Short lived').getByRole('button', { name: 'Switch' }).click();
  await expectActive(page, 'Short lived');
  await projectRow(page, 'Short lived').getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete project?' });
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toBeHidden();
  await expect(projectList(page).getByRole('listitem')).toHaveText([new RegExp(user.project_name)]);
  await expectActive(page, user.project_name);

  // The last project stays, with the server's reason.
  await projectRow(page, user.project_name).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete project?' }).getByRole('button', { name: 'Delete project' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You need at least one project. Create another project before deleting this one.' }),
  ).toBeVisible();
  await expect(projectList(page).getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(projectList(page).getByRole('listitem')).toHaveText([new RegExp(user.project_name)]);
  await expectActive(page, user.project_name);
});
