/**
 * The store's other artwork: home banners, category banners and tiles, the home page's award,
 * certificate, licence, ethical and service tiles, and blog covers. Drawn from SVG primitives
 * (packs, produce, leaves, seals, medals) with text that is measured, wrapped and shrunk to fit
 * (text.ts), so no title is cut at any of the image's sizes.
 */
import { DOC } from '@so/contract';
import { PACK_DEFS } from './packs.ts';
import { packSvg, paletteFor, type ProductArt } from './product.ts';
import { calendar, hands, leaf, mortar, paperBag, place, prop, type Prop, returnBox, sprout, star, truck } from './props.ts';
import { hashString, landscapeSvg } from './svg.ts';
import { blockHeight, type Face, fitText, type FittedText, n1, r3, textBlock, textWidth } from './text.ts';

/** The words the artwork adds to the data's own titles. */
export const ART_TEXT = DOC.art;

const svgDoc = (width: number, height: number, viewW: number, viewH: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">
${body}
</svg>`;

/** Leaves scattered in a corner: decoration for banners and covers. */
function leafCluster(x: number, y: number, size: number, angle: number, colours: readonly string[]): string {
  const leaves = [
    [0, 0, -30, 1],
    [10, -6, 15, 0.8],
    [-6, -4, -75, 0.7],
    [14, 2, 60, 0.6],
  ]
    .map(([dx, dy, a, s], i) => `<g transform="translate(${dx} ${dy}) rotate(${a}) scale(${s})">${leaf(colours[i % colours.length], 100, 34)}</g>`)
    .join('');
  return `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(angle)}) scale(${n1(size / 100)})">${leaves}</g>`;
}

/** Up to three packs side by side, bases on y = 0, the middle one in front; `height` units tall, at most `maxWidth` wide. */
function packGroup(products: readonly ProductArt[], height: number, maxWidth: number): { svg: string; width: number; height: number } {
  const packs = products.slice(0, 3).map((p) => packSvg(p, 'front'));
  if (packs.length === 0) return { svg: '', width: 0, height: 0 };
  const sizes = packs.length === 3 ? [0.8, 1, 0.8] : packs.length === 2 ? [1, 0.88] : [1];
  let scales = packs.map((p, i) => (height * sizes[i]) / Math.max(p.height, 380));
  const widths = () => packs.map((p, i) => 2 * p.halfWidth * scales[i]);
  // Neighbours tuck a little behind each other.
  const tuck = () => Math.min(...widths()) * 0.08;
  const total = () => widths().reduce((a, b) => a + b, 0) - tuck() * (packs.length - 1);
  if (total() > maxWidth) {
    const factor = maxWidth / total();
    scales = scales.map((s) => s * factor);
  }
  const w = widths();
  const xs: number[] = [];
  let at = -total() / 2;
  for (let i = 0; i < packs.length; i++) {
    xs.push(at + w[i] / 2);
    at += w[i] - tuck();
  }
  // The back packs first, the front (biggest) last.
  const drawOrder = packs.length === 3 ? [0, 2, 1] : packs.length === 2 ? [1, 0] : [0];
  const svg = drawOrder.map((i) => `<g transform="translate(${n1(xs[i])} 0) scale(${r3(scales[i])})">${packs[i].svg}</g>`).join('');
  return { svg, width: total(), height: Math.max(...packs.map((p, i) => p.height * scales[i])) };
}

export interface BannerOptions {
  width: number;
  height: number;
  headline: string;
  subline?: string | null;
  /** A short line above the headline (the category's parent, the store's name). */
  kicker?: string | null;
  /** The packs to show (0..3); none draws the subscription illustration. */
  products: readonly ProductArt[];
  /** Category path for the colours. */
  categories: readonly string[];
  /** A "Shop now" button (home banners) or none (category banners). */
  cta?: boolean;
  /** Keep text and packs inside this share of the height (the shop shows banners cropped to 4:1). */
  safe?: number;
}

