/**
 * Code 128, code set B (printable ASCII, space to `~`): the symbols of a text as bar and space
 * widths, and the barcode drawn with pdfkit rectangles. Order numbers print with it on the label.
 */
import type { Doc } from './layout.ts';

/** Each symbol's widths in modules, bar first (values 0 to 105: 6 elements, 11 modules; 106 the stop: 7, 13). */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const STOP = 106;
/** Quiet zone each side, in modules (at least 10). */
export const QUIET_MODULES = 10;

/**
 * The symbol values of `text` in code set B: start B, one value per character (its code − 32),
 * the check value ((104 + Σ position × value) mod 103), stop. Throws on a character outside B.
 */
export function code128BValues(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128: nothing to encode');
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code < 32 || code > 126) throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    return code - 32;
  });
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/** The bars and spaces of `text` as widths in modules, bar first (quiet zones not included). */
export function code128BWidths(text: string): number[] {
  return code128BValues(text).flatMap((value) => [...CODE128_PATTERNS[value]].map(Number));
}

/** How many modules wide `text`'s barcode is, quiet zones included. */
export function code128BModules(text: string): number {
  return code128BWidths(text).reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
}

/** Draws `text`'s barcode at (x, y), `width` points wide (quiet zones included) and `height` tall. */
export function drawCode128(doc: Doc, text: string, x: number, y: number, width: number, height: number): void {
  const module = width / code128BModules(text);
  let at = x + QUIET_MODULES * module;
  doc.save().fillColor('#000000');
  code128BWidths(text).forEach((modules, i) => {
    if (i % 2 === 0) doc.rect(at, y, modules * module, height).fill();
    at += modules * module;
  });
  doc.restore();
}
