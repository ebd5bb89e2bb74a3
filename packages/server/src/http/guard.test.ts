import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { controlCharacterGuard, hasControlCharacter, jsonHasControlCharacter, MSG_FORBIDDEN_CHARACTERS, urlHasControlCharacter } from './guard.ts';
import { HttpError } from './errors.ts';
import { readBody } from './input.ts';

/** A small app: the guard, then handlers that read the body each way a handler may. */
function guarded(options: Parameters<typeof controlCharacterGuard>[0] = {}): Hono {
  const app = new Hono();
  app.onError((error, c) => (error instanceof HttpError ? c.json({ status: false, message: error.message }, error.status) : c.json({ status: false, message: String(error) }, 500)));
  app.use('*', controlCharacterGuard(options));
  app.get('/query', (c) => c.json({ status: true, query: c.req.query() }));
  app.get('/path/:id', (c) => c.json({ status: true, id: c.req.param('id') }));
  app.post('/read-body', async (c) => c.json({ status: true, body: await readBody(c) }));
  app.post('/json', async (c) => c.json({ status: true, body: await c.req.json<unknown>() }));
  app.post('/text', async (c) => c.json({ status: true, text: await c.req.text() }));
  app.post('/form', async (c) => {
    const form = await c.req.parseBody();
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(form)) {
      out[key] = typeof value === 'string' ? value : Array.from(new Uint8Array(await value.arrayBuffer())).join(',');
    }
    return c.json({ status: true, form: out });
  });
  app.post('/bytes', async (c) => c.json({ status: true, bytes: Array.from(new Uint8Array(await c.req.arrayBuffer())).join(',') }));
  return app;
}

async function refused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ status: false, message: MSG_FORBIDDEN_CHARACTERS });
}

const json = (body: string, type = 'application/json'): RequestInit => ({ method: 'POST', headers: { 'Content-Type': type }, body });

