import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';

/**
 * A local server that speaks the part of Stripe's API Longform uses, for tests and e2e: the real
 * `stripe` client talks to it over HTTP (bearer key, form-encoded bodies, Stripe-shaped JSON and
 * errors, idempotency keys). Checkout Sessions get a hosted page on this server whose Pay button
 * sends the signed checkout.session.completed webhook, as Stripe does, and then follows success_url.
 */
type TObject = Record<string, unknown>;
export type TStripeRequest = { method: string; path: string; body: TObject; idempotencyKey?: string };
export type TFakeStripe = {
  url: string;
  apiKey: string;
  requests: TStripeRequest[];
  sessions: Map<string, TObject>;
  coupons: Map<string, TObject>;
  /** Marks the session paid and builds (does not send) its checkout.session.completed event. */
  completeSession: (sessionId: string) => Stripe.Event;
  /** Sends an event to the configured webhook, signed with its secret; answers the app's status. */
  deliver: (event: Stripe.Event) => Promise<{ status: number; body: string }>;
  /** Makes the next API call answer a Stripe api_error with status 500 (no retry helps). */
  failNext: (count?: number) => void;
  close: () => Promise<void>;
};

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeStripeForm(text: string): TObject {
  const root: TObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split('[').map((part) => part.replace(/]$/, ''));
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1_000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') => new StripeApiError(400, 'invalid_request_error', message, param, code);

function asRecord(value: unknown): TObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as TObject) : {};
}

/** Checks a line item as Stripe does for price_data and returns the amount it charges. */
function checkLineItem(mode: string, item: TObject, index: number): number {
  const price = asRecord(item.price_data);
  const at = `line_items[${index}][price_data]`;
  if (!item.price && !item.price_data) throw invalid('You must specify either `price` or `price_data`.', `line_items[${index}]`);
  if (!/^[a-z]{3}$/.test(String(price.currency ?? ''))) throw invalid('Missing required param: currency.', `${at}[currency]`, 'parameter_missing');
  const amount = Number(price.unit_amount);
  if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer: unit_amount.', `${at}[unit_amount]`);
  if (!asRecord(price.product_data).name) throw invalid('Missing required param: product_data[name].', `${at}[product_data][name]`, 'parameter_missing');
  const recurring = asRecord(price.recurring);
  if (mode === 'subscription' && !recurring.interval) throw invalid('You must specify a recurring price in `subscription` mode.', `${at}[recurring]`);
  if (mode === 'payment' && recurring.interval) throw invalid('You specified `payment` mode but passed a recurring price.', `${at}[recurring]`);
  return amount * Number(item.quantity ?? 1);
}