/** A 16:5 banner: text on the left, packs and produce on the right. */
export function bannerSvg(o: BannerOptions): string {
  const W = 1600;
  const H = 500;
  const colours = paletteFor(o.categories, o.headline);
  const safe = o.safe ?? 0.86;
  const top = (H * (1 - safe)) / 2 + 8;
  const bottom = H - top;
  const parts: string[] = [];
  parts.push(`<defs>${PACK_DEFS}<linearGradient id="banner-bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${colours.tint}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#banner-bg)"/>`);
  parts.push(`<circle cx="1230" cy="250" r="300" fill="${colours.main}" fill-opacity="0.1"/><circle cx="1230" cy="250" r="220" fill="${colours.main}" fill-opacity="0.1"/>`);
  parts.push(leafCluster(-30, 530, 210, 40, ['#6a9a3c', '#86b04f', '#4f7d2a']));
  parts.push(leafCluster(1630, -20, 220, -140, ['#6a9a3c', '#86b04f', colours.main]));
  parts.push(`<circle cx="1540" cy="420" r="120" fill="${colours.main}" fill-opacity="0.08"/>`);
  // Text column.
  const x = 96;
  const textW = 720;
  let y = top + 8;
  const block: string[] = [];
  const kicker = o.kicker ? fitText(o.kicker.toUpperCase(), { face: 'sans-bold', maxWidth: textW, maxHeight: 40, maxSize: 28, minSize: 16, maxLines: 1 }) : null;
  const ctaHeight = o.cta ? 76 : 0;
  const subline = o.subline
    ? fitText(o.subline, { face: 'sans', maxWidth: textW, maxHeight: 2 * 40 * 1.25, maxSize: 38, minSize: 26, maxLines: 2, lineHeight: 1.25, balance: true })
    : null;
  const room = bottom - y - (kicker ? blockHeight(kicker) + 14 : 0) - (subline ? blockHeight(subline) + 18 : 0) - (ctaHeight ? ctaHeight + 26 : 0);
  const headline = fitText(o.headline, { face: 'serif-bold', maxWidth: textW, maxHeight: room, maxSize: 96, minSize: 48, maxLines: 2, lineHeight: 1.08, balance: true });
  const total = (kicker ? blockHeight(kicker) + 14 : 0) + blockHeight(headline) + (subline ? blockHeight(subline) + 18 : 0) + (ctaHeight ? ctaHeight + 26 : 0);
  y = top + (bottom - top - total) / 2;
  if (kicker) {
    block.push(`<rect x="${x}" y="${n1(y + blockHeight(kicker) / 2 - 2)}" width="40" height="4" rx="2" fill="${colours.main}"/>`);
    block.push(textBlock(kicker, 'sans-bold', { x: x + 54, y, fill: colours.main }));
    y += blockHeight(kicker) + 14;
  }
  block.push(textBlock(headline, 'serif-bold', { x, y, fill: colours.deep }));
  y += blockHeight(headline) + 18;
  if (subline) {
    block.push(textBlock(subline, 'sans', { x, y, fill: '#4a4036' }));
    y += blockHeight(subline) + 26;
  }
  if (o.cta) block.push(shopNowButton(x, y, ctaHeight, colours.main));
  parts.push(block.join(''));
  // Illustration.
  parts.push(bannerIllustration(o.products, { cx: 1230, base: bottom - 6, height: bottom - top - 20, maxWidth: 540, right: 1530, unit: 1, colour: colours.main }));
  return svgDoc(o.width, o.height, W, H, parts.join('\n'));
}

