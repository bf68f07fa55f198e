import { describe, expect, it } from 'vitest';
import { docStructureOfHtml } from '../seo/docStructure';
import { styleTextOf } from './styleText';

describe('styleTextOf', () => {
  it('reads HTML into the text docStructure gives, with blocks and sentences at their offsets', () => {
    const html = '<h2>Soil &amp; water</h2><p>Clay holds water. Sand does not!</p><ul><li>Dig in compost</li></ul>';
    const doc = styleTextOf({ html });
    expect(doc.text).toBe(docStructureOfHtml(html).text);
    expect(doc.text).toBe('Soil & water\n\nClay holds water. Sand does not!\n\nDig in compost');
    expect(doc.blocks.map((b) => [b.kind, doc.text.slice(b.start, b.end)])).toEqual([
      ['h2', 'Soil & water'], ['p', 'Clay holds water. Sand does not!'], ['li', 'Dig in compost'],
    ]);
    expect(doc.sentences.map((s) => doc.text.slice(s.start, s.end))).toEqual(['Soil & water', 'Clay holds water.', 'Sand does not!', 'Dig in compost']);
    // The heading is a title, not a sentence of prose.
    expect(doc.prose).toEqual([1, 2, 3]);
    expect(doc.blocks[1]).toMatchObject({ firstSentence: 1, endSentence: 3 });
  });

  it('reads plain text with blank lines between paragraphs and Markdown headings', () => {
    const doc = styleTextOf({ text: '# Title\n\nOne. Two.\n\n\nThree' });
    expect(doc.text).toBe('Title\n\nOne. Two.\n\nThree');
    expect(doc.blocks.map((b) => b.kind)).toEqual(['h1', 'p', 'p']);
    expect(doc.prose.map((i) => doc.text.slice(doc.sentences[i]!.start, doc.sentences[i]!.end))).toEqual(['One.', 'Two.', 'Three']);
  });

  it('is empty for an empty text', () => {
    expect(styleTextOf({ text: '' })).toEqual({ text: '', tokens: [], sentences: [], blocks: [], prose: [] });
  });
});
