/**
 * Editor benchmark (issue 7), against the real server process on in-memory PGlite and the built app
 * (run `npm run build` first). Prints figures; asserts nothing.
 *   npm run bench:editor                   (BENCH_EDITOR_WORDS=10000; WEB_DIST_DIR=<dir> to run a build of its own)
 * - time to editable of a 10,000-word doc in Chromium (first open and two reloads), with when each boot
 *   call and the doc's data arrived and when the app's 1 s loader (spec §9) went away; "editable"
 *   means typable: not inside the page the app prepares inert under its loader;
 * - time to editable when the doc is opened from the docs list inside the running app (click → editable);
 * - keystroke-to-paint latency while typing in that doc (keydown → the frame after it, p50/p95/max);
 * - autosave bytes per keystroke (what a Node Yjs client sends per typed character, next to the doc's size);
 * The server's memory per open doc is measured in-process by bench/editor/serverMemory.ts. The load
 * average is printed with the figures: on a shared 2-core machine it moves them more than most changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../core/editor/extensions';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromiumPath';
import { startServer } from '../api/serverProcess';
import { LONG_DOC_END_MARKER, longDocHtml } from './longDoc';

const PORT = Number(process.env.BENCH_EDITOR_PORT ?? 3160);
const WORDS = Number(process.env.BENCH_EDITOR_WORDS ?? 10_000);
const KEYSTROKES = 60;
/** What the last open fetched, by a part of its address: when each request started and ended (ms after navigation). */
const TIMELINE: Array<[string, string]> = [
  ['app code', '/assets/index-'],
  ['session', '/api/auth/get-session'],
  ['config', '/api/app/config'],
  ['user', '/api/fetch/user/details'],
  ['flags', '/api/fetch/user/flags'],
  ['shell chunk', '/assets/SignedInLayout-'],
  ['editor chunk', '/assets/EditorScene-'],
  ['doc data', '/api/get/saved/copy/internal'],
];

type TSession = { cookie: string; projectId: string };

