/**
 * Style-signals benchmark (issue 18): styleSignals (core/analysis/style) on a generated English
 * text of about 5,000 words in paragraphs of 3–7 sentences, with a few stock phrases and passives.
 * Prints the cold first run and the median and p95 of the next runs; aim < 20 ms. Also times
 * passageDiff on two 2,000-word passages that share half their words (the diff's bound).
 *   npx tsx bench/styleSignals.bench.ts        (BENCH_RUNS=50 BENCH_WORDS=5000)
 */
import { performance } from 'node:perf_hooks';
import { wordTokens } from '../core/analysis/language';
import { passageDiff, styleSignals } from '../core/analysis/style';
import { paragraph, seeded } from './retrieval/corpus';

const runs = Number(process.env.BENCH_RUNS ?? 50);
const targetWords = Number(process.env.BENCH_WORDS ?? 5_000);

const random = seeded(18);
const EXTRAS = ['It is important to note that the soil was tested.', 'In conclusion, the harvest was stored in the barn.', 'We delve into the details below.'];
const blocks: string[] = [];
let words = 0;
while (words < targetWords) {
  const block = `${paragraph(random, 3 + Math.floor(random() * 5))} ${random() < 0.3 ? EXTRAS[Math.floor(random() * EXTRAS.length)] : ''}`.trim();
  blocks.push(block);
  words += wordTokens(block).length;
}
const text = blocks.join('\n\n');

const time = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${times.length} runs`;
};

const cold = time(() => styleSignals({ text, language: 'en' }));
const warm = Array.from({ length: runs }, () => time(() => styleSignals({ text, language: 'en' })));
console.log(`Style signals of ${words.toLocaleString('en')} words in ${blocks.length} paragraphs, Node ${process.version}`);
console.log(`  cold first run: ${cold.toFixed(1)} ms`);
console.log(`  warm: ${summary(warm)} (aim < 20 ms)`);

const passage = wordTokens(text).slice(0, 2_000).map((token) => token.word);
const before = passage.join(' ');
const after = passage.map((word, i) => (random() < 0.5 ? word : `${word}x${i}`)).join(' ');
const diffs = Array.from({ length: Math.max(5, Math.floor(runs / 5)) }, () => time(() => passageDiff(before, after)));
console.log(`  passageDiff, 2,000 words with half of them changed: ${summary(diffs)}`);