export async function startFakeStripe(options: { port?: number; apiKey?: string; webhookUrl?: string; webhookSecret?: string } = {}): Promise<TFakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_longform_fake';
  const requests: TStripeRequest[] = [];
  const sessions = new Map<string, TObject>();
  const coupons = new Map<string, TObject>();
  const customers = new Set<string>();
  const idempotent = new Map<string, string>();
  const signer = new Stripe(apiKey);
  let failures = 0;
  let url = '';

  function createSession(body: TObject): TObject {
    const mode = String(body.mode ?? '');
    if (!['payment', 'subscription', 'setup'].includes(mode)) throw invalid('Invalid mode.', 'mode');
    if (!body.success_url) throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    const items = Array.isArray(body.line_items) ? (body.line_items as TObject[]) : [];
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    const amount = items.reduce((sum, item, index) => sum + checkLineItem(mode, item, index), 0);
    if (body.customer && !customers.has(String(body.customer))) throw invalid(`No such customer: '${String(body.customer)}'`, 'customer', 'resource_missing');
    const discounts = Array.isArray(body.discounts) ? (body.discounts as TObject[]) : [];
    let percentOff = 0;
    for (const discount of discounts) {
      const coupon = coupons.get(String(discount.coupon));
      if (!coupon) throw invalid(`No such coupon: '${String(discount.coupon)}'`, 'discounts', 'resource_missing');
      percentOff = Number(coupon.percent_off);
    }
    const id = newId('cs');
    const session: TObject = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${url}/c/pay/${id}`,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      customer_creation: body.customer_creation ?? null,
      metadata: asRecord(body.metadata),
      subscription: null,
      line_items_sent: items,
      discounts,
      amount_subtotal: amount,
      amount_total: Math.round(amount * (1 - percentOff / 100)),
      currency: String(asRecord(items[0]!.price_data).currency),
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function createCoupon(body: TObject): TObject {
    const id = String(body.id ?? newId('coupon'));
    if (coupons.has(id)) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const percentOff = Number(body.percent_off);
    if (!(percentOff > 0 && percentOff <= 100)) throw invalid('Invalid percent_off.', 'percent_off');
    const coupon: TObject = {
      id,
      object: 'coupon',
      name: body.name ?? null,
      percent_off: percentOff,
      duration: body.duration ?? 'once',
      max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null,
      times_redeemed: 0,
      valid: true,
      metadata: asRecord(body.metadata),
      created: now(),
      livemode: false,
    };
    coupons.set(id, coupon);
    return coupon;
  }

  function createPortalSession(body: TObject): TObject {
    const customer = String(body.customer ?? '');
    if (!customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer', 'resource_missing');
    const id = newId('bps');
    return { id, object: 'billing_portal.session', customer, return_url: body.return_url ?? null, url: `${url}/p/session/${id}`, created: now(), livemode: false };
  }

  function route(method: string, path: string, body: TObject): TObject {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'POST' && path === '/v1/coupons') return createCoupon(body);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(body);
    if (method === 'DELETE' && path.startsWith('/v1/coupons/')) {
      const id = decodeURIComponent(path.slice('/v1/coupons/'.length));
      if (!coupons.delete(id)) throw invalid(`No such coupon: '${id}'`, 'id', 'resource_missing');
      return { id, object: 'coupon', deleted: true };
    }
    const session = method === 'GET' ? sessions.get(path.replace('/v1/checkout/sessions/', '')) : undefined;
    if (session) return session;
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function completeSession(sessionId: string): Stripe.Event {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = (session.customer as string | null) ?? newId('cus');
    customers.add(customer);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: session.mode === 'subscription' ? newId('sub') : null,
    });
    for (const discount of session.discounts as TObject[]) {
      const coupon = coupons.get(String(discount.coupon))!;
      coupon.times_redeemed = Number(coupon.times_redeemed) + 1;
    }
    return buildEvent('checkout.session.completed', session);
  }

  function buildEvent(type: string, object: TObject): Stripe.Event {
    return { id: newId('evt'), object: 'event', api_version: '2026-01-01', created: now(), type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } } as unknown as Stripe.Event;
  }

  async function deliver(event: Stripe.Event) {
    if (!options.webhookUrl || !options.webhookSecret) throw new Error('the fake Stripe has no webhook configured');
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: response.status, body: await response.text() };
  }

  function hostedCheckout(res: http.ServerResponse, session: TObject) {
    const items = session.line_items_sent as TObject[];
    const name = String(asRecord(asRecord(asRecord(items[0]).price_data).product_data).name);
    const total = (Number(session.amount_total) / 100).toFixed(2);
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Fake Stripe Checkout</title></head><body>
<h1>Fake Stripe Checkout</h1><p data-testid="product">${escape(name)}</p>
<p data-testid="total">${escape(String(session.currency).toUpperCase())} ${total}</p>
<p data-testid="mode">${escape(String(session.mode))}</p>
<form method="post" action="/c/pay/${escape(String(session.id))}"><button type="submit">Pay</button></form>
<a href="${escape(String(session.cancel_url ?? '/'))}">Back</a></body></html>`);
  }

  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
      res.end(JSON.stringify(json));
    };
    if (path === '/health') return send(200, { ok: true });
    if (req.method === 'GET' && path.startsWith('/p/session/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html><head><title>Fake Stripe customer portal</title></head><body><h1>Fake Stripe customer portal</h1></body></html>');
    }
    if (path.startsWith('/c/pay/')) {
      const session = sessions.get(path.slice('/c/pay/'.length));
      if (!session) return send(404, { error: { message: 'No such session' } });
      if (req.method === 'GET') return hostedCheckout(res, session);
      const delivered = await deliver(completeSession(String(session.id)));
      if (delivered.status !== 200) return send(502, { error: { message: `webhook answered ${delivered.status}` } });
      res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)) });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const body = decodeStripeForm(text);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path, body, idempotencyKey });
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { type: 'api_error', message: 'Fake Stripe failure.' } }, { 'stripe-should-retry': 'false' });
    }
    const replayKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) return send(200, JSON.parse(idempotent.get(replayKey)!), { 'idempotent-replayed': 'true' });
    try {
      const answer = route(req.method ?? 'GET', path, body);
      if (replayKey) idempotent.set(replayKey, JSON.stringify(answer));
      return send(200, answer);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return send(error.status, { error: { type: error.type, message: error.message, param: error.param, code: error.code } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey,
    requests,
    sessions,
    coupons,
    completeSession,
    deliver,
    failNext: (count = 1) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