async function signUp(baseUrl: string): Promise<TSession> {
  const response = await fetch(`${baseUrl}/api/add/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench Writer', email: `bench-editor-${Date.now()}@example.com`, password: 'bench-pass-1', project_name: 'Bench' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { projects: Array<{ _id: string }> } };
  return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, projectId: body.user.projects[0]!._id };
}

async function createLongDoc(baseUrl: string, session: TSession, html: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/save/user/copy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: session.cookie },
    body: JSON.stringify({ project_id: session.projectId, title: 'Ten thousand words', copy_to_save: html }),
  });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { copy: { _id: string } }).copy._id;
}

/** A Node client whose socket counts the bytes it sends. */
function openCountingPeer(baseUrl: string, blogId: string, cookie: string) {
  const sent = { bytes: 0, messages: 0 };
  class CountingSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
    override send(data: Parameters<WebSocket['send']>[0], ...rest: unknown[]) {
      sent.bytes += typeof data === 'string' ? Buffer.byteLength(data) : (data as ArrayBufferLike).byteLength;
      sent.messages += 1;
      return (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: `${baseUrl.replace('http', 'ws')}/collaboration`, WebSocketPolyfill: CountingSocket });
  return new Promise<{ doc: Y.Doc; sent: typeof sent; provider: HocuspocusProvider; close: () => void }>((resolve, reject) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: blogId,
      document: doc,
      token: 'session-cookie',
      onSynced: () => resolve({ doc, sent, provider, close: () => (provider.destroy(), socket.destroy()) }),
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
    });
    provider.attach();
  });
}

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

async function autosaveBytes(baseUrl: string, session: TSession, blogId: string) {
  const peer = await openCountingPeer(baseUrl, blogId, session.cookie);
  const fragment = peer.doc.getXmlFragment(EDITOR_FIELD);
  const last = fragment.get(fragment.length - 1) as Y.XmlElement;
  const text = last.get(0) as Y.XmlText;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = { ...peer.sent };
  for (let i = 0; i < KEYSTROKES; i += 1) {
    text.insert(text.length, 'x');
    await waitFor(() => !peer.provider.hasUnsyncedChanges);
  }
  const bytes = peer.sent.bytes - before.bytes;
  const docBytes = Y.encodeStateAsUpdate(peer.doc).byteLength;
  peer.close();
  return { perKeystroke: bytes / KEYSTROKES, messagesPerKeystroke: (peer.sent.messages - before.messages) / KEYSTROKES, docBytes };
}

async function browserFigures(baseUrl: string, session: TSession, blogId: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const [cookieName, cookieValue] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name: cookieName, value: cookieValue, url: baseUrl }]);
    const page = await context.newPage();
    const editable = () =>
      page.waitForFunction(
        (marker) => {
          // Editable, showing the whole doc, and not behind the app's loader (the page mounts inert under it).
          const element = document.querySelector('[data-testid=doc-text]');
          const ready = element?.getAttribute('contenteditable') === 'true' && element.closest('[inert]') === null;
          return ready && element.textContent?.includes(marker) ? performance.now() : false;
        },
        LONG_DOC_END_MARKER,
        { polling: 'raf', timeout: 60_000 },
      );
    // When the app's boot loader (shown at least 1 s, spec §9) last went away, in ms after navigation.
    await page.addInitScript(() => {
      const marks = { loaderGone: -1 };
      (window as unknown as { __boot: typeof marks }).__boot = marks;
      let shown = false;
      new MutationObserver(() => {
        const present = document.querySelector('[role="status"][aria-label="Loading Longform"]') !== null;
        if (shown && !present) marks.loaderGone = performance.now();
        shown = present;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    const opens: number[] = [];
    let phases = '';
    for (let i = 0; i < 3; i += 1) {
      await page.goto(`/blogs/editor?copy_id=${blogId}`);
      opens.push(Number(await (await editable()).jsonValue()));
      const loaderGone = (await page.evaluate(() => (window as unknown as { __boot: { loaderGone: number } }).__boot.loaderGone)) as number;
      // Where the last open spent its time: when the editor's code and the doc's data had arrived.
      // A string, since tsx would wrap named helpers in a __name() the page does not have.
      const timeline = (await page.evaluate(`(${JSON.stringify(TIMELINE)}).map(([label, part]) => {
        const entry = performance.getEntriesByType('resource').find((item) => item.name.includes(part));
        const size = entry && part.startsWith('/api/get/saved') ? ' (' + (entry.decodedBodySize / 1024).toFixed(0) + ' KB)' : '';
        return entry ? label + ' ' + entry.startTime.toFixed(0) + '→' + entry.responseEnd.toFixed(0) + size : label + ' -';
      })`)) as string[];
      phases = `${timeline.join(', ')}, boot loader gone ${loaderGone.toFixed(0)}`;
    }

    // Opening the doc from the docs list inside the running app: the click on its title → editable.
    const inApp: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.goto('/blogs');
      const link = page.getByTestId('blog-title').first();
      await link.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() =>
        document.addEventListener('click', (event) => ((window as unknown as { __clickAt: number }).__clickAt = event.timeStamp), { capture: true, once: true }),
      );
      await link.click();
      const end = Number(await (await editable()).jsonValue());
      inApp.push(end - (await page.evaluate(() => (window as unknown as { __clickAt: number }).__clickAt)));
    }

    // Keystroke to paint: keydown's timestamp to a message posted from the next animation frame
    // (which runs after ProseMirror has updated the DOM and just before that frame is painted).
    await page.evaluate(() => {
      const results: number[] = [];
      (window as unknown as { __latencies: number[] }).__latencies = results;
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => results.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        true,
      );
    });
    await page.getByTestId('doc-text').click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < KEYSTROKES; i += 1) {
      await page.keyboard.type('a');
      await page.waitForTimeout(40);
    }
    const latencies = (await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies)).sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return { opens, inApp, phases, p50: pick(0.5), p95: pick(0.95), max: latencies.at(-1)!, samples: latencies.length };
  } finally {
    await browser.close();
  }
}

async function main() {
  // WEB_DIST_DIR (the server's own setting) lets a bench run use a build of its own.
  const dist = process.env.WEB_DIST_DIR ?? 'dist';
  if (!fs.existsSync(`${dist}/index.html`)) throw new Error(`Build the app first: npm run build (no ${dist}/index.html)`);
  const server = await startServer({ PORT: String(PORT), DATA_DIR: 'memory://' });
  try {
    const session = await signUp(server.url);
    const html = longDocHtml(WORDS);
    const blogId = await createLongDoc(server.url, session, html);
    const browser = await browserFigures(server.url, session, blogId);
    const autosave = await autosaveBytes(server.url, session, blogId);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Editor benchmark: a ${WORDS.toLocaleString()}-word doc (${(html.length / 1024).toFixed(0)} KB of HTML)`);
    console.log(`  time to editable (navigation → editable with the last word shown): first ${ms(browser.opens[0]!)}, then ${browser.opens.slice(1).map(ms).join(', ')} (last: ${browser.phases})`);
    console.log(`  time to editable from the docs list (click → editable): ${browser.inApp.map(ms).join(', ')}`);
    console.log(`  load average: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')} on ${os.availableParallelism()} cores`);
    console.log(`  keystroke to paint (${browser.samples} keys): p50 ${ms(browser.p50)}, p95 ${ms(browser.p95)}, max ${ms(browser.max)}`);
    console.log(`  autosave per keystroke: ${autosave.perKeystroke.toFixed(1)} bytes in ${autosave.messagesPerKeystroke.toFixed(2)} messages (whole Yjs state: ${(autosave.docBytes / 1024).toFixed(0)} KB)`);
  } finally {
    await server.stop();
  }
}

await main();
