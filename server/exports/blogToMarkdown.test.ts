import { describe, expect, it } from 'vitest';
import { blogToMarkdown } from './blogToMarkdown';

// A table as the editor writes it: header cells, each cell's text in a <p>.
const TABLE =
  '<h2>Beans</h2><table><tbody>' +
  '<tr><th><p>Bean</p></th><th><p>Notes</p></th><th><p>Grams</p></th></tr>' +
  '<tr><td><p><strong>Ethiopia</strong></p></td><td><p>fruity | bright</p><p>second line</p></td><td><p>18</p></td></tr>' +
  '<tr><td><p>Brazil</p></td><td><p>use <code>a|b</code> and <a href="https://example.com/b">a link</a></p></td></tr>' +
  '</tbody></table><p>After the table.</p>';

describe('Markdown export of tables', () => {
  it('escapes text that reads like a tag, so a Markdown reader shows it instead of taking it as HTML', () => {
    expect(blogToMarkdown('<p>Use &lt;short&gt; titles &amp; <code>&lt;b&gt;</code></p>')).toBe('Use \\<short> titles & `<b>`\n');
  });

  it('writes a GFM pipe table: header row, separator, one line per row, pipes escaped', () => {
    expect(blogToMarkdown(TABLE)).toBe(
      [
        '## Beans',
        '',
        '| Bean | Notes | Grams |',
        '| --- | --- | --- |',
        '| **Ethiopia** | fruity \\| bright<br>second line | 18 |',
        '| Brazil | use `a\\|b` and [a link](https://example.com/b) |  |',
        '',
        'After the table.',
        '',
      ].join('\n'),
    );
  });

  it('uses the first row as the header when the table has no header cells', () => {
    const md = blogToMarkdown('<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr><tr><td><p>1</p></td><td><p>2</p></td></tr></tbody></table>');
    expect(md).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
  });
});
