import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './navItems';

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
});
