/**
 * Deterministic SVG artwork for products, banners, sections, blogs and categories: a colour
 * from a hash of the name, a simple jar / bottle / leaf / box shape and the name's initials.
 * The content pages' own banners (organic-living) are simple landscapes instead: sky and sun,
 * hills, a lake, crop rows and trees (landscapeSvg).
 */

export type Shape = 'jar' | 'bottle' | 'leaf' | 'box';

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^\d/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SHAPES: readonly Shape[] = ['jar', 'bottle', 'leaf', 'box'];

export function shapeFor(name: string): Shape {
  const lower = name.toLowerCase();
  if (/(oil|juice|ghee|rinse|arka|lotion|shampoo|wash)/.test(lower)) return lower.includes('ghee') ? 'jar' : 'bottle';
  if (/(tea|leaf|moringa|tulsi|neem|herb)/.test(lower)) return 'leaf';
  if (/(book|box|bag|basket|wrap|tablet|capsule)/.test(lower)) return 'box';
  return SHAPES[hashString(name) % SHAPES.length];
}

function shapePath(shape: Shape, cx: number, cy: number, size: number, fill: string): string {
  const s = size / 100;
  const t = (x: number, y: number) => `${(cx + x * s).toFixed(1)} ${(cy + y * s).toFixed(1)}`;
  switch (shape) {
    case 'jar':
      return `<rect x="${(cx - 30 * s).toFixed(1)}" y="${(cy - 48 * s).toFixed(1)}" width="${(60 * s).toFixed(1)}" height="${(14 * s).toFixed(1)}" rx="${(4 * s).toFixed(1)}" fill="${fill}" opacity="0.85"/>
<path d="M${t(-38, -30)} Q${t(-44, -30)} ${t(-44, -20)} L${t(-44, 40)} Q${t(-44, 50)} ${t(-34, 50)} L${t(34, 50)} Q${t(44, 50)} ${t(44, 40)} L${t(44, -20)} Q${t(44, -30)} ${t(38, -30)} Z" fill="${fill}"/>`;
    case 'bottle':
      return `<path d="M${t(-10, -55)} L${t(10, -55)} L${t(10, -30)} Q${t(32, -20)} ${t(32, 0)} L${t(32, 48)} Q${t(32, 55)} ${t(25, 55)} L${t(-25, 55)} Q${t(-32, 55)} ${t(-32, 48)} L${t(-32, 0)} Q${t(-32, -20)} ${t(-10, -30)} Z" fill="${fill}"/>`;
    case 'leaf':
      return `<path d="M${t(0, -55)} C${t(50, -30)} ${t(45, 35)} ${t(0, 55)} C${t(-45, 35)} ${t(-50, -30)} ${t(0, -55)} Z" fill="${fill}"/>
<path d="M${t(0, -45)} L${t(0, 50)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${(3 * s).toFixed(1)}"/>`;
    case 'box':
      return `<rect x="${(cx - 45 * s).toFixed(1)}" y="${(cy - 40 * s).toFixed(1)}" width="${(90 * s).toFixed(1)}" height="${(90 * s).toFixed(1)}" rx="${(6 * s).toFixed(1)}" fill="${fill}"/>
<rect x="${(cx - 50 * s).toFixed(1)}" y="${(cy - 50 * s).toFixed(1)}" width="${(100 * s).toFixed(1)}" height="${(18 * s).toFixed(1)}" rx="${(4 * s).toFixed(1)}" fill="${fill}" opacity="0.8"/>`;
  }
}

export interface ArtworkOptions {
  name: string;
  width: number;
  height: number;
  /** Variation (image number) so a product's gallery images differ. */
  variant?: number;
  /** Caption drawn beside the shape on wide images (banners, blogs). */
  caption?: string | null;
  shape?: Shape;
}

