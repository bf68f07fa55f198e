import { describe, expect, it } from 'vitest';
import { styleSignals } from './styleSignals';

const DRAFT = `In today's fast-paced world, gardening has become more popular than ever. It is important to note that healthy soil is the foundation of every garden. Additionally, compost plays a crucial role in improving soil structure. Moreover, mulch helps retain moisture during the hot summer months. Furthermore, raised beds provide excellent drainage for most vegetables.

Watering is another key aspect of successful gardening. It is important to water deeply and consistently throughout the season. Additionally, morning watering reduces the risk of fungal disease. Moreover, drip irrigation delivers water directly to the roots. Furthermore, rain barrels offer a sustainable source of water.

In conclusion, gardening is a testament to patience and care. By following these tips, you can unlock the potential of your garden. Additionally, you will enjoy fresh vegetables all summer long. Moreover, your plants will thrive in healthy soil. Ultimately, gardening offers a rewarding experience for everyone.`;

const HUMAN = `I planted tomatoes too early last year. Frost got them. All twelve seedlings, gone in one April night, and I stood in the garden in my slippers feeling stupid.

So this year I waited. My neighbour, who has grown vegetables on the same plot since the seventies and keeps a notebook of every frost date, told me to hold off until the oaks leafed out. I thought that was folklore. It isn't, or at least it worked.

The soil here is heavy clay. Compost helps. I dig in two barrow-loads each autumn and let the worms do the rest, which they do with more enthusiasm than I do.

Water? Less than you'd think.`;

const levels = (report: ReturnType<typeof styleSignals>) => Object.fromEntries(report.signals.map((s) => [s.id, s.level]));

describe('styleSignals', () => {
  it('reads a machine-style draft: flat sentences, "additionally"/"moreover" openers, stock phrases', () => {
    const report = styleSignals({ text: DRAFT, language: 'English-US' });
    expect(levels(report)).toEqual({
      sentenceLength: 'strong', sentenceOpeners: 'notice', stockPhrases: 'strong', passiveVoice: 'ok', paragraphLength: 'ok', lexicalVariety: 'ok',
    });
    // "additionally" and "moreover" each start 3 of 15 sentences (20%); "furthermore" 2.
    expect(report.signals[1]).toMatchObject({ value: 20, found: ['additionally', 'moreover'] });
    expect(report.signals[1]!.sentences.length).toBe(6);
    expect(report.signals[2]).toMatchObject({ value: 6, found: ["in today's fast-paced world", 'it is important to note', 'plays a crucial role', 'in conclusion', 'a testament to', 'unlock the potential'] });
  });

  it('reads a varied human text as ok throughout', () => {
    const report = styleSignals({ text: HUMAN, language: 'en' });
    expect(Object.values(levels(report)).every((level) => level === 'ok')).toBe(true);
    expect(report.signals.every((s) => s.sentences.length === 0)).toBe(true);
  });

  it('gives every signal in order, with offsets into the analysed text that mark whole sentences', () => {
    const report = styleSignals({ text: DRAFT, language: 'en' });
    expect(report.signals.map((s) => s.id)).toEqual(['sentenceLength', 'sentenceOpeners', 'stockPhrases', 'passiveVoice', 'paragraphLength', 'lexicalVariety']);
    expect(report.text).toBe(DRAFT);
    for (const signal of report.signals) {
      expect(signal.sentences.length).toBeLessThanOrEqual(20);
      for (const { start, end } of signal.sentences) expect(report.text.slice(start, end)).toMatch(/^[A-Z].*[.?!]$/);
    }
    const marked = report.signals[2]!.sentences.map(({ start, end }) => report.text.slice(start, end));
    expect(marked[0]).toBe("In today's fast-paced world, gardening has become more popular than ever.");
  });

  it('reads HTML, with offsets into the text of its blocks', () => {
    const html = '<h1>Soil</h1><p>We will <strong>delve into</strong> compost &amp; mulch.</p><p>Then we rest.</p>';
    const report = styleSignals({ html, language: 'en' });
    expect(report.text).toBe('Soil\n\nWe will delve into compost & mulch.\n\nThen we rest.');
    const stock = report.signals.find((s) => s.id === 'stockPhrases')!;
    expect(stock.found).toEqual(['delve into']);
    expect(stock.sentences.map(({ start, end }) => report.text.slice(start, end))).toEqual(['We will delve into compost & mulch.']);
  });

  it('measures nothing in an empty text', () => {
    const report = styleSignals({ text: '', language: 'en' });
    expect(report.text).toBe('');
    expect(report.signals.map((s) => [s.value, s.level, s.sentences.length])).toEqual(Array.from({ length: 6 }, () => [null, 'ok', 0]));
  });

  it('says which signals a language without lists does not measure', () => {
    const report = styleSignals({ text: 'Tôi trồng cà chua quá sớm. Sương giá đã làm hỏng chúng.', language: 'Vietnamese' });
    const byId = Object.fromEntries(report.signals.map((s) => [s.id, s]));
    expect(byId.stockPhrases).toMatchObject({ value: null, level: 'ok' });
    expect(byId.passiveVoice).toMatchObject({ value: null, level: 'ok' });
    // 12 words, all different: under one window, the plain type-token ratio.
    expect(byId.lexicalVariety!.value).toBe(1);
  });

  it('never promises anything about AI detectors', () => {
    const explanations = [DRAFT, HUMAN, ''].flatMap((text) => styleSignals({ text, language: 'en' }).signals.map((s) => s.explanation));
    for (const explanation of explanations) expect(explanation).not.toMatch(/detect|undetectable|bypass|pass as human/i);
  });
});
