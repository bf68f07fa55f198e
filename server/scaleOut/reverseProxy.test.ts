import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { openPeer, eventually, typeParagraph } from '../collaboration/collaborationClient.testkit';
import { cookieHeader, freePort, severalInstancesAvailable, startInstances, type TInstances } from '../test/instances';
import { CADDY, NGINX, startCaddy, startNginx, type TProxy } from './reverseProxies';

/**
 * The README's reverse-proxy examples in front of two instances (issue 23): a person signs up, reads,
 * streams an answer and co-edits through the proxy alone. Runs each proxy found on the machine
 * (CI installs nginx and Caddy from Debian).
 */
const proxies = [
  { name: 'nginx', binary: NGINX, start: startNginx },
  { name: 'Caddy', binary: CADDY, start: startCaddy },
].filter((proxy) => fs.existsSync(proxy.binary));

describe.skipIf(!severalInstancesAvailable || proxies.length === 0)('two instances behind the README reverse proxies', () => {
  let pair: TInstances;
  let model: TFakeProvider;
  const running = new Map<string, TProxy>();
  beforeAll(async () => {
    model = await startFakeOpenAI({ port: 0 });
    const ports = await Promise.all(proxies.map(() => freePort()));
    const origins = ports.map((port) => `http://127.0.0.1:${port}`);
    pair = await startInstances(2, {
      // The first proxy is the public address; a second one is trusted like another entry point.
      APP_URL: origins[0]!,
      TRUSTED_ORIGINS: origins.slice(1).join(','),
      TRUST_PROXY: 'loopback',
      OPENAI_COMPATIBLE_BASE_URL: model.baseUrl,
      OPENAI_COMPATIBLE_MODEL: 'fake-model',
      AI_RETRIES: '0',
    });
    for (const [index, proxy] of proxies.entries()) {
      running.set(proxy.name, await proxy.start(ports[index]!, pair.instances.map((instance) => instance.port)));
    }
  }, 180_000);
  afterAll(async () => {
    for (const proxy of running.values()) await proxy.stop();
    await pair?.close();
    await model?.close();
  });

  describe.each(proxies.map((proxy) => proxy.name))('through %s', (name) => {
    const proxy = () => running.get(name)!;
    let person: { userId: string; projectId: string; cookie: string };

    it('signs a person up and serves their record, from both instances in turn', async () => {
      const origin = proxy().origin;
      const signUp = await fetch(`${origin}/api/add/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ name: 'Proxied', email: `proxied-${name.toLowerCase()}@example.com`, password: 'through the proxy 1', project_name: 'Proxied' }),
      });
      expect(signUp.status).toBe(201);
      const body = (await signUp.json()) as { user: { unique_id: string; projects: { _id: string }[] } };
      person = { userId: body.user.unique_id, projectId: body.user.projects[0]!._id, cookie: cookieHeader(signUp) };
      // Round robin: several reads reach both instances; every one answers the same record.
      const records = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const response = await fetch(`${origin}/api/fetch/user/details?unique_id=${person.userId}`, { headers: { cookie: person.cookie } });
          expect(response.status).toBe(200);
          return (await response.json()) as { unique_id: string };
        }),
      );
      expect(new Set(records.map((record) => record.unique_id))).toEqual(new Set([person.userId]));
    });

    it('passes a streamed answer on as it is written (nothing buffered until the end)', async () => {
      // The model writes three words, then keeps thinking: they must reach the browser meanwhile.
      model.queue({ kind: 'stall', text: 'one two three four five', afterTokens: 3 });
      const controller = new AbortController();
      const response = await fetch(`${proxy().origin}/api/generate/query/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: person.cookie, origin: proxy().origin },
        body: JSON.stringify({ unique_id: person.userId, project_id: person.projectId, query: 'What passes through a proxy?' }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let received = '';
      while ((received.match(/event: token/g) ?? []).length < 3) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended early: ${received}`);
        received += new TextDecoder().decode(value);
      }
      expect(received).toContain('event: meta');
      controller.abort();
    });

    it('carries the co-editing WebSocket: an edit made through the proxy reaches a peer on an instance directly', async () => {
      const save = await fetch(`${proxy().origin}/api/save/user/copy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: person.cookie, origin: proxy().origin },
        body: JSON.stringify({ unique_id: person.userId, project_id: person.projectId, title: `Through ${name}`, copy_to_save: '<p>Start.</p>' }),
      });
      expect(save.status).toBe(201);
      const blogId = ((await save.json()) as { copy: { _id: string } }).copy._id;
      const proxyPort = Number(new URL(proxy().origin).port);
      const throughProxy = await openPeer(proxyPort, blogId, person.cookie);
      const direct = await Promise.all(pair.instances.map((instance) => openPeer(instance.port, blogId, person.cookie)));
      try {
        typeParagraph(throughProxy, `Typed through ${name}.`);
        for (const peer of direct) await eventually(() => peer.doc.getXmlFragment(EDITOR_FIELD).toString().includes(`Typed through ${name}.`), `the edit on a direct peer`);
      } finally {
        throughProxy.close();
        for (const peer of direct) peer.close();
      }
    });
  });
});