/** The "Shop now" pill at (x, y), `height` units tall. */
function shopNowButton(x: number, y: number, height: number, colour: string): string {
  const size = (height * 32) / 76;
  const label = fitText(ART_TEXT.shopNow, { face: 'sans-bold', maxWidth: 300, maxHeight: size * 1.25, maxSize: size, minSize: 20, maxLines: 1 });
  const pad = (height * 36) / 76;
  const w = textWidth(label.lines[0], label.size, 'sans-bold') + 2 * pad;
  return (
    `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(height)}" rx="${n1(height / 2)}" fill="${colour}"/>` +
    textBlock(label, 'sans-bold', { x: x + pad, y: y + (height - blockHeight(label)) / 2, fill: '#ffffff' }) +
    `<path d="M${n1(x + w - (pad * 30) / 36)} ${n1(y + height / 2 - 9)} l10 9 l-10 9" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/**
 * A banner's packs with a prop either side, centred on `cx` with their bases on `base`, `height`
 * tall and at most `maxWidth` wide (the right prop no further right than `right`); without packs,
 * the subscription illustration (a calendar and a delivery van). `unit` scales the props.
 */
function bannerIllustration(
  products: readonly ProductArt[],
  a: { cx: number; base: number; height: number; maxWidth: number; right: number; unit: number; colour: string },
): string {
  if (products.length === 0) {
    return (
      `<g transform="translate(${n1(a.cx - 230 * a.unit)} ${n1(a.base - 14 - a.height / 2)}) scale(${n1(a.height / 180)})">${calendar(a.colour)}</g>\n` +
      `<g transform="translate(${n1(a.cx + 180 * a.unit)} ${n1(a.base - a.height * 0.22)}) scale(${n1(a.height / 250)})">${truck(a.colour)}</g>`
    );
  }
  const kinds = propsForBanner(products[0]);
  const group = packGroup(products, a.height, a.maxWidth);
  return (
    place(prop(kinds[1], '#6a9a3c'), a.cx - group.width / 2 - 40 * a.unit, a.base - 50 * a.unit, 120 * a.unit, -20) +
    `\n<g transform="translate(${n1(a.cx)} ${n1(a.base)})">${group.svg}</g>\n` +
    place(prop(kinds[0], a.colour), Math.min(a.right, a.cx + group.width / 2 + 60 * a.unit), a.base - 56 * a.unit, 130 * a.unit, 10)
  );
}

/**
 * A home banner for a phone, 4:3: the text across the top at sizes a phone can read (the 16:5
 * banner shrunk to a phone's width prints its headline about 14 px high and its other lines about
 * 8 px), the "Shop now" button below it on the left and the packs on the right.
 */
export function bannerPhoneSvg(o: Omit<BannerOptions, 'safe'>): string {
  const W = PHONE_BANNER_VIEW.width;
  const H = PHONE_BANNER_VIEW.height;
  const colours = paletteFor(o.categories, o.headline);
  const parts: string[] = [];
  parts.push(`<defs>${PACK_DEFS}<linearGradient id="banner-bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${colours.tint}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#banner-bg)"/>`);
  parts.push(`<circle cx="575" cy="450" r="210" fill="${colours.main}" fill-opacity="0.1"/>`);
  parts.push(leafCluster(-20, 630, 150, 40, ['#6a9a3c', '#86b04f', '#4f7d2a']));
  parts.push(leafCluster(830, -20, 150, -140, ['#6a9a3c', '#86b04f', colours.main]));
  const x = 44;
  const textW = W - 2 * x;
  let y = 40;
  const kicker = o.kicker ? fitText(o.kicker.toUpperCase(), { face: 'sans-bold', maxWidth: textW - 50, maxHeight: 40, maxSize: 30, minSize: 28, maxLines: 1 }) : null;
  if (kicker) {
    parts.push(`<rect x="${x}" y="${n1(y + blockHeight(kicker) / 2 - 2)}" width="32" height="4" rx="2" fill="${colours.main}"/>`);
    parts.push(textBlock(kicker, 'sans-bold', { x: x + 44, y, fill: colours.main }));
    y += blockHeight(kicker) + 12;
  }
  const headline = fitText(o.headline, { face: 'serif-bold', maxWidth: textW, maxHeight: 2 * 72 * 1.08, maxSize: 72, minSize: 52, maxLines: 2, lineHeight: 1.08, balance: true });
  parts.push(textBlock(headline, 'serif-bold', { x, y, fill: colours.deep }));
  y += blockHeight(headline) + 12;
  if (o.subline) {
    const subline = fitText(o.subline, { face: 'sans', maxWidth: textW, maxHeight: 2 * 32 * 1.25, maxSize: 32, minSize: 30, maxLines: 2, lineHeight: 1.25, balance: true });
    parts.push(textBlock(subline, 'sans', { x, y, fill: '#4a4036' }));
    y += blockHeight(subline) + 12;
  }
  // The lower band: the button on the left, the packs on the right.
  const base = H - 30;
  const artTop = Math.min(y + 8, H - 200);
  const ctaHeight = 72;
  if (o.cta) parts.push(shopNowButton(x, base - ctaHeight - 10, ctaHeight, colours.main));
  parts.push(bannerIllustration(o.products, { cx: o.cta ? 575 : W / 2, base, height: base - artTop, maxWidth: o.cta ? 350 : 480, right: W - 50, unit: 0.7, colour: colours.main }));
  return svgDoc(o.width, o.height, W, H, parts.join('\n'));
}

/** The phone banner's drawing units (4:3); its images are drawn at widths of PHONE_BANNER_WIDTHS. */
export const PHONE_BANNER_VIEW = { width: 800, height: 600 } as const;

function propsForBanner(product: ProductArt): readonly [Prop, Prop] {
  const name = `${product.name} ${product.categories.join(' ')}`.toLowerCase();
  if (/honey/.test(name)) return ['honeycomb', 'sprig'];
  if (/ghee/.test(name)) return ['grain', 'sprig'];
  if (/tea/.test(name)) return ['cup', 'sprig'];
  if (/skin|face/.test(name)) return ['flower', 'aloe'];
  if (/spice/.test(name)) return ['chilli', 'turmeric'];
  if (/oil/.test(name)) return ['drop', 'sprig'];
  return ['leaf', 'sprig'];
}

export interface CategoryTileOptions {
  width: number;
  categories: readonly string[];
  name: string;
  products: readonly ProductArt[];
}

/** A category's square image: two or three of its packs on a tinted circle, no text of its own. */
export function categoryTileSvg(o: CategoryTileOptions): string {
  const colours = paletteFor(o.categories, o.name);
  const group = packGroup(o.products, 400, 530);
  const body = `<defs>${PACK_DEFS}</defs><rect width="640" height="640" fill="#fbf9f5"/><circle cx="320" cy="330" r="260" fill="${colours.tint}"/>
${leafCluster(40, 620, 150, 30, ['#6a9a3c', '#86b04f'])}${leafCluster(610, 40, 130, -150, ['#6a9a3c', colours.main])}
<g transform="translate(320 ${n1(Math.min(590, 330 + group.height / 2))})">${group.svg}</g>`;
  return svgDoc(o.width, o.width, 640, 640, body);
}

export type TileKind = 'certificate' | 'award' | 'licence' | 'ethical' | 'service' | 'about' | 'generic';

export interface TileOptions {
  width: number;
  kind: TileKind;
  title: string;
}

const SEAL_COLOURS = ['#2e7d32', '#1f6f8b', '#b26a00', '#6a4c93', '#2f6b4f'];

function titleBelow(title: string, colour: string, top = 452, height = 160): string {
  const fitted = fitText(title, { face: 'serif-bold', maxWidth: 560, maxHeight: height, maxSize: 58, minSize: 30, maxLines: 2, lineHeight: 1.12, balance: true });
  return textBlock(fitted, 'serif-bold', { x: 320, y: top + (height - blockHeight(fitted)) / 2, fill: colour, anchor: 'middle' });
}

function centred(fitted: FittedText, face: Face, cy: number, fill: string): string {
  return textBlock(fitted, face, { x: 320, y: cy - blockHeight(fitted) / 2, fill, anchor: 'middle' });
}

function certificate(title: string, colour: string): string {
  return `<g transform="translate(32 20) scale(0.9)">${seal(title, colour)}</g>`;
}

function seal(title: string, colour: string): string {
  const points = Array.from({ length: 48 }, (_, i) => {
    const r = i % 2 === 0 ? 250 : 226;
    const a = (Math.PI / 24) * i;
    return `${n1(320 + r * Math.cos(a))},${n1(300 + r * Math.sin(a))}`;
  }).join(' ');
  const text = fitText(title, { face: 'serif-bold', maxWidth: 290, maxHeight: 170, maxSize: 60, minSize: 26, maxLines: 3, lineHeight: 1.1, balance: true });
  return `<path d="M230 470 L190 620 L250 590 L280 640 L310 490 Z" fill="${colour}"/><path d="M410 470 L450 620 L390 590 L360 640 L330 490 Z" fill="${colour}"/><path d="M230 470 L190 620 L250 590 L280 640 L310 490 Z M410 470 L450 620 L390 590 L360 640 L330 490 Z" fill="#000" fill-opacity="0.15"/>
<polygon points="${points}" fill="${colour}"/><circle cx="320" cy="300" r="205" fill="#fffdf6"/><circle cx="320" cy="300" r="190" fill="none" stroke="${colour}" stroke-width="4"/><circle cx="320" cy="300" r="178" fill="none" stroke="${colour}" stroke-width="1.5" stroke-dasharray="4 6"/>
${place(`<g transform="translate(0 40)">${leaf('#5e8c31', 80, 28)}</g>`, 320, 148, 80)}
${centred(text, 'serif-bold', 312, colour)}
<g transform="translate(320 440)">${star(14, '#e0a526')}</g><g transform="translate(284 436)">${star(10, '#e0a526')}</g><g transform="translate(356 436)">${star(10, '#e0a526')}</g>`;
}

function laurel(side: 1 | -1): string {
  return Array.from({ length: 7 }, (_, i) => {
    const a = (Math.PI / 180) * (110 + i * 22);
    const x = 320 + side * 180 * Math.cos(a);
    const y = 250 + 180 * Math.sin(a) * -1;
    const rot = side * (i * 22 - 10);
    return `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})">${leaf('#5e8c31', 56, 20)}</g>`;
  }).join('');
}

