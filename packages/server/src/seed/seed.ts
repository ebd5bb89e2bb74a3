import {
  GIFT_PACKING_CATEGORY_ID,
  PAISE_PER_RUPEE,
  PRODUCT_TAGS,
  parseNetQuantity,
  savingPercent,
  smallestUnits,
  type NetQuantity,
} from '@so/contract';
import { seedContent } from '../content/seed.ts';
import type { Db, SqlParam } from '../db/types.ts';
import {
  BOOK_PRODUCTS,
  BOOKS_CATEGORY,
  BRANDS,
  DELIVERY_OPTIONS,
  FEATURED_CATEGORIES,
  FOAMS,
  GIFT_PACKING_PRODUCTS,
  META_TAGS,
  REVIEW_TEXTS,
  REVIEWER_NAMES,
  SECTIONS,
  STATISTICS,
  TOP_CATEGORIES,
} from './data.ts';
import { seedVouchers } from './vouchers.ts';
import { join, raw, run, sql } from '../db/sql.ts';

/** Well-known ids of the demo catalogue (tests and docs/operations.md#demo-users-and-demo-data name them). */
export const SEED_IDS = {
  /** "Bilona Desi Cow Ghee 500 ml": stock is exactly 10. */
  stockTenProduct: 1003,
  /** "A2 Gir Cow Ghee 500 ml": 45 reviews, so its review list has two pages. */
  manyReviewsProduct: 1001,
  /** Stock NULL: out of stock. */
  outOfStockProduct: 1004,
  /** Stock 0. */
  zeroStockProduct: 1006,
  /** The Product home section hidden with is_visible_on_website = false. */
  hiddenHomeSection: 7,
} as const;

export const SEED_STOCK_TEN = 10;
const FIRST_PRODUCT_ID = 1001;
const MANY_REVIEWS = 45;
/** Every seeded timestamp counts back from here, so the seed is the same on every run. */
const SEED_EPOCH = Date.UTC(2025, 5, 1, 6, 30);
const HOUR_MS = 3_600_000;

/** Deterministic pseudo-random numbers (mulberry32), for every demo seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly SqlParam[][]): Promise<void> {
  const chunk = Math.max(1, Math.floor(5000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const tuples = rows.slice(start, start + chunk).map((row) => sql`(${join(row.map((value) => sql`${value}`), ', ')})`);
    await run(db, sql`INSERT INTO ${raw(table)} (${raw(columns.join(', '))}) VALUES ${join(tuples, ', ')}`);
  }
}

/** One product of the demo catalogue (money in paise; the selling price is base + GST). */
export interface SeedProduct {
  id: number;
  name: string;
  categoryId: number;
  featured: number;
  brandId: number;
  foamId: number;
  sectionId: number;
  basePaise: number;
  gstPaise: number;
  gstRate: number;
  /** The MRP, inclusive of all taxes: base + GST is at or below it. */
  mrpPaise: number;
  netQuantity: NetQuantity;
  /** The other pack size of the same product (two sizes per product of a featured category), or null. */
  otherSizeId: number | null;
  stock: number | null;
  imageCount: number;
  benefits: string[];
  description: string;
  tags: number[];
}

function roundTo5(value: number): number {
  return Math.max(5, Math.round(value / 5) * 5);
}

/** The first whole-rupee price at or above `rupees` that ends in 9 or 0, as MRPs are printed (₹389, ₹1,250). */
function mrpRupeesFrom(rupees: number): number {
  const endingIn9 = Math.ceil((rupees + 1) / 10) * 10 - 1;
  const endingIn0 = Math.ceil(rupees / 10) * 10;
  return Math.min(endingIn9, endingIn0);
}

/**
 * The base price and GST of a GST-inclusive selling price: the base whose GST at `rate` (rounded
 * to the paisa, as the rest of the seed and the invoices compute it) adds up to the price exactly,
 * or the nearest base with the GST making up the difference.
 */
function splitGst(sellingPaise: number, rate: number): { basePaise: number; gstPaise: number } {
  const estimate = Math.round((sellingPaise * 100) / (100 + rate));
  for (const basePaise of [estimate, estimate - 1, estimate + 1, estimate - 2, estimate + 2]) {
    if (basePaise + Math.round((basePaise * rate) / 100) === sellingPaise) return { basePaise, gstPaise: sellingPaise - basePaise };
  }
  return { basePaise: estimate, gstPaise: sellingPaise - estimate };
}

