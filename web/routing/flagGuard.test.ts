import { describe, expect, it } from 'vitest';
import { FLAG_CATALOGUE } from '@core/flags/catalogue';
import { FLAGGED_PAGES, flaggedPageFor } from './flaggedPages';
import { flagGuardMessage, resolveFlagGuard } from './guards';

const allOn = Object.fromEntries(FLAG_CATALOGUE.map((flag) => [flag.id, flag.type === 'boolean' ? true : null]));
const without = (...ids: string[]) => ({ ...allOn, ...Object.fromEntries(ids.map((id) => [id, false])) });

describe('resolveFlagGuard', () => {
  it('decides nothing before the flags load, or for pages no flag decides', () => {
    expect(resolveFlagGuard('/blogs', undefined)).toBeNull();
    expect(resolveFlagGuard('/dashboard', without('docs'))).toBeNull();
    expect(resolveFlagGuard('/templates', {})).toBeNull();
  });

  it('sends a page whose flag is off back to the dashboard, naming it, whatever the case or trailing slash', () => {
    expect(resolveFlagGuard('/blogs', without('docs'))).toEqual({ to: '/dashboard', page: 'Docs' });
    expect(resolveFlagGuard('/Blogs/', without('docs'))).toEqual({ to: '/dashboard', page: 'Docs' });
    expect(resolveFlagGuard('/m/blogs/editor', without('docs'))).toEqual({ to: '/dashboard', page: 'Docs' });
    expect(resolveFlagGuard('/optimizer/humanize', without('optimizer-humanize'))).toEqual({ to: '/dashboard', page: 'Humanize AI' });
    expect(resolveFlagGuard('/optimizer/seo', without('optimizer-humanize'))).toBeNull();
    expect(resolveFlagGuard('/standalones/factgpt', without('factgpt-page'))).toMatchObject({ page: 'FactGPT' });
  });

  it('leaves a page open while its flag is on or still unknown (null is not off)', () => {
    expect(resolveFlagGuard('/blogs', allOn)).toBeNull();
    expect(resolveFlagGuard('/blogs', { ...allOn, docs: null })).toBeNull();
  });

  it('opens Integrations while any integration is on, and each view only with its own flag', () => {
    const integrationFlags = FLAG_CATALOGUE.filter((flag) => flag.id.startsWith('integration-')).map((flag) => flag.id);
    expect(resolveFlagGuard('/integrations', without(...integrationFlags.filter((id) => id !== 'integration-ghost')))).toBeNull();
    expect(resolveFlagGuard('/integrations', without(...integrationFlags))).toMatchObject({ page: 'Integrations' });
    expect(resolveFlagGuard('/integrations/ghost', without('integration-ghost'))).toMatchObject({ page: 'This integration' });
    expect(resolveFlagGuard('/integrations/wordpress', without('integration-ghost'))).toBeNull();
  });

  it('names only flags the catalogue knows', () => {
    const known = new Set(FLAG_CATALOGUE.map((flag) => flag.id));
    for (const page of FLAGGED_PAGES) for (const id of page.flags) expect(known.has(id), id).toBe(true);
  });

  it('matches the longest page path', () => {
    expect(flaggedPageFor('/integrations/ghost')?.flags).toEqual(['integration-ghost']);
    expect(flaggedPageFor('/blogsx')).toBeNull();
  });

  it('says which page is unavailable', () => {
    expect(flagGuardMessage({ to: '/dashboard', page: 'Docs' })).toBe('Docs is not available on your account, so we brought you to the dashboard.');
  });
});
