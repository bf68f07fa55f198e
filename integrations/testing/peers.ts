// Where the real publishing peers (Ghost, WordPress) started by `scripts/peers/peers.sh up` live, and their keys.
// Values come from process.env first, else from `$PEERS_DIR/peers.env` (default ~/.cache/longform-peers/peers.env),
// the KEY=value file peers.sh writes (and removes on `down`). A peer whose values are incomplete is null.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface GhostPeer {
  /** Site root, e.g. http://127.0.0.1:3240 (Admin API under /ghost/api/admin/). */
  url: string;
  /** Admin API key "<24-hex id>:<64-hex secret>": signs the HS256 JWT of the Admin API. */
  adminKey: string;
  /** Content API key (26 hex), passed as ?key= to /ghost/api/content/. */
  contentKey: string;
}

export interface WordPressPeer {
  /** Site root, e.g. http://127.0.0.1:3241 (REST API under /wp-json/). */
  url: string;
  user: string;
  /** Application Password for HTTP Basic auth. */
  appPassword: string;
}

export interface Peers {
  ghost: GhostPeer | null;
  wordpress: WordPressPeer | null;
}

const KEYS = [
  'GHOST_PEER_URL',
  'GHOST_PEER_ADMIN_KEY',
  'GHOST_PEER_CONTENT_KEY',
  'WP_PEER_URL',
  'WP_PEER_USER',
  'WP_PEER_APP_PASSWORD',
] as const;
type Key = (typeof KEYS)[number];

/** Path of the env file written by `peers.sh up`. */
export function peersEnvPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.PEERS_DIR || join(homedir(), '.cache', 'longform-peers'), 'peers.env');
}

/** KEY=value lines; blank lines and # comments ignored, surrounding quotes stripped. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

export function readPeers(env: NodeJS.ProcessEnv = process.env): Peers {
  let file: Record<string, string> = {};
  try {
    file = parseEnvFile(readFileSync(peersEnvPath(env), 'utf8'));
  } catch {
    // no peers.env: peers not started (or configured through the environment only)
  }
  const get = (k: Key): string | undefined => env[k] || file[k] || undefined;
  const trimSlash = (u: string) => u.replace(/\/+$/, '');

  const gUrl = get('GHOST_PEER_URL');
  const gAdmin = get('GHOST_PEER_ADMIN_KEY');
  const gContent = get('GHOST_PEER_CONTENT_KEY');
  const wUrl = get('WP_PEER_URL');
  const wUser = get('WP_PEER_USER');
  const wPass = get('WP_PEER_APP_PASSWORD');
  return {
    ghost: gUrl && gAdmin && gContent ? { url: trimSlash(gUrl), adminKey: gAdmin, contentKey: gContent } : null,
    wordpress: wUrl && wUser && wPass ? { url: trimSlash(wUrl), user: wUser, appPassword: wPass } : null,
  };
}

/** Message for a test that needs a peer that is not configured. */
export const START_PEERS_HINT =
  'Start the real peers with `bash scripts/peers/peers.sh up` (writes ' +
  '$PEERS_DIR/peers.env, default ~/.cache/longform-peers/peers.env) or set the GHOST_PEER_* / WP_PEER_* variables; ' +
  'stop them with `bash scripts/peers/peers.sh down`.';
