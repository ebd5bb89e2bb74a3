/**
 * The generated artwork (media/product.ts, art.ts, text.ts): packs that match the product with
 * its name and net quantity on the label, text measured with the font's widths and wrapped so
 * nothing is cut, XML-escaped text, the same bytes every time, and every catalogue image's text
 * inside its picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSvg, blogCoverSvg, tileSvg } from './art.ts';
import { packKindFor, productSvg, splitSize, type ProductArt } from './product.ts';
import { mediaSvg } from './render.ts';
import { type Face, FACE_CSS, fitText, textWidth } from './text.ts';
import { catalogueImageUrls } from './warmup.ts';
import { SEED_IDS } from '../seed/seed.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const GHEE: ProductArt = {
  name: 'A2 Gir Cow Ghee 500 ml',
  categories: ['A2 Cow Ghee', 'Ghee', 'Organic Food'],
  form: 'Liquid',
  brand: 'Gir Gau Farms',
  benefits: ['Hand-churned by the bilona method', 'Aids digestion', 'No preservatives or colours'],
};

interface DrawnLine {
  text: string;
  x: number;
  y: number;
  size: number;
  face: Face;
  anchor: string;
}

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** translate(x y) and scale(s) of a group; text is never drawn inside a rotated group. */
function parseTransform(attrs: string): { dx: number; dy: number; k: number } {
  const transform = /transform="([^"]*)"/.exec(attrs)?.[1] ?? '';
  let dx = 0;
  let dy = 0;
  let k = 1;
  for (const [, op, args] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const values = args.split(/[\s,]+/).filter(Boolean).map(Number);
    if (op === 'translate') {
      dx += (values[0] ?? 0) * k;
      dy += (values[1] ?? 0) * k;
    } else if (op === 'scale') k *= values[0];
    else if (op === 'rotate' && values[0] !== 0) k = Number.NaN;
  }
  return { dx, dy, k };
}

/**
 * Every <text> of an SVG with its position and size in the picture's own units (through the
 * translate/scale of its groups) and its face (read back from its attributes).
 */
function lines(svg: string): DrawnLine[] {
  const faces = Object.entries(FACE_CSS) as [Face, { family: string; weight: number }][];
  const stack: { x: number; y: number; k: number }[] = [{ x: 0, y: 0, k: 1 }];
  const out: DrawnLine[] = [];
  for (const [tag, close, name, attrs, content] of svg.matchAll(/<(\/?)(g|text)\b([^>]*)>(?:([^<]*)<\/text>)?/g)) {
    const top = stack[stack.length - 1];
    if (name === 'g') {
      if (close) stack.pop();
      else if (!tag.endsWith('/>')) {
        const t = parseTransform(attrs);
        stack.push({ x: top.x + t.dx * top.k, y: top.y + t.dy * top.k, k: top.k * t.k });
      }
      continue;
    }
    const attr = (key: string) => new RegExp(`(?:^| )${key}="([^"]*)"`).exec(attrs)?.[1] ?? '';
    const face = faces.find(([, css]) => css.family === attr('font-family') && String(css.weight) === attr('font-weight'));
    if (!face) throw new Error(`unknown face in <text ${attrs}>`);
    if (Number.isNaN(top.k)) throw new Error(`text in a rotated group: ${content}`);
    out.push({
      text: unescape(content ?? ''),
      x: top.x + Number(attr('x')) * top.k,
      y: top.y + Number(attr('y')) * top.k,
      size: Number(attr('font-size')) * top.k,
      face: face[0],
      anchor: attr('text-anchor') || 'start',
    });
  }
  return out;
}

const allText = (svg: string) => lines(svg).map((l) => l.text).join(' ');

/** The viewBox of an SVG: the units its text is placed in. */
function viewBox(svg: string): { w: number; h: number } {
  const [, , w, h] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
  return { w, h };
}

/** The horizontal extent of a drawn line, by its anchor. */
function extent(line: DrawnLine): [number, number] {
  const width = textWidth(line.text, line.size, line.face);
  const left = line.anchor === 'middle' ? line.x - width / 2 : line.anchor === 'end' ? line.x - width : line.x;
  return [left, left + width];
}

