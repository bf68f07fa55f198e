// The bench's page: bundled with esbuild by bench/seoAnalysis.bench.ts and timed inside Chromium.
import { seoBenchDoc } from './seoAnalysisCorpus';
import { runOurs, runYoast } from './seoAnalysisRunners';
import { timings } from './seoAnalysisTimings';

const WORDS = Number((globalThis as { BENCH_SEO_WORDS?: number }).BENCH_SEO_WORDS ?? 5_000);

(globalThis as Record<string, unknown>).benchSeo = (oursRuns: number, yoastRuns: number) => {
  const doc = seoBenchDoc(WORDS);
  return { ours: timings(() => runOurs(doc), oursRuns, 5), yoast: timings(() => runYoast(doc), yoastRuns, 1) };
};
