/**
 * Brief-building benchmark (issue 17): the pure builder (core/analysis/seo/briefBuilder) on 10
 * competitor pages of about 3,000 words each, already fetched and extracted, so no network time.
 * Each page mixes the retrieval bench's English-like text with a few phrases the pages share and
 * 12 headings. Prints the cold first run and the median and p95 of the next runs; aim < 200 ms.
 *   npx tsx bench/seoBrief.bench.ts        (BENCH_RUNS=30 BENCH_PAGES=10 BENCH_WORDS=3000)
 */
import { performance } from 'node:perf_hooks';
import { wordTokens } from '../core/analysis/language';
import { buildBriefSnapshot, type TBriefInput } from '../core/analysis/seo/briefBuilder';
import type { TBriefPage } from '../core/api/seo';
import { paragraph, seeded } from './retrieval/corpus';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const pageCount = Number(process.env.BENCH_PAGES ?? 10);
const wordsPerPage = Number(process.env.BENCH_WORDS ?? 3_000);

const SHARED = ['garden soil', 'raised beds', 'compost heap', 'soil test kit', 'organic matter', 'drainage holes', 'clay soil', 'mulch layer'];
const HEADINGS = ['Why does garden soil need compost?', 'How to test soil', 'Watering tips', 'Raised beds', 'Clay soil', 'Mulch', 'Common mistakes', 'FAQ'];

function competitor(index: number): { page: TBriefPage; text: string } {
  const random = seeded(1_000 + index);
  const blocks: string[] = [];
  let words = 0;
  while (words < wordsPerPage) {
    const shared = SHARED.filter(() => random() < 0.5).join(' and ');
    const block = `${paragraph(random, 4)} The ${shared || 'garden soil'} matters here.`;
    blocks.push(block);
    words += wordTokens(block).length;
  }
  const headings = Array.from({ length: 12 }, (_, n) => ({ level: n === 0 ? 1 : 2 + (n % 2), text: HEADINGS[(index + n) % HEADINGS.length]! }));
  const url = `https://competitor-${index}.test/garden-soil`;
  return { page: { url, title: `Competitor ${index}`, rank: index + 1, origin: 'search', status: 'read', error: null, word_count: 0, headings }, text: blocks.join('\n\n') };
}

const competitors = Array.from({ length: pageCount }, (_, index) => competitor(index));
const input: TBriefInput = {
  keyword: 'garden soil',
  secondaryKeywords: ['compost'],
  language: 'English-US',
  country: 'United States',
  pages: competitors.map((entry) => entry.page),
  texts: new Map(competitors.map((entry) => [entry.page.url, entry.text])),
  relatedQuestions: ['Is clay soil bad for gardens?', 'How often should I add compost?'],
  notices: [],
};
const totalWords = competitors.reduce((sum, entry) => sum + wordTokens(entry.text).length, 0);

const timed = () => {
  const start = performance.now();
  const snapshot = buildBriefSnapshot(input);
  return { ms: performance.now() - start, snapshot };
};
const cold = timed();
const times = Array.from({ length: runs }, () => timed().ms).sort((a, b) => a - b);
const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))]!;

console.log(`SEO brief from ${pageCount} pages, ${totalWords.toLocaleString('en')} words (no network), Node ${process.version}`);
console.log(`  cold first build: ${cold.ms.toFixed(1)} ms`);
console.log(`  warm: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${runs} runs (aim < 200 ms)`);
console.log(`  snapshot: ${cold.snapshot.terms.length} terms, ${cold.snapshot.common_headings.length} common headings, ${cold.snapshot.questions.length} questions, target ${cold.snapshot.target_words} words`);
