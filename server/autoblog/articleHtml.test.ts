import { describe, expect, it } from 'vitest';
import { articleHtml, passageHref } from './articleHtml';

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
      '<h2>Soil &amp; water</h2><p>Compost holds water <a href="/assets?asset_id=a1" title="notes.md">[1]</a>.</p><p>Worms &lt;help&gt; <a href="https://example.com/worms#:~:text=Worms%20help." title="Worms">[2]</a>.</p>' +
        '<h2>Conclusion</h2><p>Start today.</p>' +
        '<h2>Sources</h2><ol><li>[1] <a href="/assets?asset_id=a1">notes.md</a> (paragraph 2): “Compost holds water.”</li><li>[2] <a href="https://example.com/worms#:~:text=Worms%20help.">Worms</a>: “Worms help.”</li></ol>',
    );
  });

  it('opens a web passage at its words and an asset passage at its place, and keeps the writer’s intros and lists', () => {
    const passages = [
      { n: 1, asset_id: 'a1', kind: 'url' as const, title: 'Guide', url: 'https://example.com/g', location: null, text: 'Mulch keeps soil moist.', position: 4 },
      { n: 2, asset_id: null, kind: 'web' as const, title: 'Tips', url: 'https://example.com/t#top', location: null, text: 'Water early - before ten in the morning, when the ground is still cool enough.' },
    ];
    expect(passageHref(passages[0]!)).toBe('/assets?asset_id=a1&passage=4');
    expect(passageHref(passages[1]!)).toBe('https://example.com/t#:~:text=Water%20early%20%2D%20before%20ten%20in%20the%20morning%2C');
    const html = articleHtml({ intro: 'Why this matters.', sections: [{ heading: 'Basics', intro: 'Start small.', text: 'Mulch [1].', cited: [1], list: ['Mulch', 'Water'] }], conclusion: '', passages });
    expect(html.startsWith('<p>Why this matters.</p><h2>Basics</h2><p>Start small.</p><p>Mulch <a href="/assets?asset_id=a1&amp;passage=4"')).toBe(true);
    expect(html).toContain('<ul><li><p>Mulch</p></li><li><p>Water</p></li></ul>');
  });
});
