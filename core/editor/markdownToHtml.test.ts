import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdownToHtml';

describe('markdownToHtml', () => {
  it('turns an answer’s bold headings, line breaks and lists into the editor’s rich text', () => {
    expect(markdownToHtml('**Brewing**\nUse water at 93 °C [1].\n\n- one\n- *two*')).toBe(
      '<p><strong>Brewing</strong><br>Use water at 93 °C [1].</p><ul><li>one</li><li><em>two</em></li></ul>',
    );
    expect(markdownToHtml('## Steps\n\n1. Grind\n2. Pour\n\n> quoted')).toBe(
      '<h2>Steps</h2><ol><li>Grind</li><li>Pour</li></ol><blockquote><p>quoted</p></blockquote>',
    );
  });

  it('keeps links and code, and runs nothing', () => {
    expect(markdownToHtml('See [the guide](https://example.com/a b).')).toBe('<p>See [the guide](https://example.com/a b).</p>');
    expect(markdownToHtml('See [the guide](<https://example.com/a b>).')).toBe('<p>See <a href="https://example.com/a%20b">the guide</a>.</p>');
    expect(markdownToHtml('```\nif (a < b)\n  go()\n```')).toBe('<pre><code>if (a &lt; b)\n  go()\n</code></pre>');
    expect(markdownToHtml('<script>alert(1)</script> and <b>bold</b>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;bold&lt;/b&gt;</p>');
    expect(markdownToHtml('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>');
  });
});
