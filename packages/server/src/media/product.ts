/**
 * A product's images: its pack (chosen from the category, name and form) in the category's
 * colours with the name and net quantity on the label, on a clean light background with a soft
 * shadow. Image 1 is the front, image 2 the back label (benefits, net quantity, barcode), image 3
 * the pack beside a bowl of what is inside. The same product always gives the same SVG.
 */
import { DOC } from '@so/contract';
import { drawPack, floorShadow, PACK_DEFS, type PackColours, type PackDrawing, type PackKind, type Rect } from './packs.ts';
import { place, prop, type Prop } from './props.ts';
import { blockHeight, fitText, n1, r3, textBlock, textWidth } from './text.ts';
import { hashString } from './svg.ts';

/** The words the generated labels print (the data gives everything else). */
export const LABEL_TEXT = DOC.art;

export interface ProductArt {
  name: string;
  /** The product's own category and its ancestors' names, nearest first. */
  categories: readonly string[];
  /** The product's form (Powder, Oil, Liquid, Tablet, Capsule, Granules, Paste), if any. */
  form?: string | null;
  brand?: string | null;
  benefits?: readonly string[];
  /** Net quantity as printed, e.g. "500 ml"; by default the size at the end of the name. */
  netQuantity?: string | null;
}

const SIZE = /\s+(\d+(?:[.,]\d+)?\s?(?:ml|l|ltr|litre|g|gm|kg|units?|pcs|pieces|tablets|capsules))$/i;

/** The name without its pack size, and the size ("A2 Gir Cow Ghee", "500 ml"). */
export function splitSize(name: string): { title: string; size: string | null } {
  const match = SIZE.exec(name.trim());
  if (!match) return { title: name.trim(), size: null };
  const title = name.trim().slice(0, match.index).trim() || name.trim();
  return { title, size: countedAs(title, match[1].replace(/\s+/, ' ')) };
}

/** "60 units" of capsules reads better as "60 Capsules" (and of tablets as "60 Tablets"). */
function countedAs(title: string, size: string): string {
  const unit = /\b(tablets|capsules)$/i.exec(title);
  return unit && /\bunits?$/i.test(size) ? size.replace(/units?$/i, unit[1][0].toUpperCase() + unit[1].slice(1).toLowerCase()) : size;
}

/** The net quantity to print: the product's own field when it has one, else the size in the name. */
export function netQuantityOf(product: ProductArt): string | null {
  const own = product.netQuantity?.trim();
  const { title, size } = splitSize(product.name);
  return own ? countedAs(title, own) : size;
}

interface Palette {
  main: string;
  deep: string;
  tint: string;
  content: string;
}

/** The category colours, matched against the product's category path. */
const PALETTES: ReadonlyArray<readonly [RegExp, Palette]> = [
  [/ghee/i, { main: '#d9961a', deep: '#6b420a', tint: '#fbf1dc', content: '#f1c24c' }],
  [/honey/i, { main: '#c97912', deep: '#5e3306', tint: '#fbefd9', content: '#e0901f' }],
  [/spice/i, { main: '#b8401f', deep: '#5a1b0b', tint: '#fbe9e1', content: '#d8752a' }],
  [/tea|tisane/i, { main: '#3f7d45', deep: '#1f4326', tint: '#e8f3e4', content: '#6c8f3a' }],
  [/millet|grain|rice|pulse/i, { main: '#a8792d', deep: '#523912', tint: '#f7efdc', content: '#e2c77a' }],
  [/oil/i, { main: '#8c8a1f', deep: '#45430c', tint: '#f4f3dc', content: '#e4c246' }],
  [/sweeten|jaggery|sugar/i, { main: '#9a5a25', deep: '#4d2a0e', tint: '#f6ebdf', content: '#a8672b' }],
  [/dry fruit|nut/i, { main: '#8a4f2a', deep: '#452612', tint: '#f6ece3', content: '#b0703f' }],
  [/skin|face|body/i, { main: '#b9516f', deep: '#5e1f33', tint: '#fbe9ee', content: '#f0d7c0' }],
  [/hair/i, { main: '#2f6b4f', deep: '#163628', tint: '#e5f1ea', content: '#3a6b2a' }],
  [/oral|tooth/i, { main: '#1f8a82', deep: '#0d4541', tint: '#e0f3f1', content: '#e9f2f0' }],
  [/immun|rasayana|kadha/i, { main: '#d0671a', deep: '#652c06', tint: '#fcebdc', content: '#5a2a12' }],
  [/digest|churna/i, { main: '#6f8a25', deep: '#36450f', tint: '#eef3dc', content: '#a08a52' }],
  [/supplement|tablet|capsule/i, { main: '#5d4a98', deep: '#2d2352', tint: '#ece8f6', content: '#f5efe0' }],
  [/juice/i, { main: '#3c8c3f', deep: '#1b4a1d', tint: '#e4f2e2', content: '#7fb24a' }],
  [/book/i, { main: '#7b2f2a', deep: '#3f1512', tint: '#f6e8e2', content: '#f3d98b' }],
  [/gift/i, { main: '#a8323f', deep: '#55141c', tint: '#f9e6e7', content: '#e8b93a' }],
];

