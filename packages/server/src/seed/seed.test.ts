import { describe, expect, it } from 'vitest';
import { formatNetQuantity, largerPackPricedRight, savingPercent, sellsWithinMrp, smallestUnits } from '@so/contract';
import { buildProducts, SEED_IDS, SEED_STOCK_TEN, type SeedProduct } from './seed.ts';

const products = buildProducts();
const byId = new Map(products.map((p) => [p.id, p]));
const selling = (p: SeedProduct) => p.basePaise + p.gstPaise;

/** Each product of two pack sizes with its other size: [smaller, larger]. */
function packPairs(): [SeedProduct, SeedProduct][] {
  const pairs: [SeedProduct, SeedProduct][] = [];
  for (const p of products) {
    const other = p.otherSizeId === null ? undefined : byId.get(p.otherSizeId);
    if (other && smallestUnits(p.netQuantity).amount < smallestUnits(other.netQuantity).amount) pairs.push([p, other]);
  }
  return pairs;
}

describe('the demo catalogue', () => {
  it('is the same on every run', () => {
    expect(buildProducts()).toEqual(products);
  });

  it('prices a larger pack above the smaller one and below it per unit, by selling price and by MRP', () => {
    const pairs = packPairs();
    expect(pairs).toHaveLength(75);
    for (const [small, large] of pairs) {
      const what = `${small.name} / ${large.name}`;
      expect(large.otherSizeId, what).toBe(small.id);
      expect(largerPackPricedRight({ pricePaise: selling(small), quantity: small.netQuantity }, { pricePaise: selling(large), quantity: large.netQuantity }), what).toBe(true);
      expect(largerPackPricedRight({ pricePaise: small.mrpPaise, quantity: small.netQuantity }, { pricePaise: large.mrpPaise, quantity: large.netQuantity }), what).toBe(true);
    }
  });

  it('sells every product at or below its MRP in whole rupees: some at the MRP, most 5 to 25 % below', () => {
    let atMrp = 0;
    for (const p of products) {
      expect(sellsWithinMrp(selling(p), p.mrpPaise), p.name).toBe(true);
      expect(selling(p) % 100, p.name).toBe(0);
      expect(p.mrpPaise % 100, p.name).toBe(0);
      const saving = savingPercent(p.mrpPaise, selling(p));
      if (saving === 0) {
        expect(selling(p), p.name).toBe(p.mrpPaise);
        atMrp += 1;
      } else {
        expect(saving, p.name).toBeGreaterThanOrEqual(5);
        expect(saving, p.name).toBeLessThanOrEqual(25);
      }
    }
    expect(atMrp).toBeGreaterThan(0);
    expect(atMrp).toBeLessThan(products.length / 2);
  });

  it('splits each price into a base and its GST at the product rate (to the paisa)', () => {
    for (const p of products) {
      expect(Math.abs(p.gstPaise - Math.round((p.basePaise * p.gstRate) / 100)), p.name).toBeLessThanOrEqual(1);
    }
  });

  it('states the net quantity the name gives, and a piece for books and gift packing', () => {
    for (const p of products) {
      if (p.otherSizeId === null) expect(formatNetQuantity(p.netQuantity), p.name).toBe('1 piece');
      else expect(p.name.endsWith(` ${formatNetQuantity(p.netQuantity)}`), p.name).toBe(true);
    }
    expect(byId.get(SEED_IDS.manyReviewsProduct)?.netQuantity).toEqual({ value: 500, unit: 'ml' });
  });

  it('keeps the special products of SEED_IDS', () => {
    expect(byId.get(SEED_IDS.stockTenProduct)).toMatchObject({ name: 'Bilona Desi Cow Ghee 500 ml', stock: SEED_STOCK_TEN });
    expect(byId.get(SEED_IDS.manyReviewsProduct)).toMatchObject({ name: 'A2 Gir Cow Ghee 500 ml', stock: 120 });
    expect(byId.get(SEED_IDS.outOfStockProduct)?.stock).toBeNull();
    expect(byId.get(SEED_IDS.zeroStockProduct)?.stock).toBe(0);
  });
});
