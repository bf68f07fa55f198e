/**
 * Claim detection benchmark (issue 18): detectClaims and factsOf on generated English texts of
 * 5,000 and 100,000 words, about a third of their sentences checkable (numbers, dates, names,
 * comparisons). Median of runs after a warm-up. Prints figures; asserts nothing.
 *   npx tsx bench/claims.bench.ts      (BENCH_RUNS=15)
 */
import { performance } from 'node:perf_hooks';
import { detectClaims, factsOf } from '../core/analysis/claims';
import { sentence, seeded } from './retrieval/corpus';

const runs = Number(process.env.BENCH_RUNS ?? 15);

const FACTUAL = [
  (n: number) => `The Acme Company was founded in ${1850 + (n % 150)}, and Maria Lopez employs ${(n % 90) + 10},000 people.`,
  (n: number) => `Revenue rose ${(n % 40) + 2}% to $${(n % 9) + 1}.5 million in March ${1990 + (n % 30)}.`,
  (n: number) => `The bridge is longer than the old ferry route because the river widened by ${n % 500} metres.`,
  (n: number) => `It was the tallest building in Chicago until ${1900 + (n % 100)}.`,
];

/** A text of about `words` words: Zipf-like filler sentences, every third one a checkable claim. */
function generate(words: number): string {
  const random = seeded(words);
  const sentences: string[] = [];
  let count = 0;
  for (let n = 0; count < words; n += 1) {
    const next = n % 3 === 2 ? FACTUAL[n % FACTUAL.length]!(n) : sentence(random);
    sentences.push(next);
    count += next.split(' ').length;
    if (n % 6 === 5) sentences.push('\n\n');
  }
  return sentences.join(' ');
}

function median(task: () => void): number {
  task();
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    task();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

for (const words of [5_000, 100_000]) {
  const text = generate(words);
  const detection = detectClaims(text);
  const uncapped = detectClaims(text, { maxClaims: Number.MAX_SAFE_INTEGER });
  const facts = factsOf(text);
  console.log(`${words.toLocaleString('en')} words (${text.length.toLocaleString('en')} chars): ${detection.claims.length} claims${detection.truncated ? ' (capped)' : ''}, ${uncapped.claims.length} uncapped, ${facts.length} facts`);
  console.log(`  detectClaims (cap 500)   median ${median(() => detectClaims(text)).toFixed(1)} ms`);
  console.log(`  detectClaims (no cap)    median ${median(() => detectClaims(text, { maxClaims: Number.MAX_SAFE_INTEGER })).toFixed(1)} ms`);
  console.log(`  factsOf                  median ${median(() => factsOf(text)).toFixed(1)} ms`);
}