describe('control characters', () => {
  it('are C0 controls but tab, line feed and carriage return, and DEL', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`)).toBe(![0x09, 0x0a, 0x0d].includes(code));
    }
    expect(hasControlCharacter('\u007f')).toBe(true);
    expect(hasControlCharacter('plain text, émigré, घी, 😀')).toBe(false);
    expect(hasControlCharacter('\u0080\u009f')).toBe(false);
  });

  it('are found percent-encoded in a URL, and only then', () => {
    expect(urlHasControlCharacter('http://x/api/a?q=%00')).toBe(true);
    expect(urlHasControlCharacter('http://x/api/a%1f/b')).toBe(true);
    expect(urlHasControlCharacter('http://x/api/a?q=%7F')).toBe(true);
    expect(urlHasControlCharacter('http://x/api/a?q=%0b')).toBe(true);
    expect(urlHasControlCharacter('http://x/api/a?q=%09%0A%0d')).toBe(false);
    expect(urlHasControlCharacter('http://x/api/a?q=%2500&r=%20%E0%A4%98')).toBe(false);
    expect(urlHasControlCharacter('http://x/api/web/products/list/?page=2&ordering=-base_price')).toBe(false);
  });

  it('are found in JSON keys and values at any depth, without recursion', () => {
    expect(jsonHasControlCharacter({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(jsonHasControlCharacter({ 'k\u0001': 1 })).toBe(true);
    expect(jsonHasControlCharacter({ a: 'tab\tnew\nline\r', n: 1, t: true, z: null })).toBe(false);
    let deep: unknown = 'x\u0002';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(jsonHasControlCharacter(deep)).toBe(true);
  });
});

describe('controlCharacterGuard', () => {
  const app = guarded();

  it('refuses them in query values, query names and path segments', async () => {
    await refused(await app.request('/query?q=a%00b'));
    await refused(await app.request('/query?q%01=1'));
    await refused(await app.request('/query?q=%7F'));
    await refused(await app.request('/path/12%00'));
    await refused(await app.request('/path/%1B'));
  });

  it('lets ordinary queries through untouched', async () => {
    const response = await app.request('/query?q=gh%C3%AAe%09tab&ordering=-base_price&odd=%2500');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, query: { q: 'ghêe\ttab', ordering: '-base_price', odd: '%00' } });
    expect((await app.request('/path/1001')).status).toBe(200);
  });

  it('refuses them in JSON bodies (escaped or raw, keys or values, any depth), whatever the Content-Type', async () => {
    await refused(await app.request('/read-body', json('{"a":{"b":["ok","x\\u0000"]}}')));
    await refused(await app.request('/read-body', json('{"a\\u001f":1}')));
    await refused(await app.request('/read-body', json('{"a":"\\b"}')));
    await refused(await app.request('/read-body', json('{"a":"\\f"}')));
    await refused(await app.request('/read-body', json('{"a":"\u007f"}')));
    await refused(await app.request('/read-body', json('{"a":"x\u0000"}')));
    await refused(await app.request('/read-body', json('{"a":"\\u0000"}', 'text/plain')));
    await refused(await app.request('/read-body', json('{"a":"\\u0000"}', 'application/octet-stream')));
    await refused(await app.request('/read-body', { method: 'POST', body: '{"a":"\\u0007"}' }));
  });

  it('passes JSON bodies on, readable again by readBody, c.req.json() and c.req.text()', async () => {
    const body = '{"name":"Asha\\tPatel","note":"line\\nbreak","escaped":"\\\\u0000 is text","deep":[[{"x":"ok"}]]}';
    const viaReadBody = await app.request('/read-body', json(body));
    expect(viaReadBody.status).toBe(200);
    expect(await viaReadBody.json()).toEqual({ status: true, body: JSON.parse(body) });
    const viaJson = await app.request('/json', json(body));
    expect(await viaJson.json()).toEqual({ status: true, body: JSON.parse(body) });
    const viaText = await app.request('/text', json(body));
    expect(await viaText.json()).toEqual({ status: true, text: body });
  });

  it('leaves malformed JSON and empty bodies to the handler', async () => {
    const malformed = await app.request('/read-body', json('{"a":"\\u00'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: false, message: 'Malformed JSON body' });
    const empty = await app.request('/read-body', json(''));
    expect(await empty.json()).toEqual({ status: true, body: {} });
  });

  it('survives deeply nested JSON', async () => {
    const depth = 300_000;
    await refused(await app.request('/read-body', json(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`)));
  });

  it('refuses them in urlencoded fields (names and values) and passes clean forms on to parseBody', async () => {
    const post = (body: string) => app.request('/form', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    await refused(await post('txnid=abc%00&status=success'));
    await refused(await post('a%01=1'));
    const ok = await post(new URLSearchParams({ txnid: 'T-1', status: 'success', note: 'line\nbreak' }).toString());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: true, form: { txnid: 'T-1', status: 'success', note: 'line\nbreak' } });
  });

  it('refuses them in multipart text fields but keeps binary file parts intact', async () => {
    const bad = new FormData();
    bad.append('txnid', 'T\u00001');
    await refused(await app.request('/form', { method: 'POST', body: bad }));
    const repeated = new FormData();
    repeated.append('tag', 'ok');
    repeated.append('tag', 'x\u0003');
    await refused(await app.request('/form', { method: 'POST', body: repeated }));

    const good = new FormData();
    good.append('txnid', 'T-2');
    good.append('upload', new Blob([new Uint8Array([0, 1, 2, 255])]), 'picture.bin');
    const response = await app.request('/form', { method: 'POST', body: good });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, form: { txnid: 'T-2', upload: '0,1,2,255' } });
  });

  it('leaves bodies of declared binary uploads alone, but still checks their URL', async () => {
    const uploads = guarded({ binaryUpload: (path, type) => path === '/bytes' && type === 'application/octet-stream' });
    const send = (path: string) =>
      uploads.request(path, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array([0, 7, 127, 65]) });
    const response = await send('/bytes');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, bytes: '0,7,127,65' });
    await refused(await send('/bytes?x=%00'));
    await refused(await guarded().request('/bytes', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array([0, 65]) }));
  });
});
