/**
 * Shared pieces of the generated images: a stable hash for choices made from a name, and the
 * content pages' own banners (organic-living), simple landscapes: sky and sun, hills, a lake,
 * crop rows and trees (landscapeSvg). Products are drawn by product.ts, the rest by art.ts.
 */

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
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
