import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@core': here('./core'), '@server': here('./server'), '@web': here('./web') } },
  test: {
    include: ['{core,server,web,integrations,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
