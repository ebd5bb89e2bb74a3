import { describe, expect, it } from 'vitest';
import { code128BModules, code128BValues, code128BWidths, CODE128_PATTERNS, QUIET_MODULES } from './code128.ts';

describe('Code 128 B', () => {
  it('has 107 distinct symbols of 11 modules, the stop 13, each bar first and ending on a bar', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const sum = [...pattern].reduce((s, d) => s + Number(d), 0);
      expect(sum).toBe(value === 106 ? 13 : 11);
    });
  });

  it('encodes start B, a value per character, the mod-103 check and the stop', () => {
    // "PJJ123C": P=48 J=42 J=42 1=17 2=18 3=19 C=35; check (104 + 48 + 84 + 126 + 68 + 90 + 114 + 245) mod 103 = 879 mod 103 = 55.
    expect(code128BValues('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    // An order number: S=51 O=47 1=17 0=16 …
    const values = code128BValues('SO100001');
    expect(values.slice(0, 3)).toEqual([104, 51, 47]);
    expect(values.at(-1)).toBe(106);
  });

  it('draws the widths of those symbols, 11 modules each and 13 for the stop', () => {
    const widths = code128BWidths('SO1');
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(code128BModules('SO1')).toBe(11 * 5 + 13 + 2 * QUIET_MODULES);
  });

  it('refuses what code set B cannot hold', () => {
    expect(() => code128BValues('')).toThrow(RangeError);
    expect(() => code128BValues('SO₹1')).toThrow(RangeError);
    expect(() => code128BValues('a\tb')).toThrow(RangeError);
  });
});