export function artworkSvg(options: ArtworkOptions): string {
  const { name, width, height } = options;
  const variant = options.variant ?? 1;
  const hue = hashString(name) % 360;
  const shift = (variant - 1) * 28;
  const background = `hsl(${(hue + shift) % 360}, 55%, 88%)`;
  const accent = `hsl(${hue}, 45%, 42%)`;
  const deep = `hsl(${hue}, 40%, 28%)`;
  const shape = options.shape ?? shapeFor(name);
  const wide = width / height > 1.5;
  const size = Math.min(width, height) * (wide ? 0.62 : 0.6);
  const cx = wide ? width * 0.2 : width / 2;
  const cy = height / 2;
  const letters = escapeXml(initials(name) || '•');
  const fontSize = size * 0.32;
  const labelY = shape === 'leaf' ? cy + fontSize * 0.1 : cy + size * 0.12;
  const caption = options.caption ?? (wide ? name : null);
  const captionSize = Math.round(height * 0.12);
  const captionSvg =
    wide && caption
      ? `<text x="${(width * 0.38).toFixed(0)}" y="${(height / 2 + captionSize * 0.35).toFixed(0)}" font-family="DejaVu Sans, sans-serif" font-size="${captionSize}" font-weight="700" fill="${deep}">${escapeXml(caption.length > 34 ? `${caption.slice(0, 33)}…` : caption)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${background}"/>
<circle cx="${(width * 0.85).toFixed(0)}" cy="${(height * 0.15).toFixed(0)}" r="${(Math.min(width, height) * 0.22).toFixed(0)}" fill="${accent}" opacity="0.12"/>
${shapePath(shape, cx, cy, size, accent)}
<text x="${cx.toFixed(0)}" y="${labelY.toFixed(0)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize.toFixed(0)}" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text>
${captionSvg}
</svg>`;
}

/** One landscape of a content page's banner: its colours and what it shows. */
interface Scene {
  /** Sky gradient, top to horizon. */
  sky: readonly [string, string];
  sun: { x: number; y: number; r: number; colour: string };
  hills: string;
  ground: string;
  lake: boolean;
  fields: boolean;
  /** Trees along the horizon (a forest draws a second, nearer row). */
  trees: number;
  forest: boolean;
}

const SCENES: readonly Scene[] = [
  // Sunrise over the lake.
  { sky: ['#f4b183', '#fde8c8'], sun: { x: 0.72, y: 0.5, r: 0.13, colour: '#f39a3d' }, hills: '#8fae7e', ground: '#6f9a57', lake: true, fields: false, trees: 7, forest: false },
  // The forest.
  { sky: ['#b9dff0', '#eef8fb'], sun: { x: 0.14, y: 0.22, r: 0.08, colour: '#fff1a8' }, hills: '#5f8f5a', ground: '#467f3c', lake: false, fields: false, trees: 14, forest: true },
  // The natural farm: crop rows.
  { sky: ['#cbe6f6', '#f4fbff'], sun: { x: 0.86, y: 0.2, r: 0.08, colour: '#ffdf85' }, hills: '#9bbf7a', ground: '#86a957', lake: false, fields: true, trees: 5, forest: false },
  // The lake at dusk, trees on the far shore.
  { sky: ['#b99bcf', '#f6d3bf'], sun: { x: 0.3, y: 0.47, r: 0.1, colour: '#ee8a5e' }, hills: '#6f8a76', ground: '#5d7f4f', lake: true, fields: false, trees: 11, forest: false },
  // Morning: farm beside the lake.
  { sky: ['#d3eedd', '#fbf6e4'], sun: { x: 0.55, y: 0.28, r: 0.09, colour: '#ffcf5c' }, hills: '#88b07a', ground: '#6e9d4f', lake: true, fields: true, trees: 6, forest: false },
];

export interface LandscapeOptions {
  width: number;
  height: number;
  /** Which landscape (1..5, then they repeat): sunrise lake, forest, farm, dusk lake, farm by the lake. */
  scene: number;
}

/** A number in [0, 1) from `key`: the same every time. */
const unit = (key: string) => hashString(key) / 4_294_967_296;
const f = (n: number) => n.toFixed(1);

