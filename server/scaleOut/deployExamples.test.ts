import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README shows the reverse-proxy examples that reverseProxy.test.ts runs: the same lines, comments aside. */
const root = path.resolve(import.meta.dirname, '../..');
const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .map((line) => line.replace(/\s+#.*$/, ''))
    .join('\n');

function readmeBlock(language: string): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readme);
  if (!block) throw new Error(`README has no ${language} block`);
  return block[1]!;
}

describe('the README reverse-proxy examples', () => {
  it('show docs/deploy/nginx.conf as tested', () => {
    expect(withoutComments(readmeBlock('nginx'))).toBe(withoutComments(readFileSync(path.join(root, 'docs/deploy/nginx.conf'), 'utf8')));
  });

  it('show docs/deploy/Caddyfile as tested', () => {
    expect(withoutComments(readmeBlock('caddy'))).toBe(withoutComments(readFileSync(path.join(root, 'docs/deploy/Caddyfile'), 'utf8')));
  });
});