function award(title: string): string {
  const text = fitText(title, { face: 'serif-bold', maxWidth: 480, maxHeight: 120, maxSize: 50, minSize: 26, maxLines: 2, lineHeight: 1.1, balance: true });
  return `<path d="M250 40 L320 170 L390 40 L440 40 L350 210 L290 210 L200 40 Z" fill="#b8323f"/><path d="M250 40 L320 170 L290 210 L200 40 Z" fill="#000" fill-opacity="0.15"/>
${laurel(1)}${laurel(-1)}
<circle cx="320" cy="270" r="122" fill="#c98a12"/><circle cx="320" cy="270" r="110" fill="#f0b429"/><circle cx="320" cy="270" r="88" fill="none" stroke="#c98a12" stroke-width="4"/><ellipse cx="282" cy="222" rx="40" ry="20" fill="#fff" fill-opacity="0.3" transform="rotate(-30 282 222)"/>
<g transform="translate(320 272)">${star(58, '#fff6d6')}</g>
<path d="M70 440 L570 440 L600 510 L570 580 L70 580 L40 510 Z" fill="#7a2430"/><path d="M80 452 L560 452 L584 510 L560 568 L80 568 L56 510 Z" fill="none" stroke="#f0b429" stroke-width="3"/>
${centred(text, 'serif-bold', 510, '#fff6d6')}`;
}

