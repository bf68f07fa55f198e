import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@core': here('./core'), '@server': here('./server'), '@web': here('./web') } },
  test: {
    include: ['{core,server,web,integrations,scripts,bench}/**/*.test.{ts,tsx}'],
    // Tests against the real Ghost/WordPress peers run only through vitest.peers.config.ts (npm run test:peers).
    exclude: [...configDefaults.exclude, '**/*.peer.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module cache: each worker imports the server once instead of once per
    // file (the server suite ran 30% faster). Tests keep their state in the apps they build and close.
    isolate: false,
    globalSetup: ['server/test/globalSetup.ts'],
  },
});
