/**
 * Text for the generated images: measured with the advance widths of the DejaVu faces the
 * server renders with (librsvg via fontconfig), wrapped and shrunk so a text never leaves its
 * box. Widths ignore kerning, so a measured line is never narrower than the drawn one.
 */

export type Face = 'sans' | 'sans-bold' | 'condensed-bold' | 'serif-bold';

/** The font-family and weight each face is drawn with. */
export const FACE_CSS: Readonly<Record<Face, { family: string; weight: number }>> = {
  sans: { family: 'DejaVu Sans, Verdana, sans-serif', weight: 400 },
  'sans-bold': { family: 'DejaVu Sans, Verdana, sans-serif', weight: 700 },
  'condensed-bold': { family: 'DejaVu Sans Condensed, DejaVu Sans, sans-serif', weight: 700 },
  'serif-bold': { family: 'DejaVu Serif, Georgia, serif', weight: 700 },
};

/** Advance widths (thousandths of an em) of the printable ASCII characters, U+0020..U+007E. */
const ASCII: Readonly<Record<Face, readonly number[]>> = {
  sans: [
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
    531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
    838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
    636, 838,
  ],
  'sans-bold': [
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
    580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
    838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
    712, 838,
  ],
  'condensed-bold': [
    313, 410, 469, 754, 626, 901, 785, 275, 411, 411, 470, 754, 342, 374, 342, 329, 626, 626, 626, 626, 626, 626, 626, 626, 626, 626, 360, 360, 754, 754, 754,
    522, 900, 696, 686, 660, 747, 615, 615, 738, 753, 334, 334, 697, 573, 896, 753, 765, 659, 765, 693, 648, 614, 730, 696, 993, 694, 651, 652, 411, 329, 411,
    754, 450, 450, 607, 644, 533, 644, 610, 391, 644, 641, 308, 308, 598, 308, 938, 641, 618, 644, 644, 444, 536, 430, 641, 586, 831, 580, 586, 523, 641, 329,
    641, 754,
  ],
  'serif-bold': [
    348, 439, 521, 838, 696, 950, 903, 306, 473, 473, 523, 838, 348, 415, 348, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 369, 369, 838, 838, 838,
    586, 1000, 776, 845, 796, 867, 762, 710, 854, 945, 468, 473, 869, 703, 1107, 914, 871, 752, 871, 831, 722, 744, 872, 776, 1123, 776, 714, 730, 473, 365, 473,
    838, 500, 500, 648, 699, 609, 699, 636, 430, 699, 727, 380, 362, 693, 380, 1058, 727, 667, 699, 699, 527, 563, 462, 727, 581, 861, 596, 581, 568, 643, 364,
    643, 838,
  ],
};

/** A few non-ASCII characters the store's texts use; anything else counts as a full em. */
const OTHER: Readonly<Record<string, number>> = { '₹': 700, '•': 640, '–': 500, '—': 1000, '…': 1000, '’': 380, '‘': 380, '“': 660, '”': 660, '×': 840, '·': 380 };

/** Measured widths are widened by this much: glyphs' ink may overhang their advance a little. */
const SAFETY = 1.02;

/** The width of `text` drawn in `face` at `size` (user units), never less than the drawn one. */
export function textWidth(text: string, size: number, face: Face): number {
  const table = ASCII[face];
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? table[code - 32] : (OTHER[ch] ?? 1000);
  }
  return (units / 1000) * size * SAFETY;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Greedy word wrap at `maxWidth`; a single word wider than the box stays whole on its own line. */
export function wrapText(text: string, maxWidth: number, size: number, face: Face): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, face) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The same number of lines as the greedy wrap, but as even as possible (no lone last word). */
function balancedWrap(text: string, maxWidth: number, size: number, face: Face): string[] {
  const greedy = wrapText(text, maxWidth, size, face);
  if (greedy.length < 2) return greedy;
  let low = 0;
  let high = maxWidth;
  let best = greedy;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const lines = wrapText(text, mid, size, face);
    if (lines.length <= greedy.length && lines.every((l) => textWidth(l, size, face) <= mid)) {
      best = lines;
      high = mid;
    } else low = mid;
  }
  return best;
}

export interface FitOptions {
  face: Face;
  maxWidth: number;
  /** The box's height; lines × size × lineHeight stays within it. */
  maxHeight: number;
  maxSize: number;
  /** Below this size the text may take more than `maxLines` lines rather than shrink further. */
  minSize: number;
  maxLines: number;
  /** Line advance as a multiple of the size. */
  lineHeight?: number;
  /** Wrap into even lines (headlines) instead of filling each line (body text). */
  balance?: boolean;
}

export interface FittedText {
  size: number;
  lines: string[];
  lineHeight: number;
}

const fits = (lines: readonly string[], size: number, o: FitOptions, lineHeight: number) =>
  lines.every((l) => textWidth(l, size, o.face) <= o.maxWidth) && lines.length * size * lineHeight <= o.maxHeight + 0.01;

/**
 * The largest size (≤ maxSize) at which `text` wraps into at most `maxLines` lines that each fit
 * `maxWidth` and together fit `maxHeight`. Nothing is ever cut: when even `minSize` needs more
 * lines, more lines are used, and the size keeps shrinking until the text fits the box.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const lineHeight = options.lineHeight ?? 1.18;
  const wrap = options.balance ? balancedWrap : wrapText;
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let size = options.maxSize; size >= options.minSize; size *= 0.96) {
    const lines = wrap(clean, options.maxWidth, size, options.face);
    if (lines.length <= options.maxLines && fits(lines, size, options, lineHeight)) return { size: round(size), lines, lineHeight };
  }
  for (let size = options.minSize; size > 1; size *= 0.94) {
    const lines = wrapText(clean, options.maxWidth, size, options.face);
    if (fits(lines, size, options, lineHeight)) return { size: round(size), lines, lineHeight };
  }
  return { size: 1, lines: [clean], lineHeight };
}

const round = (n: number) => Math.floor(n * 10) / 10;

export interface TextBlockOptions {
  x: number;
  /** Top of the block (not a baseline). */
  y: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra attributes for each <text>, e.g. letter-spacing="0" (keep it 0: widths ignore spacing). */
  opacity?: number;
}

/** The SVG <text> elements of a fitted text, one per line, XML-escaped. */
export function textBlock(fitted: FittedText, face: Face, o: TextBlockOptions): string {
  const css = FACE_CSS[face];
  const advance = fitted.size * fitted.lineHeight;
  // DejaVu's ascent is about 0.76 em; centre the glyphs in each line's advance.
  const first = o.y + (advance - fitted.size) / 2 + fitted.size * 0.8;
  return fitted.lines
    .map(
      (line, i) =>
        `<text x="${n1(o.x)}" y="${n1(first + i * advance)}" font-family="${css.family}" font-weight="${css.weight}" font-size="${fitted.size}" fill="${o.fill}"${o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Height taken by a fitted text block. */
export const blockHeight = (fitted: FittedText) => fitted.lines.length * fitted.size * fitted.lineHeight;

/** One decimal: SVG numbers stay short and deterministic. */
export const n1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** Three decimals, for scale factors. */
export const r3 = (n: number) => (Math.round(n * 1000) / 1000).toString();