function licence(title: string, colour: string): string {
  const text = fitText(title, { face: 'serif-bold', maxWidth: 340, maxHeight: 150, maxSize: 46, minSize: 24, maxLines: 3, lineHeight: 1.12, balance: true });
  const lines = Array.from({ length: 6 }, (_, i) => `<rect x="170" y="${330 + i * 30}" width="${300 - (i % 3) * 40}" height="10" rx="5" fill="#d9d2c3"/>`).join('');
  return `<g><rect x="118" y="58" width="412" height="540" rx="10" fill="#000" fill-opacity="0.08"/><rect x="110" y="50" width="412" height="540" rx="10" fill="#fffdf6" stroke="#e2d9c6" stroke-width="2"/>
<rect x="130" y="70" width="372" height="500" rx="4" fill="none" stroke="${colour}" stroke-width="4"/><rect x="140" y="80" width="352" height="480" rx="2" fill="none" stroke="${colour}" stroke-width="1.5"/>
${textBlock(text, 'serif-bold', { x: 316, y: 110 + (180 - blockHeight(text)) / 2, fill: colour, anchor: 'middle' })}
<rect x="236" y="300" width="160" height="4" rx="2" fill="${colour}" fill-opacity="0.6"/>${lines}
<path d="M170 530 q20 -30 40 0 t40 0 t40 -10" stroke="#3b3a6b" stroke-width="3" fill="none"/>
<g transform="translate(430 505)">${Array.from({ length: 16 }, (_, i) => `<circle cx="${n1(46 * Math.cos((Math.PI / 8) * i))}" cy="${n1(46 * Math.sin((Math.PI / 8) * i))}" r="10" fill="#b8323f"/>`).join('')}<circle r="46" fill="#b8323f"/><circle r="34" fill="none" stroke="#f3c6c6" stroke-width="2"/>${star(20, '#f3c6c6')}<path d="M-20 40 L-34 90 L-14 80 L-4 96 L4 44 Z M20 40 L34 90 L14 80 L4 96 L-4 44 Z" fill="#b8323f"/></g></g>`;
}

