/**
 * The collaboration server's memory per open doc, measured inside one process so the figure is the
 * heap a doc holds (the Yjs document, Hocuspocus's bookkeeping), not RSS noise. Needs --expose-gc:
 *   node --expose-gc --import tsx bench/editor/serverMemory.ts      (BENCH_EDITOR_DOCS=20)
 */
import { buildUser } from '../../server/test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../server/test/testApp';
import { longDocHtml } from './longDoc';

const DOCS = Number(process.env.BENCH_EDITOR_DOCS ?? 20);
const WORDS = Number(process.env.BENCH_EDITOR_WORDS ?? 10_000);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc --import tsx bench/editor/serverMemory.ts');

function settledHeap(): number {
  for (let i = 0; i < 3; i += 1) gc!();
  return process.memoryUsage().heapUsed;
}

const harness = await buildTestApp();
try {
  const user = await buildUser(harness.app);
  const ids: string[] = [];
  for (let i = 0; i < DOCS + 1; i += 1) {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/save/user/copy',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { project_id: user.projects[0]!._id, title: `Doc ${i}`, copy_to_save: longDocHtml(WORDS) },
    });
    ids.push(response.json().copy._id as string);
  }
  const { hocuspocus } = harness.ctx.collaboration;
  // One doc opened and closed first, so one-off costs (jsdom, the schema) are not counted per doc.
  await (await hocuspocus.openDirectConnection(ids.pop()!)).disconnect();
  const before = settledHeap();
  const connections = [];
  for (const id of ids) connections.push(await hocuspocus.openDirectConnection(id));
  const after = settledHeap();
  const perDoc = (after - before) / ids.length;
  console.log(`Collaboration server memory: ${(perDoc / 1024 / 1024).toFixed(2)} MB of heap per open ${WORDS.toLocaleString()}-word doc (${ids.length} docs open, heap ${(before / 1024 / 1024).toFixed(0)} → ${(after / 1024 / 1024).toFixed(0)} MB)`);
  for (const connection of connections) await connection.disconnect();
} finally {
  await harness.close();
}
