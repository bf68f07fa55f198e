import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '@web/components/AppShell/navItems';
import { QUICK_LINKS } from './quickLinks';

describe('the dashboard quick links', () => {
  it('never repeat a side-navigation name, so each link name is unique on the page', () => {
    for (const link of QUICK_LINKS) {
      const name = `${link.label} ${link.text}`.toLowerCase();
      for (const item of NAV_ITEMS) expect(name, link.label).not.toContain(item.label.toLowerCase());
    }
  });
});