describe('product images', () => {
  it('draws a ghee as a jar with its name and net quantity on the label', () => {
    const svg = productSvg({ ...GHEE, width: 640, variant: 1 });
    expect(svg).toContain('data-pack="jar"');
    expect(allText(svg)).toContain('A2 Gir Cow Ghee');
    expect(lines(svg).map((l) => l.text)).toContain('500 ml');
    expect(allText(svg)).toContain('Gir Gau Farms'.toUpperCase());
    // The name on the label is the product's, not its initials.
    expect(lines(svg).some((l) => l.text === 'AG')).toBe(false);
  });

  it.each([
    ['Raw Forest Honey 250 g', ['Raw Honey', 'Honey', 'Organic Food'], 'jar'],
    ['Chyawanprash 500 g', ['Rasayana', 'Immunity Boosters', 'Ayurveda'], 'jar'],
    ['Cold Pressed Mustard Oil 1 L', ['Cooking Oils', 'Cold Pressed Oils', 'Organic Food'], 'bottle'],
    ['Amla Juice 500 g', ['Rasayana', 'Immunity Boosters', 'Ayurveda'], 'bottle'],
    ['Amla Reetha Shikakai Shampoo 200 ml', ['Cleansers', 'Hair Care', 'Personal Care'], 'bottle'],
    ['Lakadong Turmeric Powder 100 g', ['Whole Spices', 'Spices', 'Organic Food'], 'pouch'],
    ['Foxtail Millet 1 kg', ['Millets', 'Millets and Grains', 'Organic Food'], 'pouch'],
    ['California Almonds 250 g', ['Nuts', 'Dry Fruits and Nuts', 'Organic Food'], 'pouch'],
    ['Tulsi Green Tea 50 g', ['Green Tea', 'Herbal Teas', 'Organic Food'], 'tin'],
    ['Ashwagandha Capsules 60 units', ['Capsules', 'Ayurvedic Supplements', 'Ayurveda'], 'box'],
    ['The Ayurveda Kitchen Book', ['Books', 'Ayurveda'], 'book'],
    ['Handmade Paper Gift Box', ['Gift Packing', 'Gifting'], 'giftbox'],
    ['Neem Babool Toothpaste 100 g', ['Toothpaste', 'Oral Care', 'Personal Care'], 'tube'],
    ['Neem Tulsi Face Wash 100 ml', ['Face Care', 'Skin Care', 'Personal Care'], 'tube'],
    ['Sandalwood Soap 125 g', ['Body Care', 'Skin Care', 'Personal Care'], 'soap'],
  ] as const)('packs %s (%s) in a %s', (name, categories, kind) => {
    expect(packKindFor({ name, categories })).toBe(kind);
    expect(productSvg({ name, categories, width: 320, variant: 1 })).toContain(`data-pack="${kind}"`);
  });

  it('reads the net quantity from the name, or from the product field when there is one', () => {
    expect(splitSize('A2 Gir Cow Ghee 500 ml')).toEqual({ title: 'A2 Gir Cow Ghee', size: '500 ml' });
    expect(splitSize('Ashwagandha Capsules 60 units')).toEqual({ title: 'Ashwagandha Capsules', size: '60 Capsules' });
    expect(splitSize('Festive Gift Wrap')).toEqual({ title: 'Festive Gift Wrap', size: null });
    const svg = productSvg({ ...GHEE, name: 'A2 Gir Cow Ghee', netQuantity: '1 L', width: 640, variant: 1 });
    expect(lines(svg).map((l) => l.text)).toContain('1 L');
  });

  it('prints the net quantity the product row states', async () => {
    const id = SEED_IDS.manyReviewsProduct + 1;
    await server.db.query("UPDATE products SET net_quantity_value = 900, net_quantity_unit = 'ml' WHERE id = $1", [id]);
    const svg = (await mediaSvg(server.db, 'products', `${id}-1-640.webp`)) ?? '';
    expect(lines(svg).map((l) => l.text)).toContain('900 ml');
    expect(allText(svg)).not.toContain('1 L');
  });

  it('shows the back label (benefits, net quantity) as image 2 and the contents as image 3', () => {
    const [front, back, contents] = [1, 2, 3].map((variant) => productSvg({ ...GHEE, width: 640, variant }));
    expect(new Set([front, back, contents]).size).toBe(3);
    expect(allText(back)).toContain('Key benefits');
    expect(allText(back)).toContain('Aids digestion');
    expect(allText(back)).toContain('Net Qty: 500 ml');
    expect(allText(front)).not.toContain('Key benefits');
    expect(contents).toContain('data-pack="jar"');
  });

  it('escapes the text it draws, and the SVG still renders', async () => {
    const name = 'Salt & Pepper <Mix> "Special" 100 g';
    const svg = productSvg({ name, categories: ['Spices'], width: 320, variant: 1 });
    expect(svg).not.toContain('<Mix>');
    expect(svg).toContain('&#38;');
    expect(svg).toContain('&#60;Mix&#62;');
    expect(allText(svg)).toContain('Salt & Pepper <Mix> "Special"');
    const meta = await sharp(Buffer.from(svg)).png().toBuffer().then((png) => sharp(png).metadata());
    expect([meta.width, meta.height]).toEqual([320, 320]);
    const banner = bannerSvg({ width: 800, height: 250, headline: 'Tea & <Biscuits>', products: [], categories: [] });
    expect(banner).toContain('&#60;Biscuits&#62;');
    expect(banner).not.toContain('<Biscuits>');
    expect(allText(banner)).toContain('Tea & <Biscuits>');
    const cover = blogCoverSvg({ width: 800, height: 450, title: 'Ghee & You' });
    expect(cover).toContain('&#38;');
    expect(cover).not.toMatch(/&(?!#\d+;)/);
    expect(allText(cover)).toContain('Ghee & You');
    for (const svg of [banner, cover]) await sharp(Buffer.from(svg)).png().toBuffer();
  });

  it('draws the same SVG and the same WebP bytes every time', async () => {
    expect(productSvg({ ...GHEE, width: 640, variant: 2 })).toBe(productSvg({ ...GHEE, width: 640, variant: 2 }));
    const path = `/media/products/${SEED_IDS.manyReviewsProduct}-1-640.webp`;
    const first = Buffer.from(await (await server.call(path)).arrayBuffer());
    const second = Buffer.from(await (await server.call(path)).arrayBuffer());
    expect(first.equals(second)).toBe(true);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 640]);
    const svg = await mediaSvg(server.db, 'products', `${SEED_IDS.manyReviewsProduct}-1-640.webp`);
    expect(svg).toContain('data-pack="jar"');
    expect(allText(svg ?? '')).toContain('A2 Gir Cow Ghee');
    expect(allText(svg ?? '')).toContain('500 ml');
  });
});