function iconFor(kind: TileKind, title: string, colour: string): string {
  const t = title.toLowerCase();
  if (/deliver|shipping/.test(t)) return truck(colour);
  if (/vaidya|consult|doctor|ayurved/.test(t)) return mortar(colour);
  if (/subscri|save|month/.test(t)) return calendar(colour);
  if (/return|refund|exchange/.test(t)) return returnBox(colour);
  if (/fair|farmer|trade|community/.test(t)) return hands(colour);
  if (/plastic|packag|bag/.test(t)) return paperBag(colour);
  if (/chemical|farming|soil|gmo|seed/.test(t)) return sprout(colour);
  return kind === 'service' ? calendar(colour) : sprout(colour);
}

/** A square tile of the home page: certificate seal, award medal, licence, or an icon with its title. */
export function tileSvg(o: TileOptions): string {
  const colour = SEAL_COLOURS[hashString(o.title) % SEAL_COLOURS.length];
  if (o.kind === 'about') return landscapeSvg({ width: o.width, height: o.width, scene: 3 });
  let body: string;
  switch (o.kind) {
    case 'certificate':
      body = `<rect width="640" height="640" fill="#f4f8ef"/>${certificate(o.title, colour)}`;
      break;
    case 'award':
      body = `<rect width="640" height="640" fill="#fbf4e6"/><circle cx="320" cy="270" r="240" fill="#f6e6c4"/>${award(o.title)}`;
      break;
    case 'licence':
      body = `<rect width="640" height="640" fill="#eef2f6"/>${licence(o.title, colour)}`;
      break;
    default: {
      const tint = o.kind === 'service' ? '#eaf3f1' : '#eef5e6';
      body = `<rect width="640" height="640" fill="#fbfaf6"/><circle cx="320" cy="250" r="200" fill="${tint}"/>${leafCluster(30, 630, 120, 30, ['#6a9a3c', '#86b04f'])}
<g transform="translate(320 250) scale(1.7)">${iconFor(o.kind, o.title, colour)}</g>${titleBelow(o.title, '#2f3a2a')}`;
    }
  }
  return svgDoc(o.width, o.width, 640, 640, body);
}

interface BlogTopic {
  pattern: RegExp;
  categories: readonly string[];
  props: readonly Prop[];
  /** A pack to show, labelled with this name. */
  pack?: ProductArt;
}

const BLOG_TOPICS: readonly BlogTopic[] = [
  { pattern: /ghee|a2 milk/i, categories: ['Ghee'], props: ['grain', 'sprig'], pack: { name: 'Bilona Cow Ghee', categories: ['Ghee'] } },
  { pattern: /spice/i, categories: ['Spices'], props: ['turmeric', 'chilli', 'star-anise', 'cinnamon', 'peppercorns'] },
  { pattern: /millet|grain/i, categories: ['Millets and Grains'], props: ['bowl', 'grain', 'grain', 'grain'] },
  { pattern: /honey/i, categories: ['Honey'], props: ['honeycomb', 'dipper'], pack: { name: 'Raw Forest Honey', categories: ['Honey'] } },
  { pattern: /immunity|monsoon|winter/i, categories: ['Immunity Boosters'], props: ['amla', 'ginger', 'cup', 'sprig'] },
  { pattern: /skin|face|beauty/i, categories: ['Skin Care'], props: ['flower', 'aloe'], pack: { name: 'Kumkumadi Face Oil', categories: ['Skin Care'] } },
  { pattern: /oil/i, categories: ['Cold Pressed Oils'], props: ['coconut', 'drop'], pack: { name: 'Cold Pressed Oil', categories: ['Cold Pressed Oils'] } },
  { pattern: /jaggery|sugar|sweet/i, categories: ['Sweeteners'], props: ['bowl', 'jaggery', 'cinnamon', 'sprig'] },
  { pattern: /tea/i, categories: ['Herbal Teas'], props: ['cup', 'flower', 'sprig'] },
  { pattern: /compost|garden|balcony|soil/i, categories: ['Herbal Teas'], props: ['pot', 'sprig', 'flower'] },
  { pattern: /label|read/i, categories: ['Millets and Grains'], props: ['leaf', 'grain'], pack: { name: 'Organic Toor Dal', categories: ['Millets and Grains'] } },
  { pattern: /routine|dinacharya|yoga|daily/i, categories: ['Digestive Care'], props: ['cup', 'sprig', 'amla'] },
];

