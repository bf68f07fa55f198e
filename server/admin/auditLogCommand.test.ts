import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { AdminUsageError } from './adminError';
import { addCredits } from './addCredits';
import { AUDIT_PAGE_SIZE, auditLogCommand } from './auditLogCommand';
import { extendExpiryCommand } from './extendExpiry';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const audit = (...args: string[]) => auditLogCommand(app.ctx.db, args);

describe('audit-log', () => {
  it('says so when the log is empty', async () => {
    await app.ctx.db.delete(auditLog);
    expect(await audit()).toBe('The audit log is empty.');
  });

  it('lists entries newest first with who, what, on what and each changed field before → after; filters by account', async () => {
    const user = await buildUser(app.app);
    const other = await buildUser(app.app);
    await addCredits(app.ctx.db, user.email, '12.5');
    await extendExpiryCommand(app.ctx.db, user.email, '3');
    await addCredits(app.ctx.db, other.email, '1');
    const lines = (await audit(user.email.toUpperCase())).split('\n');
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}  cli  expiry.extend  ${user.email}$`));
    expect(lines[1]).toMatch(/^ {4}expiry_date: \d{4}-.* → \d{4}-/);
    expect(lines[2]).toMatch(new RegExp(`  cli  credits.add  ${user.email}$`));
    expect(lines[3]).toBe('    additional_credits: 0.0 → 12.5');
    expect(lines.at(-1)).toBe('Page 1 of 1 (2 entries, newest first).');
    expect(lines.join('\n')).not.toContain(other.email);
    expect(await audit('nobody@example.com')).toBe('No audit entry is about "nobody@example.com".');
  });

  it('pages by 50', async () => {
    const user = await buildUser(app.app);
    for (let i = 0; i < AUDIT_PAGE_SIZE + 1; i++) await addCredits(app.ctx.db, user.email, '1');
    expect((await audit(user.email)).split('\n').at(-1)).toBe(`Page 1 of 2 (51 entries, newest first). Next: --page 2`);
    const second = (await audit('--page', '2', user.email)).split('\n');
    expect(second[1]).toBe('    additional_credits: 0.0 → 1.0');
    expect(second.at(-1)).toBe('Page 2 of 2 (51 entries, newest first).');
    expect(await audit(user.email, '--page', '3')).toBe('Page 3 is past the last page (2).');
  });

  it('refuses a bad page or an unknown option as wrong usage', async () => {
    await expect(audit('--page', '0')).rejects.toBeInstanceOf(AdminUsageError);
    await expect(audit('--page', 'two')).rejects.toThrow('--page takes a page number from 1, got "two".');
    await expect(audit('--since', 'x')).rejects.toThrow('Unexpected "--since".');
    await expect(audit('a@example.com', 'b@example.com')).rejects.toBeInstanceOf(AdminUsageError);
  });
});