function tree(x: number, base: number, size: number, round: boolean, leaf: string): string {
  const trunkW = size * 0.09;
  const trunk = `<rect x="${f(x - trunkW / 2)}" y="${f(base - size * 0.45)}" width="${f(trunkW)}" height="${f(size * 0.45)}" fill="#6b4f2a"/>`;
  const crown = round
    ? `<circle cx="${f(x)}" cy="${f(base - size * 0.62)}" r="${f(size * 0.32)}" fill="${leaf}"/><circle cx="${f(x - size * 0.2)}" cy="${f(base - size * 0.5)}" r="${f(size * 0.2)}" fill="${leaf}"/><circle cx="${f(x + size * 0.2)}" cy="${f(base - size * 0.5)}" r="${f(size * 0.2)}" fill="${leaf}"/>`
    : `<ellipse cx="${f(x)}" cy="${f(base - size * 0.66)}" rx="${f(size * 0.2)}" ry="${f(size * 0.38)}" fill="${leaf}"/>`;
  return trunk + crown;
}

/** A simple, deterministic landscape for a content page's banner (no text: the page says it). */
export function landscapeSvg({ width: w, height: h, scene: n }: LandscapeOptions): string {
  const scene = SCENES[(((Math.trunc(n) - 1) % SCENES.length) + SCENES.length) % SCENES.length];
  const horizon = h * 0.6;
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6dd"/><stop offset="1" stop-color="#3f7fb5"/></linearGradient></defs>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  const sunR = Math.min(w, h) * scene.sun.r * 2;
  parts.push(`<circle cx="${f(w * scene.sun.x)}" cy="${f(h * scene.sun.y)}" r="${f(sunR)}" fill="${scene.sun.colour}"/>`);
  // Hills: three soft bumps on the horizon.
  parts.push(
    `<path d="M0 ${f(horizon)} Q${f(w * 0.15)} ${f(h * 0.4)} ${f(w * 0.32)} ${f(horizon - h * 0.04)} T${f(w * 0.66)} ${f(horizon - h * 0.02)} T${f(w)} ${f(horizon - h * 0.06)} L${w} ${h} L0 ${h} Z" fill="${scene.hills}"/>`,
  );
  parts.push(`<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${scene.ground}"/>`);
  // Trees along the horizon.
  for (let i = 0; i < scene.trees; i++) {
    const x = ((i + 0.2 + unit(`tree-x-${n}-${i}`) * 0.6) / scene.trees) * w;
    const size = h * (0.22 + unit(`tree-s-${n}-${i}`) * 0.12);
    parts.push(tree(x, horizon + h * 0.02, size, unit(`tree-r-${n}-${i}`) > 0.3, '#2f6b2a'));
  }
  if (scene.forest) {
    const near = Math.round(scene.trees * 0.6);
    for (let i = 0; i < near; i++) {
      const x = ((i + 0.5) / near) * w + (unit(`near-x-${n}-${i}`) - 0.5) * (w / near) * 0.5;
      const size = h * (0.36 + unit(`near-s-${n}-${i}`) * 0.14);
      parts.push(tree(x, h * 0.96, size, unit(`near-r-${n}-${i}`) > 0.4, '#24561f'));
    }
  }
  if (scene.fields) {
    // Crop rows: on the right when the lake is beside them, else across the ground.
    const x0 = scene.lake ? w * 0.56 : w * 0.04;
    const x1 = w * 0.97;
    for (let row = 0; row < 5; row++) {
      const y = horizon + h * (0.06 + row * 0.07);
      parts.push(`<rect x="${f(x0)}" y="${f(y)}" width="${f(x1 - x0)}" height="${f(h * 0.035)}" rx="${f(h * 0.015)}" fill="${row % 2 === 0 ? '#b5c95a' : '#5f8c3a'}"/>`);
    }
  }
  if (scene.lake) {
    const cx = scene.fields ? w * 0.28 : w * 0.5;
    const rx = scene.fields ? w * 0.25 : w * 0.38;
    const cy = horizon + h * 0.2;
    const ry = h * 0.14;
    parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#water)"/>`);
    for (let i = 0; i < 4; i++) {
      const y = cy - ry * 0.45 + i * ry * 0.3;
      const half = rx * (0.35 - i * 0.05);
      const x = cx + (unit(`ripple-${n}-${i}`) - 0.5) * rx * 0.5;
      parts.push(`<path d="M${f(x - half)} ${f(y)} L${f(x + half)} ${f(y)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(h * 0.008)}" stroke-linecap="round"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${parts.join('\n')}
</svg>`;
}