/**
 * A blog post's 16:9 cover: the whole title (wrapped, never cut) beside a still life of its topic.
 * Events use it too, with a kicker of their own instead of the journal's.
 */
export function blogCoverSvg(o: { width: number; height: number; title: string; kicker?: string }): string {
  const W = 1600;
  const H = 900;
  const topic = BLOG_TOPICS.find((t) => t.pattern.test(o.title));
  const colours = paletteFor(topic?.categories ?? [], o.title);
  const parts: string[] = [];
  parts.push(`<defs>${PACK_DEFS}<linearGradient id="cover-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.tint}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#cover-bg)"/>`);
  parts.push(`<circle cx="1230" cy="460" r="320" fill="${colours.main}" fill-opacity="0.12"/>`);
  parts.push(leafCluster(-30, 930, 300, 35, ['#6a9a3c', '#86b04f', '#4f7d2a']));
  parts.push(leafCluster(1640, -30, 260, -140, ['#6a9a3c', colours.main, '#86b04f']));
  // Title column.
  const x = 110;
  const textW = 740;
  const kicker = fitText((o.kicker ?? ART_TEXT.journal).toUpperCase(), { face: 'sans-bold', maxWidth: textW - 70, maxHeight: 56, maxSize: 42, minSize: 24, maxLines: 1 });
  const title = fitText(o.title, { face: 'serif-bold', maxWidth: textW, maxHeight: 620, maxSize: 116, minSize: 56, maxLines: 4, lineHeight: 1.1, balance: true });
  const total = blockHeight(kicker) + 30 + blockHeight(title);
  let y = (H - total) / 2;
  parts.push(`<rect x="${x}" y="${n1(y + blockHeight(kicker) / 2 - 3)}" width="46" height="6" rx="3" fill="${colours.main}"/>`);
  parts.push(textBlock(kicker, 'sans-bold', { x: x + 62, y, fill: colours.main }));
  y += blockHeight(kicker) + 30;
  parts.push(textBlock(title, 'serif-bold', { x, y, fill: colours.deep }));
  // Still life.
  const props = topic?.props ?? ['sprig', 'flower', 'leaf'];
  parts.push(`<ellipse cx="1230" cy="742" rx="330" ry="40" fill="#000" fill-opacity="0.06"/>`);
  if (topic?.pack) {
    const pack = packSvg(topic.pack, 'front');
    const scale = 480 / Math.max(pack.height, 400);
    parts.push(place(prop(props[1] ?? 'leaf', '#6a9a3c'), 1010, 690, 190, -15));
    parts.push(`<g transform="translate(1230 740) scale(${r3(scale)})">${pack.svg}</g>`);
    parts.push(place(prop(props[0], colours.main), 1460, 680, 210, 10));
  } else {
    const spots: ReadonlyArray<readonly [number, number, number, number]> = [
      [1230, 540, 300, 0],
      [1010, 660, 200, -20],
      [1450, 650, 210, 15],
      [1080, 320, 170, 30],
      [1390, 320, 160, -25],
    ];
    props.slice(0, spots.length).forEach((kind, i) => {
      const [px, py, size, angle] = spots[i];
      parts.push(place(prop(kind, i % 2 === 0 ? colours.main : '#6a9a3c'), px, py, size, angle));
    });
  }
  return svgDoc(o.width, o.height, W, H, parts.join('\n'));
}