/** What is inside, by the product's name (seen through glass, a window or in a bowl). */
const CONTENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/turmeric|haldi/i, '#e9a21b'],
  [/chilli/i, '#b8321e'],
  [/garam masala/i, '#7b4a24'],
  [/pepper/i, '#2e2622'],
  [/cumin/i, '#8a6a3e'],
  [/jamun/i, '#4b2142'],
  [/forest honey/i, '#b8650f'],
  [/honey/i, '#e0901f'],
  [/buffalo ghee/i, '#f6e7b4'],
  [/ghee/i, '#f1c24c'],
  [/coconut oil/i, '#f6f3e8'],
  [/mustard/i, '#d49a17'],
  [/sesame/i, '#c88f3a'],
  [/groundnut/i, '#e1b54a'],
  [/almond oil/i, '#ecd089'],
  [/aloe/i, '#a9d38a'],
  [/karela/i, '#4f7d2e'],
  [/wheatgrass/i, '#5fa83a'],
  [/noni/i, '#b89a4a'],
  [/amla/i, '#a8bf3f'],
  [/giloy/i, '#6f8f3a'],
  [/chyawanprash/i, '#4a2412'],
  [/ragi/i, '#8a5a44'],
  [/foxtail|little millet/i, '#e2c77a'],
  [/rice/i, '#f4eedc'],
  [/toor|dal/i, '#e8b93a'],
  [/coconut sugar/i, '#8b5a33'],
  [/stevia/i, '#7faf4f'],
  [/khandsari/i, '#efe2c4'],
  [/jaggery/i, '#a86a2b'],
  [/almond/i, '#a86b43'],
  [/walnut/i, '#9c6b3f'],
  [/raisin/i, '#6b3a2a'],
  [/date/i, '#5a2a1a'],
  [/makhana/i, '#f3ebdd'],
  [/chamomile/i, '#e8c95a'],
  [/hibiscus/i, '#b0243f'],
  [/moringa/i, '#5e8c31'],
  [/chai/i, '#7a4a2a'],
  [/kumkumadi|saffron/i, '#e2883a'],
  [/onion/i, '#9a4a5a'],
  [/charcoal/i, '#2b2b2b'],
  [/triphala/i, '#8a7a3a'],
  [/isabgol/i, '#efe6d0'],
  [/shilajit/i, '#2c1d14'],
];

