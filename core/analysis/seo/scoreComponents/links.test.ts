import { describe, expect, it } from 'vitest';
import { linksComponent } from './links';
import { testContext } from './testContext';

const linked = (html: string, site?: string) => linksComponent(testContext({ html, site }));

describe('linksComponent', () => {
  it('gives 3 for a link inside the site and 3 for one out', () => {
    expect(linked('<p>no links</p>').component.points).toBe(0);
    expect(linked('<p>no links</p>').actions.map((a) => a.gain)).toEqual([3, 3]);
    expect(linked('<p><a href="/a">a</a> <a href="/b">b</a></p>').component).toMatchObject({ points: 3, detail: '2 internal and 0 outgoing links.' });
    expect(linked('<p><a href="/a">a</a> <a href="https://other.org">b</a></p>').component.points).toBe(6);
  });

  it('counts full addresses on the site as internal, and as going out when no site is known', () => {
    expect(linked('<p><a href="https://example.com/a">a</a></p>', 'example.com').component).toMatchObject({ points: 3, detail: '1 internal and 0 outgoing links.' });
    expect(linked('<p><a href="https://example.com/a">a</a></p>').component).toMatchObject({ points: 3, detail: '0 internal and 1 outgoing link.' });
  });

  it('ignores anchors and mail links', () => {
    expect(linked('<p><a href="#x">a</a> <a href="mailto:a@b.c">b</a></p>').component.points).toBe(0);
  });
});