/** Share of products sold at their MRP; the others sell below it. */
const AT_MRP_SHARE = 0.2;
/** The discount against the MRP of a product sold below it: 5 % to 20 % (the saving shown rounds down, at most 25 %). */
const DISCOUNT_MIN = 0.05;
const DISCOUNT_SPREAD = 0.15;
const SAVING_MAX_PERCENT = 25;
/** A larger pack's MRP: the smaller one's × the ratio of their quantities × 0.78 to 0.90 (less per unit). */
const PACK_FACTOR_MIN = 0.78;
const PACK_FACTOR_SPREAD = 0.12;

interface PackPricing {
  sellingPaise: number;
  mrpPaise: number;
}

/** MRP and selling price of a product sold below its MRP by `discount`, its saving kept within SAVING_MAX_PERCENT. */
function belowMrp(sellingRupees: number, discount: number): PackPricing {
  let mrpRupees = mrpRupeesFrom(sellingRupees / (1 - discount));
  if (savingPercent(mrpRupees, sellingRupees) > SAVING_MAX_PERCENT) mrpRupees = Math.ceil(sellingRupees / (1 - discount));
  return { sellingPaise: sellingRupees * PAISE_PER_RUPEE, mrpPaise: mrpRupees * PAISE_PER_RUPEE };
}

/**
 * The two pack sizes of one product. The smaller pack keeps the price the catalogue always drew
 * for it (base `smallBaseRupees` plus GST), rounded to whole rupees; its MRP lies `discount`
 * above it (or is the price itself). The larger pack's MRP is the smaller one's times the ratio
 * of their quantities times `packFactor` (below 1: less per unit), and it sells at the same
 * discount, lowered a rupee at a time should rounding leave it dearer per unit.
 */
function pricePacks(smallBaseRupees: number, gstRate: number, ratio: number, discount: number, packFactor: number): [PackPricing, PackPricing] {
  const drawnRupees = (smallBaseRupees * (100 + gstRate)) / 100;
  const small = discount === 0
    ? { sellingPaise: mrpRupeesFrom(drawnRupees) * PAISE_PER_RUPEE, mrpPaise: mrpRupeesFrom(drawnRupees) * PAISE_PER_RUPEE }
    : belowMrp(Math.round(drawnRupees), discount);
  const largeMrpRupees = mrpRupeesFrom((small.mrpPaise / PAISE_PER_RUPEE) * ratio * packFactor);
  let largeSellingRupees = discount === 0 ? largeMrpRupees : Math.floor(largeMrpRupees * (1 - discount));
  // Per unit: large / ratio must stay below small (compared in paise, without dividing).
  while (largeSellingRupees * PAISE_PER_RUPEE >= small.sellingPaise * ratio) largeSellingRupees -= 1;
  return [small, { sellingPaise: largeSellingRupees * PAISE_PER_RUPEE, mrpPaise: largeMrpRupees * PAISE_PER_RUPEE }];
}

function netQuantityOf(size: string): NetQuantity {
  const quantity = parseNetQuantity(size);
  if (!quantity) throw new Error(`seed: "${size}" is not a net quantity`);
  return quantity;
}

/** A product sold by the piece at its MRP (books, gift packing): `rupees` is the GST-inclusive price. */
function pieceAtMrp(rupees: number, gstRate: number): Pick<SeedProduct, 'basePaise' | 'gstPaise' | 'gstRate' | 'mrpPaise' | 'netQuantity' | 'otherSizeId'> {
  const mrpPaise = mrpRupeesFrom(rupees) * PAISE_PER_RUPEE;
  return { ...splitGst(mrpPaise, gstRate), gstRate, mrpPaise, netQuantity: { value: 1, unit: 'pieces' }, otherSizeId: null };
}

/**
 * The demo catalogue's products, the same on every run: two pack sizes of each product of the
 * featured categories, then the books and the gift packing. Stock, sections and everything but
 * the prices come from one pseudo-random sequence; discounts and pack factors from a second one,
 * so the first draws what it always drew.
 */