/** Produce and herbs that go beside the pack, by the product's name, then by category. */
const PROPS: ReadonlyArray<readonly [RegExp, readonly Prop[], string?]> = [
  [/turmeric|haldi/i, ['turmeric', 'leaf']],
  [/chilli/i, ['chilli', 'chilli']],
  [/garam masala/i, ['star-anise', 'cinnamon']],
  [/pepper/i, ['peppercorns', 'leaf']],
  [/cumin/i, ['seeds', 'leaf']],
  [/tulsi|brahmi|neem|moringa|giloy|triphala|ashwagandha|bhringraj|neeli/i, ['sprig', 'leaf']],
  [/ginger/i, ['ginger', 'leaf']],
  [/honey/i, ['honeycomb', 'dipper']],
  [/ghee/i, ['sprig', 'grain']],
  [/coconut/i, ['coconut', 'leaf']],
  [/almond/i, ['almond', 'leaf']],
  [/walnut/i, ['walnut', 'leaf']],
  [/raisin/i, ['raisins', 'leaf']],
  [/date/i, ['dates', 'leaf']],
  [/makhana/i, ['makhana', 'leaf']],
  [/millet|ragi/i, ['grain', 'grain']],
  [/rice/i, ['rice', 'grain']],
  [/dal/i, ['dal', 'leaf']],
  [/jaggery|sugar|khandsari/i, ['jaggery', 'leaf']],
  [/stevia/i, ['sprig', 'leaf']],
  [/hibiscus/i, ['flower', 'leaf'], '#c62a47'],
  [/chamomile/i, ['flower', 'leaf'], '#fbf6e8'],
  [/rose|kumkumadi|saffron/i, ['saffron', 'flower'], '#e58aa0'],
  [/aloe/i, ['aloe', 'leaf']],
  [/amla|chyawanprash/i, ['amla', 'leaf']],
  [/onion/i, ['drop', 'leaf'], '#d4a35a'],
  [/oil/i, ['drop', 'leaf'], '#e4c246'],
  [/tea|chai/i, ['cup', 'leaf'], '#b0703f'],
  [/capsule/i, ['capsules', 'leaf']],
  [/tablet/i, ['tablets', 'leaf']],
  [/clove|tooth|manjan|rinse/i, ['sprig', 'leaf']],
  [/juice|kadha/i, ['sprig', 'leaf']],
];

/** The pack a product comes in: by its name first, then its category, then its form. */
export function packKindFor(product: Pick<ProductArt, 'name' | 'categories' | 'form'>): PackKind {
  const name = product.name.toLowerCase();
  const path = product.categories.join(' ').toLowerCase();
  const form = (product.form ?? '').toLowerCase();
  if (/\bbook\b/.test(name) || /\bbooks?\b/.test(path)) return 'book';
  if (/basket|hamper/.test(name)) return 'basket';
  if (/\bbag\b/.test(name)) return 'bag';
  if (/gift|wrap/.test(name)) return 'giftbox';
  if (/soap/.test(name)) return 'soap';
  if (/toothpaste|face wash|\bgel\b|cream/.test(name)) return 'tube';
  if (/face oil|serum|dropper/.test(name)) return 'dropper';
  if (/tea\b|chai|tisane/.test(name)) return /green tea|chai/.test(name) ? 'tin' : 'pouch';
  if (/ghee|honey|chyawanprash|mask|resin|churna|manjan|tooth powder|ubtan|balm/.test(name)) return 'jar';
  if (/oil|juice|rinse|arka|lotion|shampoo|kadha|syrup|vinegar/.test(name)) return 'bottle';
  if (/tablets|capsules|husk|\bbox\b/.test(name)) return 'box';
  if (/ghee|honey/.test(path)) return 'jar';
  if (/oil|juice/.test(path)) return 'bottle';
  if (/tea/.test(path)) return 'tin';
  if (/supplement|tablet|capsule/.test(path)) return 'box';
  if (/gift/.test(path)) return 'giftbox';
  if (/liquid|oil/.test(form)) return 'bottle';
  if (/tablet|capsule/.test(form)) return 'box';
  if (/paste/.test(form)) return 'tube';
  return 'pouch';
}

/** Whether the category path names a category with colours of its own. */
export const hasPalette = (categories: readonly string[]) => PALETTES.some(([pattern]) => pattern.test(categories.join(' ')));

const hsl = (h: number, s: number, l: number) => `hsl(${h}, ${s}%, ${l}%)`;

