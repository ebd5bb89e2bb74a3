import { MSG, formatDate } from '@so/contract';
/**
 * The building blocks of the store's PDFs (pdfkit): Inter embedded as a subset (it has the rupee
 * sign U+20B9, so "₹" renders and copies as text), the leaf logo drawn as vectors, a header, a
 * table that wraps long names and breaks pages, and a totals block.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import decompressWoff2 from 'wawoff2/decompress.js';

export const STORE_NAME = MSG.storeName;

const require = createRequire(import.meta.url);
/** Full Inter (not a unicode-range subset): Latin and ₹ in one font. */
const FONT_REGULAR = require.resolve('inter-ui/web/Inter-Regular.woff2');
const FONT_BOLD = require.resolve('inter-ui/web/Inter-SemiBold.woff2');

const REGULAR = 'Inter';
const BOLD = 'Inter-SemiBold';

const MARGIN = 48;
const CELL_PAD = 6;
const BRAND = '#2f6b2a';
const BRAND_LIGHT = '#cfe6b8';
const HEADER_FILL = '#eef5e6';
const RULE = '#c9d4c5';
const INK = '#1d2a1b';
const MUTED = '#4a5a47';
const BODY_SIZE = 10;

export type Doc = PDFKit.PDFDocument;

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Promise<Fonts> | null = null;

/**
 * Inter as TrueType, decoded once per process. inter-ui ships WOFF2 only, and fontkit (pdfkit's
 * font engine) cannot subset WOFF2's transformed glyph table, so the fonts are decoded first.
 */
export function loadFonts(): Promise<Fonts> {
  fonts ??= (async () => {
    // One at a time, copied at once: the decoder answers a view of its WebAssembly memory, which
    // the next decode reuses.
    const decode = async (path: string) => Buffer.from(await decompressWoff2(await readFile(path)));
    const regular = await decode(FONT_REGULAR);
    const bold = await decode(FONT_BOLD);
    return { regular, bold };
  })();
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}

/** A new A4 document with the store's fonts; `title` goes into the PDF's metadata. */
export async function createDocument(title: string): Promise<Doc> {
  const { regular, bold } = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No standard font (pdfkit would load Helvetica): every text uses Inter.
    font: '',
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: title, Author: STORE_NAME, Creator: STORE_NAME },
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  return doc;
}

/** The whole document as bytes (ends it). */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** The store's leaf logo (site/public/favicon.svg) as vectors, `size` points wide, at (x, y). */
export function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  doc.save();
  doc.translate(x, y).scale(size / 64);
  doc.circle(32, 32, 30).fill(BRAND);
  doc.path('M32 14c-10 8-14 18-8 28 3 5 8 7 8 7s5-2 8-7c6-10 2-20-8-28z').fill(BRAND_LIGHT);
  doc.moveTo(32, 22).lineTo(32, 48).lineWidth(2.5).stroke(BRAND);
  doc.restore();
}

/** Logo, store name and the document's heading, then label/value lines (dates, numbers) on the right. */
export function drawHeader(doc: Doc, heading: string, facts: readonly (readonly [string, string])[]): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const logoSize = 44;
  drawLogo(doc, left, top, logoSize);
  doc.font(BOLD).fontSize(16).fillColor(BRAND).text(STORE_NAME, left + logoSize + 12, top + 2, { lineBreak: false });
  doc.font(BOLD).fontSize(12).fillColor(INK).text(heading, left + logoSize + 12, top + 24, { lineBreak: false });

  const factsWidth = 220;
  const factsX = left + contentWidth(doc) - factsWidth;
  let y = top + 2;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font(REGULAR).fillColor(MUTED);
    const line = `${label}: `;
    const labelWidth = doc.widthOfString(line);
    const valueWidth = doc.font(BOLD).widthOfString(value);
    const startX = factsX + factsWidth - labelWidth - valueWidth;
    doc.font(REGULAR).fillColor(MUTED).text(line, startX, y, { lineBreak: false });
    doc.font(BOLD).fillColor(INK).text(value, startX + labelWidth, y, { lineBreak: false });
    y += 13;
  }
  const below = Math.max(top + logoSize, y) + 16;
  doc.moveTo(left, below).lineTo(left + contentWidth(doc), below).lineWidth(1).stroke(RULE);
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  doc.x = left;
  doc.y = below + 14;
}

/** Side-by-side text blocks (e.g. Billed to / Shipped to), each with a bold title. */
export function drawBlocks(doc: Doc, blocks: readonly { title: string; lines: readonly string[] }[]): void {
  const left = doc.page.margins.left;
  const gap = 16;
  const width = (contentWidth(doc) - gap * (blocks.length - 1)) / blocks.length;
  const top = doc.y;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = left + i * (width + gap);
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED).text(block.title, x, top, { width });
    doc.font(REGULAR).fillColor(INK);
    for (const line of block.lines) doc.text(line, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 14;
}

export interface Column {
  header: string;
  /** Share of the content width. */
  weight: number;
  align: 'left' | 'right';
}

/** A table with a shaded header row, repeated on every page it runs onto. */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const left = doc.page.margins.left;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (contentWidth(doc) * column.weight) / total);
  let y = doc.y;

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(BODY_SIZE);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
  };
  const drawRow = (cells: readonly string[], font: string, fill: string | null) => {
    const height = rowHeight(cells, font);
    if (fill) doc.rect(left, y, contentWidth(doc), height).fill(fill);
    let x = left;
    doc.font(font).fontSize(BODY_SIZE).fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, align: columns[i].align });
      x += widths[i];
    });
    y += height;
    doc.moveTo(left, y).lineTo(left + contentWidth(doc), y).lineWidth(0.5).stroke(RULE);
  };
  const headers = columns.map((column) => column.header);

  drawRow(headers, BOLD, HEADER_FILL);
  for (const cells of rows) {
    if (y + rowHeight(cells, REGULAR) > bottomLimit(doc)) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(headers, BOLD, HEADER_FILL);
    }
    drawRow(cells, REGULAR, null);
  }
  doc.x = left;
  doc.y = y + 12;
}

export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** Label/value pairs aligned to the right edge, the strong ones bold with a rule above. */
export function drawTotals(doc: Doc, rows: readonly TotalRow[]): void {
  const left = doc.page.margins.left;
  const width = 260;
  const x = left + contentWidth(doc) - width;
  const needed = rows.length * 20 + 10;
  if (doc.y + needed > bottomLimit(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  let y = doc.y;
  for (const row of rows) {
    const font = row.strong ? BOLD : REGULAR;
    const size = row.strong ? 12 : BODY_SIZE;
    if (row.strong) {
      doc.moveTo(x, y - 3).lineTo(x + width, y - 3).lineWidth(0.75).stroke(RULE);
      y += 3;
    }
    doc.font(font).fontSize(size).fillColor(row.strong ? INK : MUTED).text(row.label, x, y, { width: width * 0.6, lineBreak: false });
    doc.fillColor(INK).text(row.value, x + width * 0.6, y, { width: width * 0.4, align: 'right', lineBreak: false });
    y += size + 8;
  }
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  doc.x = left;
  doc.y = y + 10;
}

/** A short paragraph in the muted colour across the content width. */
export function drawNote(doc: Doc, text: string): void {
  const left = doc.page.margins.left;
  if (doc.y + 30 > bottomLimit(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(text, left, doc.y, { width: contentWidth(doc) });
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  doc.y += 6;
}

/** DD MMM YYYY in Asia/Kolkata (the store's dates everywhere). */
export function documentDate(value: Date | string): string {
  return formatDate(value);
}