describe('text that fits', () => {
  it('wraps a long blog title into whole lines that each fit the width', () => {
    const title = 'Five Spices Every Indian Kitchen Needs';
    const fitted = fitText(title, { face: 'serif-bold', maxWidth: 760, maxHeight: 560, maxSize: 112, minSize: 56, maxLines: 4, balance: true });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe(title);
    for (const line of fitted.lines) expect(textWidth(line, fitted.size, 'serif-bold')).toBeLessThanOrEqual(760);
    // The cover draws those very lines, whole.
    const cover = blogCoverSvg({ width: 1600, height: 900, title });
    const drawn = lines(cover).filter((l) => l.face === 'serif-bold');
    expect(drawn.map((l) => l.text).join(' ')).toBe(title);
    for (const line of drawn) expect(extent(line)[1]).toBeLessThanOrEqual(110 + 760);
    expect(cover).not.toContain('…');
  });

  it('shrinks, then adds lines, rather than letting a word leave its box', () => {
    const fitted = fitText('Supercalifragilisticexpialidocious Ghee', { face: 'sans-bold', maxWidth: 200, maxHeight: 200, maxSize: 60, minSize: 30, maxLines: 2 });
    for (const line of fitted.lines) expect(textWidth(line, fitted.size, 'sans-bold')).toBeLessThanOrEqual(200);
    expect(fitted.lines.length * fitted.size * fitted.lineHeight).toBeLessThanOrEqual(200);
    expect(fitted.lines.join(' ')).toBe('Supercalifragilisticexpialidocious Ghee');
  });

  it.each(['sans', 'sans-bold', 'condensed-bold', 'serif-bold'] as const)('measures %s text at least as wide as the server draws it', async (face) => {
    const sample = 'Amla Reetha Shikakai Shampoo 200 ml';
    const size = 40;
    const css = FACE_CSS[face];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="80"><rect width="1200" height="80" fill="#fff"/><text x="10" y="55" font-family="${css.family}" font-weight="${css.weight}" font-size="${size}" fill="#000">${sample}</text></svg>`;
    const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 40 }).toBuffer({ resolveWithObject: true });
    const measured = textWidth(sample, size, face);
    expect(info.width).toBeLessThanOrEqual(measured);
    expect(info.width).toBeGreaterThan(measured * 0.9);
  });

  it('keeps the text of every catalogue image and blog cover inside the picture', async () => {
    const urls = await catalogueImageUrls(server.db);
    const { rows: blogs } = await server.db.query<{ id: number }>('SELECT id FROM blogs ORDER BY id');
    const paths = [...urls, ...blogs.map((b) => `/media/blogs/${b.id}-1600.webp`)];
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const [, , kind, file] = path.split('/');
      const svg = await mediaSvg(server.db, kind, file);
      expect(svg, path).not.toBeNull();
      const box = viewBox(svg ?? '');
      for (const line of lines(svg ?? '')) {
        const [left, right] = extent(line);
        expect(left, `${path}: ${line.text}`).toBeGreaterThanOrEqual(0);
        expect(right, `${path}: ${line.text}`).toBeLessThanOrEqual(box.w);
        expect(line.y - line.size, `${path}: ${line.text}`).toBeGreaterThanOrEqual(0);
        expect(line.y, `${path}: ${line.text}`).toBeLessThanOrEqual(box.h);
      }
    }
  });

  it('keeps a category banner’s text inside the middle of the height the shop shows (4:1 of 16:5)', async () => {
    const svg = (await mediaSvg(server.db, 'category-banners', '101-1600.webp')) ?? '';
    expect(allText(svg)).toContain('Ghee');
    for (const line of lines(svg)) {
      expect(line.y - line.size).toBeGreaterThanOrEqual(50);
      expect(line.y + line.size * 0.25).toBeLessThanOrEqual(450);
    }
  });
});

describe('banners, tiles and covers', () => {
  it('draws a home banner with its whole text and the packs of its category', async () => {
    const svg = (await mediaSvg(server.db, 'banners', '1-1600.webp')) ?? '';
    expect(allText(svg)).toContain('A2 Gir Cow Ghee');
    expect(allText(svg)).toContain('Hand-churned bilona ghee from Gir cows');
    expect(svg).toContain('data-pack="jar"');
  });

  it('draws each home banner for a phone, 4:3, with its words at least 14 px high on a 375 px screen (the wide one prints some at 4 to 9 px there)', async () => {
    const { rows } = await server.db.query<{ id: number; alt_text: string; description: string }>('SELECT id, alt_text, description FROM banners ORDER BY id');
    expect(rows.length).toBeGreaterThan(1);
    /** The text a 375 px wide picture prints at least 14 px high (a pack's own label aside). */
    const readable = (svg: string) =>
      lines(svg)
        .filter((l) => (l.size * 375) / viewBox(svg).w >= 14)
        .map((l) => l.text)
        .join(' ');
    for (const { id, alt_text, description } of rows) {
      const phone = (await mediaSvg(server.db, 'phone-banners', `${id}-800.webp`)) ?? '';
      const wide = (await mediaSvg(server.db, 'banners', `${id}-1600.webp`)) ?? '';
      expect(viewBox(phone).w / viewBox(phone).h).toBeCloseTo(4 / 3);
      expect(allText(phone)).toBe(allText(wide));
      for (const words of [alt_text, description, 'Shop now']) {
        expect(readable(phone), `${id}`).toContain(words);
      }
      expect(readable(wide)).not.toContain(description);
    }
    const response = await server.call(`/media/phone-banners/${rows[0].id}-800.webp`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([response.status, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 800, 600]);
    expect((await server.call(`/media/phone-banners/${rows[0].id}-1600.webp`)).status).toBe(404);
  });

  it('draws certificates, awards and licences with their whole title', () => {
    for (const [kind, title] of [
      ['certificate', 'India Organic'],
      ['award', 'Ayurveda Excellence Award'],
      ['licence', 'AYUSH Manufacturing Licence'],
      ['service', 'Free Delivery for Elite'],
      ['ethical', 'Fair Trade with Farmers'],
    ] as const) {
      const svg = tileSvg({ width: 320, kind, title });
      expect(allText(svg)).toBe(title);
    }
  });
});