export function paletteFor(categories: readonly string[], name: string): PackColours {
  const path = categories.join(' ');
  const found = PALETTES.find(([pattern]) => pattern.test(path)) ?? PALETTES.find(([pattern]) => pattern.test(name));
  const hue = hashString(path || name) % 360;
  const palette = found?.[1] ?? { main: hsl(hue, 45, 40), deep: hsl(hue, 45, 20), tint: hsl(hue, 50, 94), content: hsl(hue, 40, 70) };
  const content = CONTENTS.find(([pattern]) => pattern.test(name))?.[1] ?? palette.content;
  return { ...palette, content };
}

function propsFor(name: string, categories: readonly string[], colours: PackColours): { kinds: readonly Prop[]; tint: string } {
  const found = PROPS.find(([pattern]) => pattern.test(name)) ?? PROPS.find(([pattern]) => pattern.test(categories.join(' ')));
  return { kinds: found?.[1] ?? ['leaf', 'leaf'], tint: found?.[2] ?? (found ? '#5e8c31' : colours.main) };
}

const isFood = (categories: readonly string[]) => /organic food|ayurveda/i.test(categories.join(' ')) && !/book/i.test(categories.join(' '));

function frame(rect: Rect, paper: string, colours: PackColours, curved: boolean): string {
  if (paper === 'none') return '';
  return `<rect x="${rect.x}" y="${rect.y}" width="${rect.w}" height="${rect.h}" rx="10" fill="${paper}"/><rect x="${rect.x + 6}" y="${rect.y + 6}" width="${rect.w - 12}" height="${rect.h - 12}" rx="7" fill="none" stroke="${colours.main}" stroke-width="2" stroke-opacity="${curved ? 0.5 : 0.35}"/>`;
}

