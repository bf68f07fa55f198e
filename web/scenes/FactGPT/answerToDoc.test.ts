import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { answerToDoc } from './answerToDoc';

const ORIGIN = 'https://app.example';
const passage = (n: number, extra: Partial<TPassage> = {}): TPassage => ({
  n,
  asset_id: null,
  kind: 'url',
  title: `Source ${n}`,
  url: `https://example.com/${n}`,
  location: null,
  text: 'passage',
  ...extra,
});

describe('answerToDoc', () => {
  it('titles the doc by the question and lists the sources in citation order', () => {
    const doc = answerToDoc('  How hot\nshould water be? ', 'Around 93 °C [2].\n\nNot boiling <ever> [1].', [
      passage(2, { location: 'page 3' }),
      passage(1, { kind: 'file', url: null, asset_id: 'a1', position: 4, title: 'beans.pdf' }),
    ], ORIGIN);
    expect(doc.title).toBe('How hot should water be?');
    expect(doc.html).toBe(
      '<p>Around 93 °C <a href="https://example.com/2">[2]</a>.</p>' +
        '<p>Not boiling &lt;ever&gt; <a href="https://app.example/assets?asset_id=a1&amp;passage=4">[1]</a>.</p>' +
        '<h2>Sources</h2><ol><li><p>[1] <a href="https://app.example/assets?asset_id=a1&amp;passage=4">beans.pdf</a></p></li>' +
        '<li><p>[2] <a href="https://example.com/2">Source 2</a> (page 3)</p></li></ol>',
    );
  });

  it('turns the answer’s Markdown into rich text: bold headings, lists, no asterisks left', () => {
    const doc = answerToDoc('Q', '**Brewing**\nUse fresh beans [1]. Really![1]\n\n- grind *fine*\n- pour [1, 2]', [passage(1)], ORIGIN);
    expect(doc.html).toBe(
      '<p><strong>Brewing</strong><br>Use fresh beans <a href="https://example.com/1">[1]</a>. Really!<a href="https://example.com/1">[1]</a></p>' +
        '<ul><li>grind <em>fine</em></li><li>pour <a href="https://example.com/1">[1]</a>[2]</li></ul>' +
        '<h2>Sources</h2><ol><li><p>[1] <a href="https://example.com/1">Source 1</a></p></li></ol>',
    );
    expect(doc.html).not.toContain('*');
  });

  it('leaves out the sources heading when nothing is cited, and never links a non-web address', () => {
    expect(answerToDoc('Q', 'Line one\nline two', [], ORIGIN).html).toBe('<p>Line one<br>line two</p>');
    const unsafe = answerToDoc('Q', 'A [1]', [passage(1, { url: 'javascript:alert(1)' })], ORIGIN).html;
    expect(unsafe).toBe('<p>A [1]</p><h2>Sources</h2><ol><li><p>[1] Source 1</p></li></ol>');
    expect(answerToDoc('', 'A', [], ORIGIN).title).toBe('FactGPT answer');
  });
});
