import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { parseSourceTruthOutput } from './schema';

const passages: TPassage[] = [
  { n: 1, asset_id: 'a', kind: 'file', title: 'report.pdf', url: null, location: 'page 1', text: 'Sales rose 12%.', position: 0 },
  { n: 2, asset_id: 'a', kind: 'file', title: 'report.pdf', url: null, location: 'page 4', text: 'Costs fell.', position: 3 },
];

describe('source-truth output', () => {
  it('keeps citations of given passages and lists the passages cited', () => {
    const { output, cited } = parseSourceTruthOutput('Sales rose 12% [1]. Margins grew [7].', passages);
    expect(output).toBe('Sales rose 12% [1]. Margins grew .');
    expect(cited.map((passage) => passage.n)).toEqual([1]);
  });

  it('treats a blank answer as the model failing', () => {
    expect(() => parseSourceTruthOutput(' [9] ', passages)).toThrow(expect.objectContaining({ id: 'model_failed' }));
  });
});
