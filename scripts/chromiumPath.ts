import fs from 'node:fs';

/** Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** Flags for Chromium in a sandboxed CI machine with no outside network (STACK-NOTES). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
