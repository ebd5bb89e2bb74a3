import { describe, expect, it } from 'vitest';
import { DOC, MSG } from '@so/contract';
import { Hono } from 'hono';
import { Window } from 'happy-dom';
import type { PaymentSettings, ServerConfig } from '../deps.ts';
import {
  createGateway,
  formatAmount,
  parseAmount,
  requestHash,
  responseHash,
  signRequest,
  verifyRequest,
  type PaymentRequest,
} from './gateway.ts';
import { gatewayPageRoutes } from './pages.ts';
import { createRefundSender, defaultPayuApiUrl, payuRefundForm } from './refunds.ts';
import { SANDBOX_PAYMENTS } from '../config.ts';
import { createTestServer, fetchRecorder, TEST_CONFIG } from '../testing.ts';

/*
 * Known vectors, computed once outside this code with coreutils:
 *   printf '%s' 'JP7aZq|TXN1700000000001|1234.50|SOSE|Asha|asha@soorganic.test|SO100001||||||||||sALt123' | sha512sum
 * and so on for each string below.
 */
const VECTOR_SETTINGS: PaymentSettings = { gateway: 'payu', key: 'JP7aZq', salt: 'sALt123', payuUrl: 'https://test.payu.in/_payment', payuApiUrl: 'https://test.payu.in/merchant/postservice?form=2' };
/** The payer and order fields, the same in the payment and in the gateway's form. */
const VECTOR_PAYER = {
  txnid: 'TXN1700000000001',
  productinfo: 'SOSE',
  firstname: 'Asha',
  email: 'asha@soorganic.test',
  phone: '9800000002',
  udf1: 'SO100001',
  udf2: '',
  udf3: '',
  udf4: '',
  udf5: '',
};
const VECTOR_PAYMENT: PaymentRequest = { ...VECTOR_PAYER, amountPaise: 123450 };
/** key|txnid|1234.50|SOSE|Asha|asha@soorganic.test|SO100001||||||||||salt */
const REQUEST_HASH = '58bbb9c83b1679692e39d226c12814df8578c266e8622b6badea18008434d49c86cd4d0e6989c9b325065345a5391e7690c33b51ee35bf381d487b0a1472c4b5';
/** …|SO100001|b|c|FLAT50|gift||||||salt */
const REQUEST_HASH_WITH_UDFS = '3d1dfe3021a141833c006a1cf6feb72bd66431cfcd37dcf3267a9c531005cecb6da09d2ac3bf5fe3c0158e899403db86bf569f25799194e1d68bafec273805aa';
/** salt|success||||||||||SO100001|asha@soorganic.test|Asha|SOSE|1234.50|TXN1700000000001|key */
const RESPONSE_HASH_SUCCESS = '1079771e54cd9df1691c3d5299e41e8bc799f60a392dd426917dda1fdfbb85bc08b4fdef913853728a8b59fbbcbd054e6285e45aa8ecbbf73f271376f9f3ce78';
/** 50.00|salt|success||||||||||SO100001|… (PayU's additionalCharges variant) */
const RESPONSE_HASH_ADDITIONAL = 'bc1e5f0c66296cd5ce4a64163bb272131ac9b44ebcd463ee39a3187a6776dffc6fcf95ff094b75e9e772820cf94e831e013df451af2cf92e509fe3bd5f2347c0';
/** salt|failure||||||gift|FLAT50|c|b|SO100001|… */
const RESPONSE_HASH_FAILURE_UDFS = '147b9c1616be23c04e913f7adf181aaf5be3de3a1436b9c9accf8fda87663aa424fc2532330787d9ba461cde09fb1950cef23fca0eacbd9d0aab360d2e0764c3';

/** VECTOR_PAYMENT as the gateway's form fields, before the hash. */
const VECTOR_FIELDS: Readonly<Record<string, string>> = { key: 'JP7aZq', amount: '1234.50', ...VECTOR_PAYER };

const successForm: Readonly<Record<string, string>> = {
  ...VECTOR_FIELDS,
  status: 'success',
  mihpayid: '403993715523612345',
  mode: 'UPI',
  hash: RESPONSE_HASH_SUCCESS,
};

