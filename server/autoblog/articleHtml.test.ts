import { describe, expect, it } from 'vitest';
import { articleHtml } from './articleHtml';

describe('articleHtml', () => {
  it('links citations to their sources and quotes the cited passages', () => {
    const html = articleHtml({
      sections: [{ heading: 'Soil & water', text: 'Compost holds water [1].\n\nWorms <help> [2].', cited: [1, 2] }],
      conclusion: 'Start today.',
      passages: [
        { n: 1, asset_id: 'a1', kind: 'file', title: 'notes.md', url: null, location: 'paragraph 2', text: 'Compost holds water.' },
        { n: 2, asset_id: null, kind: 'web', title: 'Worms', url: 'https://example.com/worms', location: null, text: 'Worms help.' },
      ],
    });
    expect(html).toBe(
      '<h2>Soil &amp; water</h2><p>Compost holds water <a href="/assets?asset_id=a1" title="notes.md">[1]</a>.</p><p>Worms &lt;help&gt; <a href="https://example.com/worms" title="Worms">[2]</a>.</p>' +
        '<h2>Conclusion</h2><p>Start today.</p>' +
        '<h2>Sources</h2><ol><li>[1] <a href="/assets?asset_id=a1">notes.md</a> (paragraph 2): “Compost holds water.”</li><li>[2] <a href="https://example.com/worms">Worms</a>: “Worms help.”</li></ol>',
    );
  });
});
