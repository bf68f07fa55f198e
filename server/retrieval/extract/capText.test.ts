import { describe, expect, it } from 'vitest';
import { capText } from './capText';

describe('capText', () => {
  const document = {
    title: 'Tides',
    blocks: [
      { kind: 'heading' as const, text: 'Tides', level: 1 },
      { kind: 'paragraph' as const, text: 'The moon pulls the oceans.' },
      { kind: 'paragraph' as const, text: 'Spring tides follow the full moon.' },
    ],
  };

  it('keeps a document within the limit whole', () => {
    expect(capText(document, 1_000)).toEqual({ document, cut: false });
  });

  it('cuts at the limit, at a word, and drops the blocks after it', () => {
    const { document: kept, cut } = capText(document, 5 + 16);
    expect(cut).toBe(true);
    expect(kept.blocks).toEqual([
      { kind: 'heading', text: 'Tides', level: 1 },
      { kind: 'paragraph', text: 'The moon pulls' },
    ]);
    expect(kept.blocks.reduce((sum, block) => sum + block.text.length, 0)).toBeLessThanOrEqual(21);
  });
});
