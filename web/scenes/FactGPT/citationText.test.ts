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

  it('leaves text without markers whole', () => {
    expect(splitCitations('No sources here.', [passage])).toEqual([{ kind: 'text', text: 'No sources here.' }]);
    expect(splitCitations('', [])).toEqual([]);
  });
});
