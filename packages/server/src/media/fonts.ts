/**
 * The fonts of the generated images: the DejaVu TrueType files of the dejavu-fonts-ttf package
 * (the advance widths in text.ts are theirs), whatever fonts the system has or lacks.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { escapeHtml } from '../http/html.ts';

/** The folder of DejaVuSans.ttf, DejaVuSans-Bold.ttf, DejaVuSansCondensed-Bold.ttf, DejaVuSerif-Bold.ttf, …. */
export const FONTS_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** A fontconfig configuration that knows the fonts of `fontsDir` and no other, its cache in `cacheDir`. */
export function fontsConf(fontsDir: string, cacheDir: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeHtml(fontsDir)}</dir>
  <cachedir>${escapeHtml(cacheDir)}</cachedir>
</fontconfig>
`;
}

let configured: string | null = null;

/**
 * Points fontconfig, which librsvg asks for the fonts when sharp draws an SVG's text, at
 * FONTS_DIR alone: writes fontsConf to a folder of the system's temporary directory and sets
 * FONTCONFIG_FILE to it. Fontconfig reads its configuration once, when sharp first draws text,
 * so this must run before that: render.ts calls it when it is loaded. Answers the file's path.
 */
export function pointFontconfigAtBundledFonts(): string {
  if (configured !== null) return configured;
  const dir = join(tmpdir(), `so-fontconfig-${createHash('sha256').update(FONTS_DIR).digest('hex').slice(0, 12)}`);
  const file = join(dir, 'fonts.conf');
  const conf = fontsConf(FONTS_DIR, join(dir, 'cache'));
  mkdirSync(dir, { recursive: true });
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = null;
  }
  if (current !== conf) {
    // Written whole, then renamed: another server process starting at the same time may read it.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, conf);
    renameSync(temp, file);
  }
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}
