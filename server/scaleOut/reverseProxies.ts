import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The README's reverse-proxy examples (docs/deploy/nginx.conf, docs/deploy/Caddyfile), run for real
 * in front of test instances: the example's upstream addresses and listen address are swapped for
 * the test's, nothing else, so what the README shows is what is tested.
 */

const deployFolder = path.resolve(import.meta.dirname, '../../docs/deploy');
export const NGINX = '/usr/sbin/nginx';
export const CADDY = '/usr/bin/caddy';

export type TProxy = { origin: string; stop: () => Promise<void> };

async function waitForPort(origin: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the proxy exited: ${fs.existsSync(logFile) ? await readFile(logFile, 'utf8') : ''}`);
    try {
      await fetch(`${origin}/api/health`);
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the proxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopper(child: ChildProcess, folder: string) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // Caddy's graceful stop waits for requests still open upstream; the test does not.
      const forced = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(forced);
    }
    await rm(folder, { recursive: true, force: true });
  };
}

/** nginx with docs/deploy/nginx.conf inside a minimal main config of its own (prefix, temp paths, pid). */
export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<TProxy> {
  const folder = await mkdtemp(path.join(tmpdir(), 'longform-nginx-'));
  const example = await readFile(path.join(deployFolder, 'nginx.conf'), 'utf8');
  const site = example
    .replace('    server 127.0.0.1:3001;\n    server 127.0.0.1:3002;\n', upstreamPorts.map((port) => `    server 127.0.0.1:${port};\n`).join(''))
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  if (site === example) throw new Error('docs/deploy/nginx.conf no longer has the upstreams and listen line this test replaces');
  await writeFile(path.join(folder, 'longform.conf'), site);
  const logFile = path.join(folder, 'error.log');
  await writeFile(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${logFile} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`),
      `  include ${folder}/longform.conf;`,
      '}',
    ].join('\n'),
  );
  // As root, workers would switch to a user that cannot read the temporary folder: keep them as the caller.
  const child = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), ...(process.getuid?.() === 0 ? ['-g', 'user root;'] : [])], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${listenPort}`;
  await waitForPort(origin, child, logFile);
  return { origin, stop: stopper(child, folder) };
}

/** Caddy with docs/deploy/Caddyfile, over plain HTTP on the test's port, its admin endpoint off. */
export async function startCaddy(listenPort: number, upstreamPorts: number[]): Promise<TProxy> {
  const folder = await mkdtemp(path.join(tmpdir(), 'longform-caddy-'));
  const example = await readFile(path.join(deployFolder, 'Caddyfile'), 'utf8');
  const site = example
    .replace('longform.example.com {', `{\n\tadmin off\n\tauto_https off\n}\n\nhttp://127.0.0.1:${listenPort} {`)
    .replace('reverse_proxy 127.0.0.1:3001 127.0.0.1:3002 {', `reverse_proxy ${upstreamPorts.map((port) => `127.0.0.1:${port}`).join(' ')} {`);
  if (!site.includes(`127.0.0.1:${upstreamPorts[0]}`) || !site.includes(`http://127.0.0.1:${listenPort}`)) {
    throw new Error('docs/deploy/Caddyfile no longer has the site address and upstreams this test replaces');
  }
  const file = path.join(folder, 'Caddyfile');
  await writeFile(file, site);
  const logFile = path.join(folder, 'caddy.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: ['ignore', log, log], env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder } });
  const origin = `http://127.0.0.1:${listenPort}`;
  await waitForPort(origin, child, logFile);
  return { origin, stop: stopper(child, folder) };
}