export function buildProducts(): SeedProduct[] {
  const rand = random(20_160_101);
  const priceRand = random(20_261_126);
  const products: SeedProduct[] = [];
  let nextId = FIRST_PRODUCT_ID;
  const sectionFor = [1, 2, 2, 3, 4];
  FEATURED_CATEGORIES.forEach((category, categoryIndex) => {
    const quantities = category.sizes.map(netQuantityOf);
    const ratio = smallestUnits(quantities[1]).amount / smallestUnits(quantities[0]).amount;
    category.products.forEach((baseName, b) => {
      const atMrp = priceRand() < AT_MRP_SHARE;
      const discount = atMrp ? 0 : DISCOUNT_MIN + priceRand() * DISCOUNT_SPREAD;
      const packFactor = PACK_FACTOR_MIN + priceRand() * PACK_FACTOR_SPREAD;
      let packs: [PackPricing, PackPricing] | null = null;
      const firstId = nextId;
      category.sizes.forEach((size, s) => {
        const id = nextId++;
        // The draw the smaller pack's price always came from (the larger pack's draw is unused,
        // but kept so that stock and everything after it stay as they were).
        const smallBaseRupees = roundTo5(120 + rand() * 780);
        packs ??= pricePacks(smallBaseRupees, category.gstRate, ratio, discount, packFactor);
        const pack = packs[s];
        let stock: number | null;
        const roll = rand();
        if (roll < 0.07) stock = null;
        else if (roll < 0.11) stock = 0;
        else if (roll < 0.2) stock = 1 + Math.floor(rand() * 9);
        else stock = 11 + Math.floor(rand() * 140);
        const sectionId = sectionFor[b];
        const tags: number[] = [];
        if ([104, 111, 115].includes(category.id) || baseName.includes('Stevia')) tags.push(1);
        if (sectionId === 1) tags.push(2);
        if (sectionId === 4) tags.push(3);
        const benefitCount = 3 + ((b + s) % 3);
        const benefits = Array.from(
          { length: Math.min(benefitCount, category.benefits.length) },
          (_, i) => category.benefits[(b + i) % category.benefits.length],
        );
        const name = `${baseName} ${size}`;
        products.push({
          id,
          name,
          categoryId: category.id * 100 + 1 + (b % 2),
          featured: category.id,
          brandId: 1 + ((categoryIndex + b) % BRANDS.length),
          foamId: 1 + FOAMS.indexOf(category.foams[b % category.foams.length] as (typeof FOAMS)[number]),
          sectionId,
          ...splitGst(pack.sellingPaise, category.gstRate),
          gstRate: category.gstRate,
          mrpPaise: pack.mrpPaise,
          netQuantity: quantities[s],
          otherSizeId: s === 0 ? firstId + 1 : firstId,
          stock,
          imageCount: 1 + (b % 3),
          benefits,
          description: `${name} from our ${category.name.toLowerCase()} range. ${benefits.join('. ')}.`,
          tags,
        });
      });
    });
  });
  BOOK_PRODUCTS.forEach((name, i) => {
    products.push({
      id: nextId++, name, categoryId: BOOKS_CATEGORY.id, featured: BOOKS_CATEGORY.id, brandId: 1, foamId: 0,
      sectionId: 3, ...pieceAtMrp(199 + i * 150, 5), stock: 40 + i * 5, imageCount: 1,
      benefits: ['Written by practising Vaidyas', 'Simple recipes with everyday ingredients', 'Printed on recycled paper'],
      description: `${name}: practical Ayurveda for the Indian home.`, tags: [],
    });
  });
  GIFT_PACKING_PRODUCTS.forEach((name, i) => {
    products.push({
      id: nextId++, name, categoryId: GIFT_PACKING_CATEGORY_ID, featured: GIFT_PACKING_CATEGORY_ID, brandId: 8,
      foamId: 0, sectionId: 2, ...pieceAtMrp(((30 + i * 30) * 118) / 100, 18), stock: 200, imageCount: 1,
      benefits: ['Reusable and plastic free', 'Fits most of our jars and boxes', 'Handmade by artisans'],
      description: `${name} to make your order a gift.`, tags: [],
    });
  });
  for (const product of products) {
    if (product.id === SEED_IDS.stockTenProduct) product.stock = SEED_STOCK_TEN;
    else if (product.id === SEED_IDS.outOfStockProduct) product.stock = null;
    else if (product.id === SEED_IDS.zeroStockProduct) product.stock = 0;
    else if (product.id === SEED_IDS.manyReviewsProduct) product.stock = 120;
  }
  return products;
}

