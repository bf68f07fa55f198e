import { describe, expect, it } from 'vitest';
import { sourceLink } from './sourceLink';

describe('sourceLink', () => {
  it('opens a doc inside the app and a web page in a new tab', () => {
    expect(sourceLink('/blogs/editor?copy_id=abc')).toEqual({ kind: 'app', to: '/blogs/editor?copy_id=abc' });
    expect(sourceLink('https://example.com/a')).toEqual({ kind: 'web', href: 'https://example.com/a' });
    expect(sourceLink('HTTP://example.com')).toEqual({ kind: 'web', href: 'HTTP://example.com' });
  });

  it('links nothing else', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '', 'example.com']) expect(sourceLink(url)).toEqual({ kind: 'none' });
  });
});
