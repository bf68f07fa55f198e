import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_VERSION } from './core/constants';
import { buildHash, readUpdateLogs, versionFile } from './scripts/versionFile';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const hash = buildHash();
const updateLogs = readUpdateLogs(APP_VERSION);
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fromRoot('.'),
  plugins: [react(), versionFile({ hash, version: APP_VERSION, updateLogs })],
  resolve: {
    alias: {
      '@core': fromRoot('./core'),
      '@web': fromRoot('./web'),
    },
  },
  define: {
    // The running build compares its own hash with /version.json to offer an update (spec §4).
    __APP_HASH__: JSON.stringify(hash),
    __UPDATE_LOGS__: JSON.stringify(updateLogs),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/printBundleSizes.ts reads the manifest to measure what /login and /dashboard load.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/version.json': apiServer, '/collaboration': { target: apiServer, ws: true } },
  },
});
