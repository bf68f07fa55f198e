import { describe, expect, it } from 'vitest';
import { runOfflineTool } from './offlineTool';
import { sectionsOf, summarySentences } from './extractiveSummary';

const ARTICLE = [
  '# Sourdough at home',
  'Sourdough bread rises with a starter instead of commercial yeast. A starter is flour and water that wild yeast and bacteria ferment.',
  'Bakers feed the starter with fresh flour and water once a day. A fed starter doubles in four to eight hours at room temperature.',
  '## How long does the dough rise?',
  'The dough rises for eight to twelve hours at room temperature. Cold dough in the fridge can rise for two days and tastes more sour.',
  '## Baking',
  'The loaf bakes in a covered pot at a high heat for forty minutes. The lid keeps the steam in, so the crust stays soft long enough to rise.',
].join('\n');

describe('the offline engine’s tools quote the writer’s text and invent nothing', () => {
  it('summarises with the text’s own sentences, in its order', () => {
    const sentences = summarySentences(ARTICLE, 2);
    expect(sentences).toHaveLength(2);
    for (const sentence of sentences) expect(ARTICLE).toContain(sentence);
    const made = runOfflineTool('summary', { text: ARTICLE });
    expect(made.output.length).toBeGreaterThan(50);
    expect(made.what).toMatch(/quoted as written/);
    expect(runOfflineTool('summary', { text: 'Just a few words' })).toEqual({ output: '', what: 'Your text has no full sentences to quote.' });
  });

  it('summarises section by section under the text’s headings', () => {
    expect(sectionsOf(ARTICLE).map((section) => section.heading)).toEqual(['Sourdough at home', 'How long does the dough rise?', 'Baking']);
    const made = runOfflineTool('section_summary', { text: ARTICLE });
    expect(made.output).toMatch(/^## Sourdough at home\n.+\n\n## How long does the dough rise\?\n.+\n\n## Baking\n.+$/);
  });

  it('answers the questions the text asks with the sentences after them, and none when it asks none', () => {
    const made = runOfflineTool('faqs', { topic: 'sourdough', source: ARTICLE, count: '5' });
    expect(made.output).toBe(
      'Q: How long does the dough rise?\nA: The dough rises for eight to twelve hours at room temperature. Cold dough in the fridge can rise for two days and tastes more sour.',
    );
    expect(runOfflineTool('faqs', { topic: 'sourdough', source: 'Bread is good. It is very good.' }).output).toBe('');
  });

  it('quotes a meta description within 160 characters that names the keyword, and says when the page never does', () => {
    const made = runOfflineTool('meta_description', { keyword: 'sourdough starter', text: ARTICLE });
    expect(made.output.length).toBeLessThanOrEqual(160);
    expect(made.output.toLowerCase()).toContain('starter');
    expect(made.what).toBe('This description is quoted from your page text.');
    expect(runOfflineTool('meta_description', { keyword: 'croissant', text: ARTICLE }).what).toMatch(/never names your keyword/);
  });

  it('fills headline patterns, outlines from the source’s headings, quotes talking points, and writes bullets as sentences', () => {
    expect(runOfflineTool('headlines', { topic: 'sourdough bread', style: 'how_to', count: '3' }, { year: 2026 }).output.split('\n')).toHaveLength(3);
    expect(runOfflineTool('outline', { headline: 'Sourdough', source: ARTICLE, count: '6' }).output.split('\n')).toEqual(expect.arrayContaining(['Baking']));
    expect(runOfflineTool('outline', { headline: 'Sourdough', source: 'No headings. Only sentences here.' }).output).toBe('');
    const points = runOfflineTool('talking_points', { headline: 'Sourdough at home', outline: 'Feeding the starter\nBaking the loaf', source: ARTICLE });
    expect(points.output).toMatch(/^## Feeding the starter\n- Bakers feed the starter/);
    expect(runOfflineTool('bullet_sentences', { points: 'feed the starter daily\n- bake at a high heat;' }).output).toBe('- Feed the starter daily.\n- Bake at a high heat.');
  });
});