describe('amounts', () => {
  it('formats paise with two decimals', () => {
    expect(formatAmount(123450)).toBe('1234.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('parses gateway amounts to paise and refuses anything else', () => {
    expect(parseAmount('1234.50')).toBe(123450);
    expect(parseAmount('1234.5')).toBe(123450);
    expect(parseAmount('1234')).toBe(123400);
    expect(parseAmount('0.05')).toBe(5);
    for (const bad of ['', '-1.00', '1e3', '12.345', ' 1.00', '1,234.50', 'NaN']) expect(parseAmount(bad)).toBeNull();
  });
});

describe('PayU hashes (known vectors)', () => {
  it('signs a request: key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||salt', () => {
    const signed = signRequest(VECTOR_SETTINGS, VECTOR_PAYMENT);
    expect(signed.amount).toBe('1234.50');
    expect(signed.hash).toBe(REQUEST_HASH);
    const withUdfs = signRequest(VECTOR_SETTINGS, { ...VECTOR_PAYMENT, udf2: 'b', udf3: 'c', udf4: 'FLAT50', udf5: 'gift' });
    expect(withUdfs.hash).toBe(REQUEST_HASH_WITH_UDFS);
  });

  it('computes the reverse hash, with and without additionalCharges', () => {
    const fields = { ...signRequest(VECTOR_SETTINGS, VECTOR_PAYMENT), status: 'success' };
    expect(responseHash(fields, 'sALt123')).toBe(RESPONSE_HASH_SUCCESS);
    expect(responseHash({ ...fields, additionalCharges: '50.00' }, 'sALt123')).toBe(RESPONSE_HASH_ADDITIONAL);
  });

  it("cleans '|' out of fields so they cannot shift the hashed positions", () => {
    const signed = signRequest(VECTOR_SETTINGS, { ...VECTOR_PAYMENT, firstname: 'Asha|x', udf5: 'line1\nline2' });
    expect(signed.firstname).toBe('Asha x');
    expect(signed.udf5).toBe('line1 line2');
    expect(signed.hash).toBe(requestHash(signed, 'sALt123'));
  });

  it('refuses a txnid PayU would not take', () => {
    expect(() => signRequest(VECTOR_SETTINGS, { ...VECTOR_PAYMENT, txnid: 'a b' })).toThrow(RangeError);
    expect(() => signRequest(VECTOR_SETTINGS, { ...VECTOR_PAYMENT, txnid: '' })).toThrow(RangeError);
    expect(() => signRequest(VECTOR_SETTINGS, { ...VECTOR_PAYMENT, txnid: 'x'.repeat(65) })).toThrow(RangeError);
  });
});

describe('verifyCallback', () => {
  const gateway = createGateway(VECTOR_SETTINGS);

  it('accepts a genuine success callback and reads amount, txnid, order and payment id', () => {
    expect(gateway.name).toBe('payu');
    expect(gateway.verifyCallback(successForm)).toEqual({
      txnid: 'TXN1700000000001',
      status: 'success',
      amountPaise: 123450,
      gatewayPaymentId: '403993715523612345',
      udf1: 'SO100001',
    });
    expect(gateway.verifyCallback({ ...successForm, hash: RESPONSE_HASH_SUCCESS.toUpperCase() })?.status).toBe('success');
  });

  it('accepts a genuine failure callback with every udf', () => {
    const form = { ...successForm, status: 'failure', udf2: 'b', udf3: 'c', udf4: 'FLAT50', udf5: 'gift', hash: RESPONSE_HASH_FAILURE_UDFS };
    expect(gateway.verifyCallback(form)).toMatchObject({ status: 'failure', amountPaise: 123450, udf1: 'SO100001' });
  });

  it('accepts the additionalCharges variant only with its own hash', () => {
    expect(gateway.verifyCallback({ ...successForm, additionalCharges: '50.00', hash: RESPONSE_HASH_ADDITIONAL })?.status).toBe('success');
    expect(gateway.verifyCallback({ ...successForm, additionalCharges: '50.00' })).toBeNull();
    expect(gateway.verifyCallback({ ...successForm, hash: RESPONSE_HASH_ADDITIONAL })).toBeNull();
  });

  it('refuses tampered fields', () => {
    const tampered: Record<string, string>[] = [
      { amount: '1.00' },
      { amount: '1234.5' },
      { status: 'failure' },
      { txnid: 'TXN1700000000002' },
      { udf1: 'SO100002' },
      { udf2: 'x' },
      { email: 'mallory@example.test' },
      { firstname: 'Mallory' },
      { productinfo: 'Gift' },
      { hash: '' },
      { hash: RESPONSE_HASH_SUCCESS.slice(0, 127) + (RESPONSE_HASH_SUCCESS.endsWith('0') ? '1' : '0') },
      { hash: 'not-a-hash' },
    ];
    for (const change of tampered) expect(gateway.verifyCallback({ ...successForm, ...change }), JSON.stringify(change)).toBeNull();
  });

  it('refuses the wrong key, an unknown status and a malformed amount even when hashed right', () => {
    expect(gateway.verifyCallback({ ...successForm, key: 'OTHERKEY' })).toBeNull();
    const other = createGateway({ ...VECTOR_SETTINGS, key: 'OTHERKEY' });
    expect(other.verifyCallback(successForm)).toBeNull();
    const withSalt = createGateway({ ...VECTOR_SETTINGS, salt: 'other-salt' });
    expect(withSalt.verifyCallback(successForm)).toBeNull();
    const signed = signRequest(VECTOR_SETTINGS, VECTOR_PAYMENT);
    const pending = { ...successForm, status: 'pending', hash: responseHash({ ...signed, status: 'pending' }, 'sALt123') };
    expect(gateway.verifyCallback(pending)).toBeNull();
    const weirdAmount = { ...successForm, amount: '1e3', hash: responseHash({ ...signed, amount: '1e3', status: 'success' }, 'sALt123') };
    expect(gateway.verifyCallback(weirdAmount)).toBeNull();
  });
});

describe('paymentUrl', () => {
  it('sends the payer to the sandbox page with every signed field', () => {
    const gateway = createGateway({ ...VECTOR_SETTINGS, gateway: 'sandbox' });
    const url = new URL(gateway.paymentUrl('http://localhost:8080/', VECTOR_PAYMENT));
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/api/payments/sandbox/TXN1700000000001');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...VECTOR_FIELDS, hash: REQUEST_HASH });
  });

  it('sends the payer to the PayU redirect page in payu mode', () => {
    const url = new URL(createGateway(VECTOR_SETTINGS).paymentUrl('https://shop.example', VECTOR_PAYMENT));
    expect(url.pathname).toBe('/api/payments/payu/TXN1700000000001');
    expect(url.searchParams.get('hash')).toBe(REQUEST_HASH);
    expect(verifyRequest(VECTOR_SETTINGS, 'TXN1700000000001', Object.fromEntries(url.searchParams))).not.toBeNull();
  });
});

// ─── The payer pages ────────────────────────────────────────────────────────

function pagesApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.route('/api', gatewayPageRoutes({ config }));
  return app;
}