function vegMark(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="22" height="22" rx="2" fill="#fff" stroke="#2e8b3a" stroke-width="2.5"/><circle cx="${x + 11}" cy="${y + 11}" r="6" fill="#2e8b3a"/>`;
}

function pill(text: string, cx: number, bottom: number, fill: string, colour: string, maxWidth: number, size = 28): string {
  const fitted = fitText(text, { face: 'sans-bold', maxWidth: maxWidth - 28, maxHeight: size * 1.2, maxSize: size, minSize: 14, maxLines: 1, lineHeight: 1.2 });
  const width = Math.min(maxWidth, textWidth(fitted.lines[0] ?? '', fitted.size, 'sans-bold') + 32);
  const height = fitted.size * 1.2 + 14;
  return `<rect x="${n1(cx - width / 2)}" y="${n1(bottom - height)}" width="${n1(width)}" height="${n1(height)}" rx="${n1(height / 2)}" fill="${fill}"/>${textBlock(fitted, 'sans-bold', { x: cx, y: bottom - height + 7, fill: colour, anchor: 'middle' })}`;
}

/** The front label: brand band, the product's name (wrapped, never cut) and its net quantity. */
function frontLabel(pack: PackDrawing, kind: PackKind, product: ProductArt, colours: PackColours): string {
  const r = pack.label;
  const { title } = splitSize(product.name);
  const quantity = netQuantityOf(product);
  const cx = r.x + r.w / 2;
  const parts: string[] = [frame(r, pack.paper, colours, pack.curved)];
  if (kind === 'book') {
    const brand = fitText(product.brand ?? '', { face: 'sans-bold', maxWidth: r.w, maxHeight: 30, maxSize: 22, minSize: 12, maxLines: 1 });
    const heading = fitText(title, { face: 'serif-bold', maxWidth: r.w - 8, maxHeight: r.h - 40, maxSize: 46, minSize: 22, maxLines: 4, balance: true });
    parts.push(textBlock(heading, 'serif-bold', { x: cx, y: r.y, fill: '#fbf3dc', anchor: 'middle' }));
    if (product.brand) parts.push(textBlock(brand, 'sans-bold', { x: cx, y: r.y + blockHeight(heading) + 12, fill: '#f3d98b', anchor: 'middle' }));
    return parts.join('');
  }
  const band = Math.round(Math.min(46, r.h * 0.2));
  const pad = 14;
  if (pack.paper !== 'none') parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${band}" rx="10" fill="${colours.main}"/><rect x="${r.x}" y="${r.y + band - 10}" width="${r.w}" height="10" fill="${colours.main}"/>`);
  const small = r.h < 130;
  const veg = isFood(product.categories) && pack.paper !== 'none';
  if (veg) parts.push(vegMark(r.x + r.w - 32, r.y + (band - 22) / 2));
  if (product.brand) {
    const brand = fitText(product.brand.toUpperCase(), { face: 'sans-bold', maxWidth: r.w - 2 * pad - (veg ? 56 : 0), maxHeight: band - 8, maxSize: 20, minSize: 10, maxLines: 1 });
    parts.push(textBlock(brand, 'sans-bold', { x: cx, y: r.y + (band - blockHeight(brand)) / 2, fill: pack.paper === 'none' ? colours.main : '#ffffff', anchor: 'middle' }));
  }
  const pillHeight = quantity ? (small ? 34 : 48) : 0;
  const top = r.y + band + (small ? 6 : 14);
  const bottom = r.y + r.h - pillHeight - (small ? 8 : 18);
  const name = fitText(title, {
    face: 'condensed-bold',
    maxWidth: r.w - 2 * pad,
    maxHeight: bottom - top,
    maxSize: small ? 30 : 46,
    minSize: small ? 16 : 24,
    maxLines: r.w < 215 ? 4 : 3,
    lineHeight: 1.1,
    balance: true,
  });
  parts.push(textBlock(name, 'condensed-bold', { x: cx, y: top + (bottom - top - blockHeight(name)) / 2, fill: colours.deep, anchor: 'middle' }));
  if (quantity) parts.push(pill(quantity, cx, r.y + r.h - (small ? 6 : 14), colours.main, '#ffffff', r.w - 2 * pad, small ? 20 : 28));
  if (pack.curved) parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="10" fill="url(#shade-soft)"/>`);
  return parts.join('');
}

function barcode(x: number, y: number, w: number, h: number, seed: string): string {
  const bars: string[] = [];
  let at = x;
  let i = 0;
  while (at < x + w - 4) {
    const width = 1.5 + (hashString(`${seed}-${i}`) % 4);
    if (i % 2 === 0) bars.push(`<rect x="${n1(at)}" y="${y}" width="${n1(width)}" height="${h}" fill="#222"/>`);
    at += width;
    i++;
  }
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="#fff"/>${bars.join('')}`;
}

