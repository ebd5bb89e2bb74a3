import { describe, expect, it } from 'vitest';
import { and, compile, empty, join, raw, sql } from './sql.ts';

describe('SQL builder', () => {
  it('sends every value as a numbered parameter, nested fragments included', () => {
    const brand = sql`p.brand_id = ${3}`;
    const search = sql`p.name ILIKE ${"%o'brien%"}`;
    const query = sql`SELECT id FROM products p WHERE ${and([brand, search])} LIMIT ${20}`;
    expect(compile(query)).toEqual({
      text: 'SELECT id FROM products p WHERE p.brand_id = $1 AND p.name ILIKE $2 LIMIT $3',
      params: [3, "%o'brien%", 20],
    });
  });

  it('gives the same text for the same shape, whatever the values (prepared once)', () => {
    const page = (brand: number, offset: number) => compile(sql`SELECT id FROM products WHERE brand_id = ${brand} OFFSET ${offset}`).text;
    expect(page(1, 0)).toBe(page(7, 40));
  });

  it('joins, raw text and empty fragments', () => {
    expect(compile(join([sql`a = ${1}`, raw('b IS NULL'), sql`c = ${[1, 2]}`], ', '))).toEqual({ text: 'a = $1, b IS NULL, c = $2', params: [1, [1, 2]] });
    expect(compile(and([])).text).toBe('TRUE');
    expect(compile(sql`SELECT 1${empty}`).text).toBe('SELECT 1');
    expect(compile(join([], ', ')).text).toBe('');
  });
});
