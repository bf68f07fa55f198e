import { describe, expect, it } from 'vitest';
import { WRITING_TOOLS } from '@core/tools/toolRegistry';
import { resultDocTitle, resultMarkdown, resultPlainText, resultView, type TResultView } from './resultText';

const shaped = { output: 'Q: Why?\nA: Because.', items: [], faqs: [{ question: 'Why?', answer: 'Because.' }] };

describe('resultView', () => {
  it('shows a list as items, FAQs as pairs, text as text', () => {
    expect(resultView('list', { output: 'a\nb', items: ['a', 'b'], faqs: [] })).toEqual({ kind: 'list', items: ['a', 'b'] });
    expect(resultView('faqs', shaped)).toEqual({ kind: 'faqs', faqs: shaped.faqs });
    expect(resultView('text', shaped)).toEqual({ kind: 'text', text: shaped.output });
  });

  it('falls back to the text when a list or FAQs could not be read into shape', () => {
    expect(resultView('faqs', { output: 'No pairs here.', items: [], faqs: [] })).toEqual({ kind: 'text', text: 'No pairs here.' });
  });
});

describe('resultMarkdown and resultPlainText', () => {
  it('writes a list as bullets for a doc and as lines for the clipboard', () => {
    const view: TResultView = { kind: 'list', items: ['One', 'Two'] };
    expect(resultMarkdown(view)).toBe('- One\n- Two');
    expect(resultPlainText(view)).toBe('One\nTwo');
  });

  it('writes FAQs as headed answers for a doc and Q:/A: pairs for the clipboard', () => {
    const view = resultView('faqs', shaped);
    expect(resultMarkdown(view)).toBe('## Why?\n\nBecause.');
    expect(resultPlainText(view)).toBe('Q: Why?\nA: Because.');
  });
});

describe('resultDocTitle', () => {
  it('names the tool and the first value given, cut to a line', () => {
    expect(resultDocTitle(WRITING_TOOLS.headlines, { topic: '  home   coffee ', style: 'how_to' })).toBe('Headlines: home coffee');
    expect(resultDocTitle(WRITING_TOOLS.synopsis, { text: 'x'.repeat(200) })).toBe(`Synopsis: ${'x'.repeat(79)}…`);
    expect(resultDocTitle(WRITING_TOOLS.rephraser, { tone: 'CASUAL' })).toBe('Rephraser');
  });
});
