import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '@web/components/AppShell/navItems';
import { QUICK_LINKS, visibleQuickLinks } from './quickLinks';

describe('the dashboard quick links', () => {
  it('never repeat a side-navigation name, so each link name is unique on the page', () => {
    for (const link of QUICK_LINKS) {
      const name = `${link.label} ${link.text}`.toLowerCase();
      for (const item of NAV_ITEMS) expect(name, link.label).not.toContain(item.label.toLowerCase());
    }
  });

  it('start every area that works: a tool, the workflow, AutoBlog, the planner, repurpose, brand voice and the optimizers', () => {
    expect(QUICK_LINKS.map((link) => link.to)).toEqual(
      expect.arrayContaining(['/blogs', '/templates?category=workflow', '/standalones/blogideas', '/content-planner/topic', '/repurpose', '/brandvoice', '/optimizer/seo', '/optimizer/factcheck']),
    );
  });

  it('hide a shortcut whose page a flag closes, and show all while the flags load', () => {
    expect(visibleQuickLinks(QUICK_LINKS, undefined)).toHaveLength(QUICK_LINKS.length);
    const shown = visibleQuickLinks(QUICK_LINKS, { repurpose: false, 'brand-voice': false, 'content-planner': true });
    expect(shown.map((link) => link.to)).not.toContain('/repurpose');
    expect(shown.map((link) => link.to)).not.toContain('/brandvoice');
    expect(shown.map((link) => link.to)).toContain('/content-planner/topic');
  });
});
