import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints the JavaScript a browser downloads before /login and /dashboard can show (gzip), from the
 * Vite manifest: the entry chunk and its static imports, plus each lazy chunk the route needs and
 * their static imports. It only reports; the budget is a target, not a gate on the build.
 */
type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;

const BUDGET_KB = 200;
const DIST = 'dist';

/** The lazy modules each route loads on a first visit, by source path as the manifest keys them. */
const ROUTES: Record<string, string[]> = {
  '/login': ['web/scenes/Login/LoginScene.tsx'],
  '/dashboard': ['web/components/AppShell/SignedInLayout.tsx', 'web/scenes/Dashboard/DashboardScene.tsx'],
};

function collect(manifest: TManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest; was it renamed?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

const gzipKbOf = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
/** `--verbose` lists each file, to see what to split when a route grows. */
const verbose = process.argv.includes('--verbose');

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.log(`No ${manifestPath}: run vite build first.`);
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.log('The manifest has no entry chunk.');
  process.exit(0);
}

console.log(`Initial JavaScript per route (gzip, budget ${BUDGET_KB} KB):`);
for (const [route, lazyKeys] of Object.entries(ROUTES)) {
  const files = new Set<string>();
  collect(manifest, entryKey, files);
  for (const key of lazyKeys) collect(manifest, key, files);
  const sizes = [...files].map((file) => ({ file, kb: gzipKbOf(file) }));
  const kb = sizes.reduce((sum, entry) => sum + entry.kb, 0);
  const verdict = kb <= BUDGET_KB ? 'under budget' : `OVER budget by ${(kb - BUDGET_KB).toFixed(1)} KB`;
  console.log(`  ${route.padEnd(11)} ${kb.toFixed(1).padStart(6)} KB in ${files.size} files: ${verdict}`);
  if (verbose) {
    for (const entry of sizes.sort((a, b) => b.kb - a.kb)) console.log(`      ${entry.kb.toFixed(1).padStart(6)} KB  ${entry.file}`);
  }
}
