import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { splitCitations } from './citationText';

const passage: TPassage = { n: 1, asset_id: 'a1', kind: 'file', title: 'report.pdf', url: null, location: 'page 2', text: 'Sales rose.' };

describe('splitCitations', () => {
  it('turns markers into citations of their passages', () => {
    expect(splitCitations('Sales rose [1]. Costs fell [2].', [passage])).toEqual([
      { kind: 'text', text: 'Sales rose ' },
      { kind: 'citation', n: 1, passage },
      { kind: 'text', text: '. Costs fell ' },
      { kind: 'citation', n: 2, passage: null },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links each source of a marker that names several', () => {
    const second: TPassage = { ...passage, n: 3, asset_id: 'a3', title: 'notes.md' };
    expect(splitCitations('Both agree [1, 3].', [passage, second])).toEqual([
      { kind: 'text', text: 'Both agree ' },
      { kind: 'citation', n: 1, passage },
      { kind: 'citation', n: 3, passage: second },
      { kind: 'text', text: '.' },
    ]);
    expect(splitCitations('See [ 3 ,7].', [second]).filter((piece) => piece.kind === 'citation')).toEqual([
      { kind: 'citation', n: 3, passage: second },
      { kind: 'citation', n: 7, passage: null },
    ]);
    expect(splitCitations('An array [1, x] stays text.', [passage])).toEqual([{ kind: 'text', text: 'An array [1, x] stays text.' }]);
  });

  it('leaves text without markers whole', () => {
    expect(splitCitations('No sources here.', [passage])).toEqual([{ kind: 'text', text: 'No sources here.' }]);
    expect(splitCitations('', [])).toEqual([]);
  });
});
