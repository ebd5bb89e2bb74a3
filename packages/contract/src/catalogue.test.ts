import { describe, expect, it } from 'vitest';
import {
  formatNetQuantity,
  largerPackPricedRight,
  mrpDisplay,
  parseNetQuantity,
  savingPercent,
  sellsWithinMrp,
  smallestUnits,
} from './catalogue.ts';
import { NET_QUANTITY_UNITS } from './constants.ts';
import { MSG } from './messages.ts';

describe('NET_QUANTITY_UNITS', () => {
  it('declares mass in g and kg, volume in ml and L, counts in pieces and units', () => {
    expect(NET_QUANTITY_UNITS).toEqual({
      g: { measure: 'mass', inSmallest: 1 },
      kg: { measure: 'mass', inSmallest: 1000 },
      ml: { measure: 'volume', inSmallest: 1 },
      L: { measure: 'volume', inSmallest: 1000 },
      pieces: { measure: 'count', inSmallest: 1 },
      units: { measure: 'count', inSmallest: 1 },
    });
  });
});

describe('net quantity', () => {
  it('reads "500 ml", "1 L", "60 units" and refuses what is not a quantity', () => {
    expect(parseNetQuantity('500 ml')).toEqual({ value: 500, unit: 'ml' });
    expect(parseNetQuantity('1 L')).toEqual({ value: 1, unit: 'L' });
    expect(parseNetQuantity('1.5kg')).toEqual({ value: 1.5, unit: 'kg' });
    expect(parseNetQuantity('60 units')).toEqual({ value: 60, unit: 'units' });
    for (const text of ['', 'ml', '500', '0 g', '500 litres', '-1 g', '1 l']) expect(parseNetQuantity(text)).toBeNull();
  });

  it('prints as packs do, singular for one piece', () => {
    expect(formatNetQuantity({ value: 500, unit: 'ml' })).toBe('500 ml');
    expect(formatNetQuantity({ value: 1, unit: 'L' })).toBe('1 L');
    expect(formatNetQuantity({ value: 1.5, unit: 'kg' })).toBe('1.5 kg');
    expect(formatNetQuantity({ value: 1, unit: 'pieces' })).toBe(`1 ${MSG.netQuantityUnits.pieces[0]}`);
    expect(formatNetQuantity({ value: 120, unit: 'units' })).toBe('120 units');
    expect(formatNetQuantity({ value: 1500, unit: 'g' })).toBe('1,500 g');
  });

  it('compares in the smallest unit of its measure', () => {
    expect(smallestUnits({ value: 1, unit: 'kg' })).toEqual({ measure: 'mass', amount: 1000 });
    expect(smallestUnits({ value: 1, unit: 'L' })).toEqual({ measure: 'volume', amount: 1000 });
    expect(smallestUnits({ value: 60, unit: 'units' })).toEqual({ measure: 'count', amount: 60 });
  });
});

describe('price against the MRP', () => {
  it('sells at or below the MRP', () => {
    expect(sellsWithinMrp(44_900, 44_900)).toBe(true);
    expect(sellsWithinMrp(38_100, 44_900)).toBe(true);
    expect(sellsWithinMrp(44_901, 44_900)).toBe(false);
    expect(sellsWithinMrp(44_901, null)).toBe(true);
  });

  it('saves whole percent, rounded down', () => {
    expect(savingPercent(44_900, 38_100)).toBe(15); // 15.14 %
    expect(savingPercent(10_000, 7_500)).toBe(25);
    expect(savingPercent(10_000, 9_401)).toBe(5); // 5.99 %
    expect(savingPercent(10_000, 9_999)).toBe(0); // 0.01 %
    expect(savingPercent(10_000, 10_000)).toBe(0);
    expect(savingPercent(10_000, 12_000)).toBe(0);
    expect(savingPercent(null, 12_000)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });

  it('strikes the MRP when below it, says "MRP (incl. of all taxes)" at it, and shows nothing without a lawful MRP', () => {
    expect(mrpDisplay(44_900, 38_100)).toEqual({ kind: 'below', mrpPaise: 44_900, savingPercent: 15 });
    expect(mrpDisplay(10_000, 9_999)).toEqual({ kind: 'below', mrpPaise: 10_000, savingPercent: 0 });
    expect(mrpDisplay(44_900, 44_900)).toEqual({ kind: 'at', mrpPaise: 44_900 });
    expect(mrpDisplay(undefined, 44_900)).toEqual({ kind: 'none' });
    expect(mrpDisplay(null, 44_900)).toEqual({ kind: 'none' });
    expect(mrpDisplay(40_000, 44_900)).toEqual({ kind: 'none' });
  });
});

describe('larger pack', () => {
  const ml500 = { pricePaise: 54_900, quantity: { value: 500, unit: 'ml' } } as const;

  it('costs more and less per unit (across g and kg, ml and L)', () => {
    expect(largerPackPricedRight(ml500, { pricePaise: 99_900, quantity: { value: 1, unit: 'L' } })).toBe(true);
    expect(
      largerPackPricedRight({ pricePaise: 30_000, quantity: { value: 500, unit: 'g' } }, { pricePaise: 55_000, quantity: { value: 1, unit: 'kg' } }),
    ).toBe(true);
  });

  it('is wrong when it costs less, the same per unit or more per unit (the 500 ml ghee at ₹548.80 and 1 L at ₹403.20)', () => {
    expect(largerPackPricedRight({ pricePaise: 54_880, quantity: { value: 500, unit: 'ml' } }, { pricePaise: 40_320, quantity: { value: 1, unit: 'L' } })).toBe(false);
    expect(largerPackPricedRight(ml500, { pricePaise: 109_800, quantity: { value: 1, unit: 'L' } })).toBe(false);
    expect(largerPackPricedRight(ml500, { pricePaise: 120_000, quantity: { value: 1, unit: 'L' } })).toBe(false);
  });

  it('is wrong when it is not larger or not the same measure', () => {
    expect(largerPackPricedRight(ml500, { pricePaise: 60_000, quantity: { value: 500, unit: 'ml' } })).toBe(false);
    expect(largerPackPricedRight(ml500, { pricePaise: 60_000, quantity: { value: 1, unit: 'kg' } })).toBe(false);
  });
});
