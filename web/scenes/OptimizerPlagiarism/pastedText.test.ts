// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlText, looksLikeHtml, textToCheck } from './pastedText';

describe('pasted HTML', () => {
  it('is told apart from prose that mentions a "<"', () => {
    expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('<DIV class="x">Hello')).toBe(true);
    expect(looksLikeHtml('if a < b and b > c then a < c')).toBe(false);
    expect(looksLikeHtml('Use the <short> form')).toBe(false);
  });

  it('reads as its text, blocks a blank line apart, with no scripts or styles', () => {
    const html = '<h1>Title</h1><p>One   <b>bold</b>\n word.</p><script>alert(1)</script><ul><li>First</li><li>Second</li></ul><p>Line<br>break &amp; more</p>';
    expect(htmlText(html)).toBe('Title\n\nOne bold word.\n\nFirst\n\nSecond\n\nLine\nbreak & more');
  });

  it('sends plain text unchanged and HTML as its text', () => {
    expect(textToCheck('  plain text  ')).toEqual({ text: '  plain text  ', fromHtml: false });
    expect(textToCheck('<p>a</p><p>b</p>')).toEqual({ text: 'a\n\nb', fromHtml: true });
  });
});
