import { describe, expect, it } from 'vitest';
import { draftHtml, isHtmlPaste } from './draftHtml';

describe('draftHtml', () => {
  it('turns plain text into paragraphs split on blank lines, keeping single line breaks', () => {
    expect(draftHtml('First line\nsame paragraph\n\n  Second <b> & more  \n\n\n')).toBe('<p>First line<br>same paragraph</p><p>Second &lt;b&gt; &amp; more</p>');
  });

  it('keeps pasted HTML as it is, so its headings, links and images count', () => {
    const html = '<h2>Soil</h2><p>Use <a href="https://a.example">compost</a>.</p>';
    expect(isHtmlPaste(html)).toBe(true);
    expect(draftHtml(html)).toBe(html);
  });

  it('reads a lone angle bracket as text, not HTML', () => {
    expect(isHtmlPaste('3 < 4 and 5 > 2')).toBe(false);
    expect(draftHtml('3 < 4')).toBe('<p>3 &lt; 4</p>');
  });

  it('answers nothing for an empty paste', () => {
    expect(draftHtml('  \n\n ')).toBe('');
  });
});