/** The back label: the product's benefits, its net quantity, storage and a barcode. */
function backLabel(pack: PackDrawing, product: ProductArt, colours: PackColours): string {
  const r = pack.label;
  const pad = 14;
  const cx = r.x + r.w / 2;
  const parts: string[] = [frame(r, pack.paper === 'none' ? '#fffcf4' : pack.paper, colours, pack.curved)];
  const band = 38;
  parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${band}" rx="10" fill="${colours.main}"/><rect x="${r.x}" y="${r.y + band - 10}" width="${r.w}" height="10" fill="${colours.main}"/>`);
  const heading = fitText(LABEL_TEXT.keyBenefits, { face: 'sans-bold', maxWidth: r.w - 2 * pad, maxHeight: band - 8, maxSize: 20, minSize: 10, maxLines: 1 });
  parts.push(textBlock(heading, 'sans-bold', { x: cx, y: r.y + (band - blockHeight(heading)) / 2, fill: '#ffffff', anchor: 'middle' }));
  const codeHeight = 26;
  const quantity = netQuantityOf(product);
  const footer = codeHeight + 10 + (quantity ? 24 : 0);
  let y = r.y + band + 10;
  const limit = r.y + r.h - footer - 6;
  for (const benefit of product.benefits ?? []) {
    const fitted = fitText(benefit, { face: 'sans', maxWidth: r.w - 2 * pad - 16, maxHeight: 2 * 16 * 1.2, maxSize: 16, minSize: 11, maxLines: 2, lineHeight: 1.2 });
    if (y + blockHeight(fitted) > limit) break;
    parts.push(`<circle cx="${r.x + pad + 4}" cy="${n1(y + fitted.size * 0.62)}" r="3.5" fill="${colours.main}"/>`);
    parts.push(textBlock(fitted, 'sans', { x: r.x + pad + 14, y, fill: '#3b342c' }));
    y += blockHeight(fitted) + 5;
  }
  const storage = fitText(LABEL_TEXT.storage, { face: 'sans', maxWidth: r.w - 2 * pad, maxHeight: 2 * 14 * 1.2, maxSize: 13, minSize: 11, maxLines: 2, lineHeight: 1.2 });
  if (y + 4 + blockHeight(storage) <= limit) parts.push(textBlock(storage, 'sans', { x: r.x + pad, y: y + 4, fill: '#6b6157' }));
  if (quantity) {
    const line = fitText(`${LABEL_TEXT.netQuantity}: ${quantity}`, { face: 'sans-bold', maxWidth: r.w - 2 * pad, maxHeight: 22, maxSize: 18, minSize: 10, maxLines: 1 });
    parts.push(textBlock(line, 'sans-bold', { x: r.x + pad, y: r.y + r.h - footer, fill: colours.deep }));
  }
  parts.push(barcode(r.x + pad + 6, r.y + r.h - codeHeight - 10, Math.min(150, r.w - 2 * pad - 12), codeHeight, product.name));
  if (pack.curved) parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="10" fill="url(#shade-soft)"/>`);
  return parts.join('');
}

/** A pack with its label, base at (0, 0). */
export function packSvg(product: ProductArt, side: 'front' | 'back' = 'front'): { svg: string; halfWidth: number; height: number; colours: PackColours; kind: PackKind } {
  const kind = packKindFor(product);
  const colours = paletteFor(product.categories, product.name);
  const lower = product.name.toLowerCase();
  const material = /shampoo|lotion|rinse/.test(lower) ? 'opaque' : /hair oil|neelibhringadi|arka/.test(lower) ? 'amber' : 'glass';
  const pack = drawPack(kind, colours, material);
  const label = side === 'front' ? frontLabel(pack, kind, product, colours) : backLabel(pack, product, colours);
  return {
    svg: `<g data-pack="${kind}">${floorShadow(pack.halfWidth)}${pack.body}${label}${pack.over}</g>`,
    halfWidth: pack.halfWidth,
    height: pack.height,
    colours,
    kind,
  };
}

/** A bowl (or dish) of what is inside the pack, base at (0, 0), about 240 wide. */
function contentsBowl(product: ProductArt, kind: PackKind, colours: PackColours): string {
  const name = product.name.toLowerCase();
  const liquid = kind === 'bottle' || kind === 'dropper' || /ghee|honey/.test(name);
  const pieces = propsFor(product.name, product.categories, colours).kinds[0];
  const shadow = `<ellipse cx="0" cy="2" rx="150" ry="20" fill="url(#floor)"/>`;
  if (/tablet|capsule/.test(name) || kind === 'box') {
    const pill = /capsule/.test(name) ? 'capsules' : 'tablets';
    return `${shadow}<ellipse cx="0" cy="-14" rx="120" ry="30" fill="#f7f3ea" stroke="#e2d9c6" stroke-width="3"/>${place(prop(pill), -34, -28, 90)}${place(prop(pill), 40, -24, 80, 40)}`;
  }
  if (liquid) {
    return `${shadow}<path d="M-100 -110 L100 -110 L86 -8 Q84 0 74 0 L-74 0 Q-84 0 -86 -8 Z" fill="#f4f1ea" fill-opacity="0.9" stroke="#d9d2c3" stroke-width="3"/><path d="M-96 -80 L96 -80 L86 -8 Q84 0 74 0 L-74 0 Q-84 0 -86 -8 Z" fill="${colours.content}"/><ellipse cx="0" cy="-80" rx="96" ry="14" fill="${colours.content}"/><ellipse cx="-20" cy="-82" rx="50" ry="5" fill="#fff" fill-opacity="0.4"/><path d="M-100 -110 L-86 -8" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/>`;
  }
  const mound = /almond|walnut|raisin|date|makhana|jaggery/.test(name)
    ? `${place(prop(pieces), -40, -92, 90)}${place(prop(pieces), 36, -96, 90, 30)}${place(prop(pieces), 0, -110, 80, 60)}`
    : `<path d="M-100 -76 C-70 -150 70 -150 100 -76 Z" fill="${colours.content}"/>${Array.from({ length: 18 }, (_, i) => `<circle cx="${-70 + ((i * 41) % 140)}" cy="${-86 - ((i * 17) % 40)}" r="3" fill="#000" fill-opacity="0.12"/>`).join('')}`;
  return `${shadow}${mound}<path d="M-120 -80 L120 -80 C116 -30 70 0 0 0 C-70 0 -116 -30 -120 -80 Z" fill="#a7703f"/><ellipse cx="0" cy="-80" rx="120" ry="16" fill="#8a5a30"/><path d="M-110 -60 C-90 -30 -50 -16 -10 -14" stroke="#fff" stroke-opacity="0.22" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

export interface ProductImageOptions extends ProductArt {
  /** Output size in pixels (square). */
  width: number;
  /** 1 = front, 2 = back label, 3 = beside a bowl of the contents (then repeats). */
  variant: number;
}

/** The SVG of a product's image number `variant`. */
export function productSvg(options: ProductImageOptions): string {
  const side = (((options.variant - 1) % 3) + 3) % 3;
  const pack = packSvg(options, side === 1 ? 'back' : 'front');
  const { colours } = pack;
  const base = 578;
  const scale = Math.min(1.08, 455 / pack.height, 240 / pack.halfWidth);
  const { kinds, tint } = propsFor(options.name, options.categories, colours);
  const parts: string[] = [];
  // A flat background: a full-size gradient would double the time librsvg takes.
  parts.push(`<defs>${PACK_DEFS}</defs>`);
  parts.push(`<rect width="640" height="640" fill="#fbf9f5"/>`);
  if (side === 0) {
    parts.push(`<circle cx="320" cy="310" r="238" fill="${colours.tint}"/>`);
    parts.push(place(prop(kinds[1] ?? 'leaf', tint), 120, 520, 110, -30));
    parts.push(`<g transform="translate(320 ${base}) scale(${r3(scale)})">${pack.svg}</g>`);
    parts.push(place(prop(kinds[0], tint), 508, 548, 120, 8));
    parts.push(place(prop('leaf', '#6a9a3c'), 96, 590, 70, -70));
  } else if (side === 1) {
    // The back, closer: the label's small print stays readable.
    const near = Math.min(1.3, 560 / pack.height, 270 / pack.halfWidth);
    parts.push(`<rect x="40" y="40" width="560" height="560" rx="280" fill="${colours.tint}" fill-opacity="0.8"/>`);
    parts.push(`<g transform="translate(320 612) scale(${r3(near)})">${pack.svg}</g>`);
  } else {
    const small = Math.min(0.9, 430 / pack.height, 180 / pack.halfWidth);
    parts.push(`<rect x="0" y="470" width="640" height="170" fill="${colours.tint}"/><rect x="0" y="470" width="640" height="3" fill="#000" fill-opacity="0.05"/>`);
    parts.push(`<g transform="translate(200 ${base - 4}) scale(${r3(small)})">${pack.svg}</g>`);
    parts.push(`<g transform="translate(462 ${base + 14}) scale(1)">${contentsBowl(options, pack.kind, colours)}</g>`);
    parts.push(place(prop(kinds[0], tint), 590, 610, 86, -10));
    parts.push(place(prop(kinds[1] ?? 'leaf', tint), 330, 620, 80, 60));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.width}" viewBox="0 0 640 640">
${parts.join('\n')}
</svg>`;
}

