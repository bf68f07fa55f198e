import { describe, expect, it } from 'vitest';
import { flaggedPageFor } from '@web/routing/flaggedPages';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './navItems';

const item = (label: string) => {
  const found = NAV_ITEMS.find((entry) => entry.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('the side navigation', () => {
  it('lists the links of spec §2 in order', () => {
    expect(NAV_ITEMS.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Docs',
      'Content Planner',
      'Templates',
      'FactGPT',
      'Repurpose',
      'Semantic SEO',
      'Factcheck & Cite',
      'AI Interlinking',
      'Humanize AI',
      'Plagiarism',
      'Google Search Console',
      'Assets',
      'Brand Voice',
      'Integrations',
    ]);
  });

  it('marks the link of the current page and of its area', () => {
    expect(isNavItemActive(item('Docs'), '/blogs')).toBe(true);
    expect(isNavItemActive(item('Integrations'), '/integrations/ghost')).toBe(true);
    expect(isNavItemActive(item('Content Planner'), '/content-planner/topic')).toBe(true);
    expect(isNavItemActive(item('Semantic SEO'), '/optimizer/factcheck')).toBe(false);
    expect(isNavItemActive(item('Dashboard'), '/dashboards')).toBe(false);
  });

  it('takes each link\'s flags from the route guard\'s page table, so both hide the same pages', () => {
    const flagsOf = (label: string) => item(label).flags;
    expect(flagsOf('Docs')).toEqual(['docs']);
    expect(flagsOf('Content Planner')).toEqual(['content-planner']);
    expect(flagsOf('FactGPT')).toEqual(['factgpt-page']);
    expect(flagsOf('Brand Voice')).toEqual(['brand-voice']);
    expect(flagsOf('Integrations')).toContain('integration-wordpress');
    expect(['Dashboard', 'Templates', 'Google Search Console'].map(flagsOf)).toEqual([undefined, undefined, undefined]);
    for (const entry of NAV_ITEMS) expect(entry.flags).toBe(flaggedPageFor(entry.section ?? entry.to)?.flags);
  });

  it('hides the links whose feature flags are off, and shows all before the flags load', () => {
    const labels = (flags: Record<string, unknown> | undefined) => visibleNavItems(NAV_ITEMS, flags).map((entry) => entry.label);
    expect(labels(undefined)).toHaveLength(NAV_ITEMS.length);
    expect(labels({})).toHaveLength(NAV_ITEMS.length);
    const hidden = labels({ repurpose: false, 'brand-voice': false, docs: null, 'integration-ghost': false });
    expect(hidden).not.toContain('Repurpose');
    expect(hidden).not.toContain('Brand Voice');
    expect(hidden).toContain('Docs');
    expect(hidden).toContain('Integrations');
    const noIntegrations = Object.fromEntries(NAV_ITEMS.find((entry) => entry.label === 'Integrations')!.flags!.map((id) => [id, false]));
    expect(labels(noIntegrations)).not.toContain('Integrations');
    expect(labels(noIntegrations)).toContain('Templates');
  });
});
