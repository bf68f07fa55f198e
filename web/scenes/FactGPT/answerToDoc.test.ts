import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { answerToDoc } from './answerToDoc';

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
      passage(1, { kind: 'file', url: null, title: 'beans.pdf' }),
    ]);
    expect(doc.title).toBe('How hot should water be?');
    expect(doc.html).toBe(
      '<p>Around 93 °C [2].</p><p>Not boiling &lt;ever&gt; [1].</p>' +
        '<h2>Sources</h2><ol><li><p>[1] beans.pdf</p></li><li><p>[2] <a href="https://example.com/2">Source 2</a> (page 3)</p></li></ol>',
    );
  });

  it('leaves out the sources heading when nothing is cited, and never links a non-web address', () => {
    expect(answerToDoc('Q', 'Line one\nline two', []).html).toBe('<p>Line one<br>line two</p>');
    expect(answerToDoc('Q', 'A', [passage(1, { url: 'javascript:alert(1)' })]).html).toContain('<p>[1] Source 1</p>');
    expect(answerToDoc('', 'A', []).title).toBe('FactGPT answer');
  });
});
