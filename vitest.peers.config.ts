// Publishing-integration tests against real local peers (Ghost, WordPress): `npm run test:peers`,
// after `bash scripts/peers/peers.sh up`. The default vitest.config.ts excludes these files.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@core': here('./core'), '@server': here('./server'), '@web': here('./web') } },
  test: {
    include: ['{integrations,server}/**/*.peer.test.ts'],
    environment: 'node',
    // One shared Ghost and WordPress: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['server/test/globalSetup.ts'],
  },
});
