import { describe, expect, it } from 'vitest';
import { docStructureOfHtml, docStructureOfText, linkTarget, siteHostOf } from './docStructure';

describe('docStructureOfHtml', () => {
  it("reads the editor's HTML: block kinds, links, images and the text", () => {
    const html = '<h1>Garden soil</h1><p>Soil is <strong>alive</strong>.<br>Really.</p><h2>Types</h2><ul><li><p>Clay</p></li><li><p>Sand <a href="/sand">more</a></p></li></ul>'
      + '<blockquote><p>Feed the soil.</p></blockquote><h5>Small print</h5><p><img src="a.png" alt=" soil  layers "><img src="b.png"></p>'
      + '<p><a href="https://www.example.com/x">ours</a> <a href="https://other.org">theirs</a> <a href="mailto:a@b.c">mail</a> <a href="#top">top</a></p>';
    const doc = docStructureOfHtml(html, 'https://example.com/blog');
    expect(doc.blocks).toEqual([
      { kind: 'h1', text: 'Garden soil' },
      { kind: 'p', text: 'Soil is alive.\nReally.' },
      { kind: 'h2', text: 'Types' },
      { kind: 'li', text: 'Clay' },
      { kind: 'li', text: 'Sand more' },
      { kind: 'quote', text: 'Feed the soil.' },
      { kind: 'h4', text: 'Small print' },
      { kind: 'p', text: 'ours theirs mail top' },
    ]);
    expect(doc.links).toEqual([
      { href: '/sand', text: 'more', internal: true },
      { href: 'https://www.example.com/x', text: 'ours', internal: true },
      { href: 'https://other.org', text: 'theirs', internal: false },
    ]);
    expect(doc.images).toEqual([{ alt: 'soil layers' }, { alt: '' }]);
    expect(doc.text).toBe('Garden soil\n\nSoil is alive.\nReally.\n\nTypes\n\nClay\n\nSand more\n\nFeed the soil.\n\nSmall print\n\nours theirs mail top');
  });

  it('tolerates pasted pages: drops head, scripts, styles and comments, decodes entities, survives unclosed tags', () => {
    const html = '<html><head><title>Page title</title><style>p{color:red}</style></head><body>'
      + '<script>var a = "<p>not text</p>";</script><!-- a comment <p>hidden</p> -->'
      + '<div class="x" data-a=\'1 > 0\'>Caf&eacute; &amp; th&#233; &#x41;&nbsp;B &unknown; caf&#xE9;s</div>'
      + '<p>Unclosed paragraph<p>Next <em>one';
    const doc = docStructureOfHtml(html);
    expect(doc.blocks).toEqual([
      { kind: 'p', text: 'Café & thé A B &unknown; cafés' },
      { kind: 'p', text: 'Unclosed paragraph' },
      { kind: 'p', text: 'Next one' },
    ]);
  });

  it('leaves links by full address unknown when no site is given', () => {
    expect(docStructureOfHtml('<p><a href="https://example.com">x</a></p>').links).toEqual([{ href: 'https://example.com', text: 'x', internal: null }]);
  });

  it('keeps a lone < as text, and reads stray tag starts in linear time', () => {
    expect(docStructureOfHtml('<p>if a < b and c > d</p>').blocks).toEqual([{ kind: 'p', text: 'if a < b and c > d' }]);
    const started = performance.now();
    docStructureOfHtml('<a b '.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads nothing from empty or tag-only HTML', () => {
    expect(docStructureOfHtml('<p></p><p> </p>')).toEqual({ blocks: [], links: [], images: [], text: '' });
  });
});

describe('docStructureOfText', () => {
  it('splits paragraphs on blank lines and reads Markdown headings', () => {
    expect(docStructureOfText('# Title\n\nFirst line\nsecond line\n\n\n## Part two\n\n  Last.  ').blocks).toEqual([
      { kind: 'h1', text: 'Title' },
      { kind: 'p', text: 'First line\nsecond line' },
      { kind: 'h2', text: 'Part two' },
      { kind: 'p', text: 'Last.' },
    ]);
  });
});

describe('links and sites', () => {
  it('judges where a link points', () => {
    expect(linkTarget('/about', null)).toEqual({ internal: true });
    expect(linkTarget('about.html', 'example.com')).toEqual({ internal: true });
    expect(linkTarget('//cdn.example.com/a', 'example.com')).toEqual({ internal: false });
    expect(linkTarget('HTTPS://WWW.Example.com/a', 'example.com')).toEqual({ internal: true });
    expect(linkTarget('https://example.com', null)).toEqual({ internal: null });
    expect(linkTarget('#part', null)).toBeNull();
    expect(linkTarget('mailto:a@b.c', null)).toBeNull();
    expect(linkTarget('javascript:alert(1)', null)).toBeNull();
  });

  it('reads a site host from a URL or a bare host', () => {
    expect(siteHostOf('https://www.Example.com/blog')).toBe('example.com');
    expect(siteHostOf('example.com')).toBe('example.com');
    expect(siteHostOf('')).toBeNull();
  });
});
