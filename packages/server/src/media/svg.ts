/**
 * Deterministic SVG artwork for products, banners, sections, blogs and categories: a colour
 * from a hash of the name, a simple jar / bottle / leaf / box shape and the name's initials.
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
