/**
 * Content analysis benchmark (issue 17): our analysis and content score of a 5,000-word doc against
 * yoastseo 3.6.0's readability (content) and SEO assessments of the same doc, in the same run, in
 * Node and in Chromium. Prints median/p95 ms and the ratio; asserts nothing.
 *   npm run bench:seo        (BENCH_SEO_WORDS=5000 BENCH_SEO_RUNS=50 BENCH_SEO_YOAST_RUNS=5 BENCH_SEO_BROWSER=1)
 * yoastseo is GPL-3.0 and a dev dependency: it is bundled only into this bench's page, never into the app.
 * In Chromium it needs Node's `url` and `events`; the page gets two small stand-ins (below).
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromiumPath';
import { seoBenchDoc } from './seoAnalysisCorpus';
import { runOurs, runYoast } from './seoAnalysisRunners';
import { timings } from './seoAnalysisTimings';

const WORDS = Number(process.env.BENCH_SEO_WORDS ?? 5_000);
const RUNS = Number(process.env.BENCH_SEO_RUNS ?? 50);
const YOAST_RUNS = Number(process.env.BENCH_SEO_YOAST_RUNS ?? 5);
const BROWSER = process.env.BENCH_SEO_BROWSER !== '0';

type TTimes = ReturnType<typeof timings>;

/** Browser stand-ins for the two Node modules yoastseo requires: legacy url.parse and an EventEmitter base class. */
const NODE_SHIMS: Record<string, string> = {
  url: `exports.parse = function (value, _query, slashesDenoteHost) {
    var m = /^([a-z][a-z0-9+.-]*:)?(\\/\\/([^/?#]*))?([^?#]*)(\\?[^#]*)?(#.*)?$/i.exec(String(value).trim()) || [];
    var protocol = m[1] ? m[1].toLowerCase() : null;
    var hasHost = !!m[2] && (!!protocol || !!slashesDenoteHost);
    var host = hasHost ? m[3].replace(/^[^@]*@/, '').toLowerCase() : null;
    return { protocol: protocol, slashes: !!m[2], host: host, hostname: host ? host.replace(/:\\d+$/, '') : null,
      pathname: hasHost ? m[4] || '/' : (m[2] || '') + (m[4] || ''), search: m[5] || null, hash: m[6] || null, href: String(value) };
  };`,
  events: `function EventEmitter() {}
    EventEmitter.prototype.on = function () { return this; };
    EventEmitter.prototype.emit = function () { return false; };
    exports.EventEmitter = EventEmitter;`,
};

const nodeShims: Plugin = {
  name: 'node-shims',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(url|events)$/ }, (args) => ({ path: args.path, namespace: 'node-shim' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'node-shim' }, (args) => ({ contents: NODE_SHIMS[args.path], loader: 'js' }));
  },
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
function report(where: string, ours: TTimes, yoast: TTimes) {
  console.log(`${where}: ours median ${ms(ours.median)}, p95 ${ms(ours.p95)}, first ${ms(ours.first)} (${ours.runs} runs)`);
  console.log(`${where}: yoastseo median ${ms(yoast.median)}, p95 ${ms(yoast.p95)}, first ${ms(yoast.first)} (${yoast.runs} runs)`);
  console.log(`${where}: ours is ${(yoast.median / ours.median).toFixed(0)}× faster (median against median)`);
}

async function inChromium() {
  const bundle = await build({
    entryPoints: [new URL('./seoAnalysisBrowser.ts', import.meta.url).pathname],
    bundle: true, write: false, platform: 'browser', format: 'iife', minify: true, logLevel: 'error', plugins: [nodeShims],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>seo bench</title>');
    await page.evaluate((words) => { (globalThis as { BENCH_SEO_WORDS?: number }).BENCH_SEO_WORDS = words; }, WORDS);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const result = await page.evaluate(([runs, yoastRuns]) =>
      (globalThis as unknown as { benchSeo: (a: number, b: number) => { ours: TTimes; yoast: TTimes } }).benchSeo(runs!, yoastRuns!), [RUNS, YOAST_RUNS]);
    report(`Chromium ${browser.version()}`, result.ours, result.yoast);
  } finally {
    await browser.close();
  }
}

const doc = seoBenchDoc(WORDS);
console.log(`SEO analysis bench: ${WORDS.toLocaleString('en-US')}-word doc (${(doc.html.length / 1024).toFixed(0)} KB of HTML), ${doc.snapshot.terms.length} brief terms, ${doc.snapshot.common_headings.length} common headings; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
console.log(`scores: ours ${runOurs(doc)}; yoastseo content/SEO ${runYoast(doc).join('/')}`);
report(`Node ${process.version}`, timings(() => runOurs(doc), RUNS, 5), timings(() => runYoast(doc), YOAST_RUNS, 1));
if (BROWSER) await inChromium();
