import { describe, expect, expectTypeOf, it } from 'vitest';
import { number, string, type } from 'superstruct';
import { Flag, MaybeTextField } from '../fields.ts';
import { endpoint, endpointPath, mayBeAbsent, pathMatches, pathParamNames, type EndpointBodyInput, type InputOf } from './endpoint.ts';
import { StatusOnly } from '../wire.ts';

describe('paths of the table', () => {
  it('fills a template with its parameters, encoded, and reads its names', () => {
    expect(pathParamNames('/orders/:orderId/lines/:line/')).toEqual(['orderId', 'line']);
    expect(endpointPath('/orders/:orderId/', { orderId: 'SO 1/2' })).toBe('/orders/SO%201%2F2/');
    expect(() => endpointPath('/orders/:orderId/', {})).toThrow(':orderId');
  });

  it('matches a request path with or without its trailing slash, one segment per parameter', () => {
    const entry = { path: '/cart/:itemId/' };
    expect(pathMatches(entry, '/cart/12/')).toBe(true);
    expect(pathMatches(entry, '/cart/12')).toBe(true);
    expect(pathMatches(entry, '/cart/12/extra')).toBe(false);
    expect(pathMatches(entry, '/cart/')).toBe(false);
  });
});

describe('what a sender writes', () => {
  const Body = type({ name: string(), count: number(), note: MaybeTextField({ label: 'Note', max: 10 }), gift: mayBeAbsent(Flag), wrapped: Flag });

  it('leaves out the fields whose parser gives a default, and only those', () => {
    expectTypeOf<InputOf<typeof Body>>().toEqualTypeOf<{ name: string; count: number; wrapped: boolean; note?: string | null; gift?: boolean }>();
    const entry = endpoint({ method: 'POST', path: '/x/', body: Body, answer: StatusOnly, auth: 'anyone' });
    expect(entry.body).toBe(Body);
    expectTypeOf<EndpointBodyInput<typeof entry>>().toEqualTypeOf<InputOf<typeof Body>>();
    expectTypeOf<EndpointBodyInput<typeof entry>>().not.toEqualTypeOf<{ name: string }>();
  });
});