function pickRating(rand: () => number, bias: number): 1 | 2 | 3 | 4 | 5 {
  const r = rand() + bias;
  if (r < 0.08) return 1;
  if (r < 0.16) return 2;
  if (r < 0.35) return 3;
  if (r < 0.7) return 4;
  return 5;
}

/** True when the catalogue already holds products. */
export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
  return rows[0].n > 0;
}

/** Inserts the whole demo catalogue in one transaction. Same data on every run. */
export async function seed(db: Db): Promise<void> {
  const products = buildProducts();
  await db.transaction(async (tx) => {
    // Categories: 4 top level → featured (and Books, Gift Packing) → two leaves each.
    const categories: SqlParam[][] = TOP_CATEGORIES.map((c, i) => [c.id, c.name, null, i, `${c.name} | SO Organic Store`, `Shop ${c.name.toLowerCase()} online.`, c.name.toLowerCase()]);
    FEATURED_CATEGORIES.forEach((c, i) => {
      categories.push([c.id, c.name, c.parent, i, `Organic ${c.name} | SO Organic Store`, `Buy pure ${c.name.toLowerCase()} online at the best price.`, `${c.name.toLowerCase()}, organic ${c.name.toLowerCase()}`]);
      c.leaves.forEach((leaf, j) => {
        categories.push([c.id * 100 + 1 + j, leaf, c.id, j, `${leaf} | SO Organic Store`, `${leaf} from the ${c.name} range.`, leaf.toLowerCase()]);
      });
    });
    categories.push([BOOKS_CATEGORY.id, BOOKS_CATEGORY.name, BOOKS_CATEGORY.parent, 99, 'Ayurveda Books | SO Organic Store', 'Books on Ayurveda and healthy cooking.', 'ayurveda books']);
    categories.push([GIFT_PACKING_CATEGORY_ID, 'Gift Packing', 4, 0, 'Gift Packing | SO Organic Store', 'Gift bags, boxes and wraps for your order.', 'gift packing']);
    await insertRows(tx, 'categories', ['id', 'name', 'parent_id', 'position', 'metatitle', 'metadescription', 'metakeywords'], categories);

    await insertRows(tx, 'brands', ['id', 'name'], BRANDS.map((name, i) => [i + 1, name]));
    await insertRows(tx, 'product_tags', ['id', 'name'], PRODUCT_TAGS.map((name, i) => [i + 1, name]));
    await insertRows(tx, 'product_foams', ['id', 'name'], FOAMS.map((name, i) => [i + 1, name]));
    await insertRows(tx, 'sections', ['id', 'name', 'section_sequence'], SECTIONS.map((s) => [s.id, s.name, s.section_sequence]));
    await insertRows(tx, 'delivery_options', ['id', 'name', 'duration'], DELIVERY_OPTIONS.map((d) => [d.id, d.name, d.duration]));

    await insertRows(
      tx,
      'products',
      ['id', 'name', 'category_id', 'brand_id', 'foam_id', 'section_id', 'base_price_paise', 'gst_paise', 'gst_rate', 'mrp_paise', 'net_quantity_value', 'net_quantity_unit', 'stock', 'image_count', 'benefits', 'description', 'metatitle', 'metadescription', 'metakeywords', 'created_at'],
      products.map((p, i) => [
        p.id, p.name, p.categoryId, p.brandId, p.foamId === 0 ? null : p.foamId, p.sectionId, p.basePaise,
        p.gstPaise, p.gstRate, p.mrpPaise, p.netQuantity.value, p.netQuantity.unit, p.stock, p.imageCount, JSON.stringify(p.benefits),
        p.description, `${p.name} | SO Organic Store`, p.description, p.name.toLowerCase(),
        new Date(SEED_EPOCH - i * HOUR_MS).toISOString(),
      ]),
    );
    await insertRows(tx, 'product_tag_links', ['product_id', 'tag_id'], products.flatMap((p) => p.tags.map((t) => [p.id, t])));

    // Reviews: varied counts and star distributions; one product with enough to page.
    const rand = random(42);
    const reviews: SqlParam[][] = [];
    for (const p of products) {
      let count: number;
      if (p.id === SEED_IDS.manyReviewsProduct) count = MANY_REVIEWS;
      else {
        const roll = rand();
        count = roll < 0.25 ? 0 : roll < 0.6 ? 1 + Math.floor(rand() * 3) : 4 + Math.floor(rand() * 9);
      }
      const bias = (p.id % 5) * 0.05 - 0.05;
      for (let i = 0; i < count; i++) {
        const rating = pickRating(rand, bias);
        const texts = REVIEW_TEXTS[rating];
        reviews.push([
          p.id,
          REVIEWER_NAMES[Math.floor(rand() * REVIEWER_NAMES.length)],
          rating,
          texts[Math.floor(rand() * texts.length)],
          new Date(SEED_EPOCH - (i * 26 + (p.id % 24)) * HOUR_MS).toISOString(),
        ]);
      }
    }
    await insertRows(tx, 'reviews', ['product_id', 'name', 'rating', 'review', 'created_at'], reviews);

    // Related (same featured category) and other (next featured category) products.
    const byFeatured = new Map<number, SeedProduct[]>();
    for (const p of products) byFeatured.set(p.featured, [...(byFeatured.get(p.featured) ?? []), p]);
    const groups = [...byFeatured.values()];
    const related: SqlParam[][] = [];
    groups.forEach((group, g) => {
      const next = groups[(g + 1) % groups.length];
      group.forEach((p, i) => {
        const siblings = group.filter((q) => q.id !== p.id);
        for (let k = 0; k < Math.min(4, siblings.length); k++) related.push([p.id, siblings[(i + k) % siblings.length].id, 'related', k]);
        for (let k = 0; k < Math.min(4, next.length); k++) related.push([p.id, next[(i + k) % next.length].id, 'other', k]);
      });
    });
    await insertRows(tx, 'related_products', ['product_id', 'related_id', 'kind', 'position'], related);

    // Home page.
    await insertRows(tx, 'banners', ['id', 'sequence', 'alt_text', 'description', 'category_id', 'product_id', 'position'], [
      [1, 'Upper', 'A2 Gir Cow Ghee', 'Hand-churned bilona ghee from Gir cows', 101, null, 0],
      [2, 'Upper', 'Raw Forest Honey', 'Unheated honey from wild hives', null, 1011, 1],
      [3, 'Upper', 'Herbal Teas', 'Tulsi, chamomile and masala chai blends', 104, null, 2],
      [4, 'Upper', 'Ayurvedic Skin Care', 'Kumkumadi, ubtan and more', 109, null, 3],
      [5, 'Lower', 'Subscribe and Save', 'Monthly essentials delivered on schedule', null, null, 0],
    ]);
    const sections: SqlParam[][] = [
      [1, 'about', 'Upper', 'About SO Organic', 'For ten years we have worked with over a thousand farmers to bring honest, chemical-free food and classical Ayurvedic care to Indian homes.', true, true, 0],
      [2, 'arrival', 'Upper', 'New Arrivals', 'Fresh from our farms and Vaidyas.', false, true, 1],
      [3, 'certificate', 'Upper', 'Certified Organic', 'Every batch is certified and lab tested.', false, true, 2],
      [4, 'ethical', 'Upper', 'Ethically Sourced', 'Fair prices for farmers, kind to the land.', false, true, 3],
      [5, 'product_ghee', 'Product', 'Pure Ghee Collection', 'Bilona and herbal ghee.', false, true, 0],
      [6, 'product_honey', 'Product', 'Honey and Sweeteners', 'Raw honey, jaggery and natural sugars.', false, true, 1],
      [SEED_IDS.hiddenHomeSection, 'product_gifts', 'Product', 'Festive Gift Picks', 'Hidden until the festive season.', false, false, 2],
      [8, 'product_wellness', 'Product', 'Ayurvedic Wellness', 'Immunity, digestion and daily vitality.', false, true, 3],
      [9, 'awards', 'Lower', 'Awards and Recognition', 'Honoured for organic leadership.', false, true, 0],
      [10, 'licences', 'Lower', 'Licences', 'Registered and licensed for food and Ayurveda.', false, true, 1],
      [11, 'non_gmo', 'LowerSection', 'Non-GMO', 'Only non-genetically-modified seeds on our farms.', true, true, 0],
      [12, 'services', 'LowerSection', 'Our Services', 'More than a store.', false, true, 1],
    ];
    await insertRows(tx, 'home_sections', ['id', 'key', 'type', 'label', 'description', 'has_image', 'is_visible_on_website', 'position'], sections);
    const images: SqlParam[][] = [];
    const newLaunches = products.filter((p) => p.sectionId === 4);
    newLaunches.slice(0, 4).forEach((p, i) => images.push([2, i + 1, p.name, p.id, p.categoryId]));
    ['India Organic', 'USDA Organic', 'FSSAI Licensed', 'AYUSH GMP'].forEach((t, i) => images.push([3, i + 1, t, null, null]));
    ['Fair Trade with Farmers', 'Plastic-free Packaging', 'Zero Chemical Farming'].forEach((t, i) => images.push([4, i + 1, t, null, null]));
    ['Best Organic Brand 2023', 'Ayurveda Excellence Award', 'Green Business Award', 'Farmer Partnership Award', 'Customer Choice Award'].forEach((t, i) => images.push([9, i + 1, t, null, null]));
    ['FSSAI Licence', 'AYUSH Manufacturing Licence', 'Organic Certification'].forEach((t, i) => images.push([10, i + 1, t, null, null]));
    ['Free Delivery for Elite', 'Consult our Vaidya', 'Subscribe and Save', 'Easy Returns'].forEach((t, i) => images.push([12, i + 1, t, null, null]));
    const featuredImages = FEATURED_CATEGORIES.slice(0, 4);
    featuredImages.forEach((c, i) => images.push([1, i + 1, c.name, null, c.id]));
    await insertRows(tx, 'home_section_images', ['section_id', 'n', 'title', 'product_id', 'category_id'], images);
    const sectionProducts: SqlParam[][] = [];
    const addSection = (sectionId: number, list: SeedProduct[]) =>
      list.slice(0, 8).forEach((p, i) => sectionProducts.push([sectionId, p.id, i]));
    addSection(5, products.filter((p) => p.featured === 101));
    addSection(6, products.filter((p) => p.featured === 102 || p.featured === 107));
    addSection(SEED_IDS.hiddenHomeSection, products.filter((p) => p.featured === GIFT_PACKING_CATEGORY_ID));
    addSection(8, products.filter((p) => [112, 113, 114].includes(p.featured)));
    await insertRows(tx, 'home_section_products', ['section_id', 'product_id', 'position'], sectionProducts);
    const lists: SqlParam[][] = [];
    newLaunches.slice(0, 10).forEach((p, i) => lists.push(['newarrival', p.id, i]));
    products.filter((_, i) => i % 15 === 7).slice(0, 10).forEach((p, i) => lists.push(['musttry', p.id, i]));
    products.filter((p) => p.sectionId === 1).slice(0, 10).forEach((p, i) => lists.push(['bestofalltime', p.id, i]));
    await insertRows(tx, 'home_product_lists', ['list', 'product_id', 'position'], lists);

    await insertRows(tx, 'home_blocks', ['key', 'label', 'is_visible_on_website'], [
      ['statistics', 'Our Journey in Numbers', true],
      ['home_blogs', 'From Our Blog', true],
    ]);
    await insertRows(tx, 'statistics', ['id', 'name', 'value', 'position'], STATISTICS.map((s, i) => [i + 1, s.name, s.value, i]));
    // Blog posts, events and stores: content/seed.ts.
    await seedContent(tx);
    await insertRows(tx, 'meta_tags', ['page_url', 'title', 'description', 'keywords'], META_TAGS.map((m) => [m.page_url, m.title, m.description, m.keywords]));
    await seedVouchers(tx);
  });
}