function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html');
}

function formFields(form: { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll('input[type="hidden"]')) fields[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? '';
  return fields;
}

const sandboxConfig: ServerConfig = TEST_CONFIG;
const payuConfig: ServerConfig = {
  ...TEST_CONFIG,
  payments: VECTOR_SETTINGS,
};

function pageUrl(config: ServerConfig, payment: PaymentRequest = { ...VECTOR_PAYMENT, firstname: 'Asha Patel' }): URL {
  return new URL(createGateway(config.payments).paymentUrl('http://localhost', payment));
}

/** GET of a payer page URL (path and query) from an app. */
function openPage(app: Hono, url: URL, init?: RequestInit): Response | Promise<Response> {
  return app.request(url.pathname + url.search, init);
}

describe('sandbox page', () => {
  const app = pagesApp(sandboxConfig);

  it('shows the store, the order, the amount and payer, with Pay and Fail buttons', async () => {
    const url = pageUrl(sandboxConfig);
    const response = await openPage(app, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://store.test");
    const doc = parse(await response.text());
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    const text = doc.body.textContent ?? '';
    expect(text).toContain(MSG.storeName);
    expect(doc.querySelector('h1')?.textContent).toBe(DOC.gatewayPage.sandboxHeading);
    expect(text).toContain('SO100001');
    expect(text).toContain('₹1,234.50');
    expect(text).toContain('Asha Patel');
    expect(text).toContain('asha@soorganic.test');
    const buttons = [...doc.querySelectorAll('button[type="submit"]')].map((b) => b.textContent);
    expect(buttons).toEqual(['Pay ₹1,234.50', DOC.gatewayPage.failPayment]);
  });

  it("lets the form's redirect reach the page the payment started from (form-action), when that is not STORE_URL", async () => {
    const url = pageUrl(sandboxConfig);
    const returning = new Hono();
    returning.route('/api', gatewayPageRoutes({ config: sandboxConfig, returnOrigin: (txnid) => Promise.resolve(txnid === 'TXN1700000000001' ? 'http://127.0.0.1:8080' : null) }));
    const csp = (await openPage(returning, url)).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("form-action 'self' http://store.test http://127.0.0.1:8080;");
    expect((await openPage(app, url)).headers.get('Content-Security-Policy')).toContain("form-action 'self' http://store.test;");
  });

  it('posts PayU-shaped callbacks that verify: success from Pay, failure from Fail', async () => {
    const url = pageUrl(sandboxConfig);
    const doc = parse(await (await openPage(app, url)).text());
    const forms = [...doc.querySelectorAll('form')];
    expect(forms).toHaveLength(2);
    const gateway = createGateway(sandboxConfig.payments);
    const results = forms.map((form) => {
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/api/payments/callback');
      const fields = formFields(form);
      expect(Object.keys(fields).sort()).toEqual(
        ['amount', 'email', 'firstname', 'hash', 'key', 'mihpayid', 'phone', 'productinfo', 'status', 'txnid', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'].sort(),
      );
      expect(fields.mihpayid).toMatch(/^\d{17}$/);
      return gateway.verifyCallback(fields);
    });
    expect(results.map((r) => r?.status)).toEqual(['success', 'failure']);
    for (const result of results) expect(result).toMatchObject({ txnid: 'TXN1700000000001', amountPaise: 123450, udf1: 'SO100001' });
  });

  it('refuses a link whose amount, order or txnid was changed (400 page, no buttons)', async () => {
    const url = pageUrl(sandboxConfig);
    const changes: [string, string][] = [
      ['amount', '1.00'],
      ['udf1', 'SO100002'],
      ['txnid', 'TXN9'],
      ['key', 'other'],
      ['hash', 'abc'],
    ];
    for (const [name, value] of changes) {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      const response = await openPage(app, changed);
      expect(response.status, name).toBe(400);
      const doc = parse(await response.text());
      expect(doc.querySelector('h1')?.textContent).toBe(DOC.gatewayPage.invalidLinkHeading);
      expect(doc.querySelectorAll('form')).toHaveLength(0);
    }
    const otherPath = await app.request(url.pathname.replace('TXN1700000000001', 'TXN1700000000002') + url.search);
    expect(otherPath.status).toBe(400);
    const noQuery = await app.request(url.pathname);
    expect(noQuery.status).toBe(400);
  });

  it('escapes every field: no HTML injection through the payer details', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const url = pageUrl(sandboxConfig, { ...VECTOR_PAYMENT, firstname: evil, udf5: evil, productinfo: `x'"<b>` });
    const response = await openPage(app, url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.body.textContent).toContain(evil);
    const fields = formFields(doc.querySelectorAll('form')[0]);
    expect(fields.firstname).toBe(evil);
    expect(createGateway(sandboxConfig.payments).verifyCallback(fields)?.status).toBe('success');
  });

  it('is not served in payu mode', async () => {
    const url = pageUrl(sandboxConfig);
    const response = await openPage(pagesApp(payuConfig), url);
    expect(response.status).toBe(404);
  });
});

describe('PayU redirect page', () => {
  const app = pagesApp(payuConfig);

  it('auto-submits the signed form to PayU with surl and furl on the callback', async () => {
    const url = pageUrl(payuConfig);
    expect(url.pathname).toBe('/api/payments/payu/TXN1700000000001');
    const response = await openPage(app, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain('form-action https://test.payu.in');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const doc = parse(await response.text());
    const form = doc.querySelector('form');
    expect(form?.getAttribute('action')).toBe('https://test.payu.in/_payment');
    expect(form?.getAttribute('method')).toBe('post');
    const fields = form ? formFields(form) : {};
    expect(fields).toMatchObject({
      key: 'JP7aZq',
      txnid: 'TXN1700000000001',
      amount: '1234.50',
      udf1: 'SO100001',
      surl: 'http://store.test/api/payments/callback',
      furl: 'http://store.test/api/payments/callback',
    });
    expect(verifyRequest(payuConfig.payments, 'TXN1700000000001', fields)?.hash).toBe(fields.hash);
    expect(doc.querySelector('script')?.textContent).toContain('submit()');
    expect(doc.querySelector('noscript')?.innerHTML).toContain('Continue to PayU');
  });

  it('builds the callback from STORE_URL, never from Host or X-Forwarded-Host', async () => {
    const url = pageUrl(payuConfig);
    const headers = { Host: 'evil.test', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.test' };
    const response = await openPage(app, url, { headers });
    const fields = formFields(parse(await response.text()).querySelector('form') ?? { querySelectorAll: () => [] });
    expect(fields.surl).toBe('http://store.test/api/payments/callback');
    expect(fields.furl).toBe('http://store.test/api/payments/callback');
  });

  it('refuses a changed link and is not served in sandbox mode', async () => {
    const url = pageUrl(payuConfig);
    url.searchParams.set('amount', '1.00');
    expect((await openPage(app, url)).status).toBe(400);
    const sandboxUrl = pageUrl(payuConfig);
    expect((await openPage(pagesApp(sandboxConfig), sandboxUrl)).status).toBe(404);
  });
});

describe('the pages inside the store server', () => {
  it('serves the sandbox page at /api/payments/sandbox/{txnid} (company header not needed)', async () => {
    const server = await createTestServer();
    try {
      const url = pageUrl(TEST_CONFIG);
      const response = await openPage(server.app, url);
      expect(response.status).toBe(200);
      const doc = parse(await response.text());
      expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pay ₹1,234.50', DOC.gatewayPage.failPayment]);
      url.searchParams.set('amount', '1.00');
      expect((await openPage(server.app, url)).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});

describe('PayU refund adapter (cancel_refund_transaction)', () => {
  /** printf '%s' 'JP7aZq|cancel_refund_transaction|403993715531234567|sALt123' | sha512sum */
  const REFUND_HASH = '17703f01732a16deedd0a1bf64f9d9914565bca1c9b4d4f6f3a5fa931ab1d52e219c5fa8955db154aaea796ffc4525b53f755b79cf6003355a9f8d275ac23372';
  const REQUEST = { token: 'R17A0a1b2c3d4e', gatewayPaymentId: '403993715531234567', amountPaise: 123450 };

  const recorder = fetchRecorder;

  it('posts the documented form: key, command, var1 = mihpayid, var2 = token, var3 = rupees, hash = sha512(key|command|var1|salt)', async () => {
    const { calls, fetchImpl } = recorder(200, '{"status":1,"msg":"Refund Request Queued","request_id":"131278422","bank_ref_num":null,"mihpayid":403993715531234567}');
    const outcome = await createRefundSender(VECTOR_SETTINGS, fetchImpl)(REQUEST);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://test.payu.in/merchant/postservice?form=2');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({
      key: 'JP7aZq',
      command: 'cancel_refund_transaction',
      var1: '403993715531234567',
      var2: 'R17A0a1b2c3d4e',
      var3: '1234.50',
      hash: REFUND_HASH,
    });
    expect(payuRefundForm(VECTOR_SETTINGS, REQUEST).get('hash')).toBe(REFUND_HASH);
    expect(outcome).toEqual({ status: 'requested', reference: '131278422', message: 'Refund Request Queued' });
  });

  it('reads a refusal, an HTTP error, an unreadable answer and an unreachable gateway as failed tries', async () => {
    const refused = recorder(200, JSON.stringify({ status: 0, msg: 'Token already used', error_code: 105 }));
    expect(await createRefundSender(VECTOR_SETTINGS, refused.fetchImpl)(REQUEST)).toEqual({ status: 'failed', reference: null, message: 'Token already used' });
    expect((await createRefundSender(VECTOR_SETTINGS, recorder(502, 'Bad gateway').fetchImpl)(REQUEST)).status).toBe('failed');
    expect((await createRefundSender(VECTOR_SETTINGS, recorder(200, '<html>').fetchImpl)(REQUEST)).status).toBe('failed');
    expect((await createRefundSender(VECTOR_SETTINGS, recorder(200, new Error('ECONNRESET')).fetchImpl)(REQUEST)).status).toBe('failed');
    const none = recorder(200, '{}');
    expect((await createRefundSender(VECTOR_SETTINGS, none.fetchImpl)({ ...REQUEST, gatewayPaymentId: '' })).status).toBe('failed');
    expect(none.calls).toHaveLength(0);
  });

  it('the sandbox records the refund without calling anyone; the API host follows PAYU_URL', async () => {
    const { calls, fetchImpl } = recorder(200, '{}');
    expect(await createRefundSender(SANDBOX_PAYMENTS, fetchImpl)(REQUEST)).toMatchObject({ status: 'refunded', reference: 'sandbox-R17A0a1b2c3d4e' });
    expect(calls).toHaveLength(0);
    expect(defaultPayuApiUrl('https://secure.payu.in/_payment')).toBe('https://info.payu.in/merchant/postservice?form=2');
    expect(defaultPayuApiUrl('https://test.payu.in/_payment')).toBe('https://test.payu.in/merchant/postservice?form=2');
  });
});
