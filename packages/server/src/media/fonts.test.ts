import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONTS_DIR, fontsConf, pointFontconfigAtBundledFonts } from './fonts.ts';

describe('the images’ fonts', () => {
  it('come from the package: the four DejaVu faces text.ts measures are there', () => {
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSerif-Bold.ttf']) {
      expect(existsSync(join(FONTS_DIR, file)), file).toBe(true);
    }
  });

  it('are the only fonts fontconfig is told of, through FONTCONFIG_FILE', () => {
    const file = pointFontconfigAtBundledFonts();
    expect(process.env.FONTCONFIG_FILE).toBe(file);
    const conf = readFileSync(file, 'utf8');
    expect([...conf.matchAll(/<dir>([^<]*)<\/dir>/g)].map((m) => m[1])).toEqual([FONTS_DIR]);
    expect(conf).not.toMatch(/<include/);
    expect(pointFontconfigAtBundledFonts()).toBe(file);
  });

  it('writes a folder name with markup in it as text', () => {
    expect(fontsConf('/opt/a&b <fonts>', '/tmp/c')).toContain('<dir>/opt/a&amp;b &lt;fonts&gt;</dir>');
  });
});
