/**
 * The content pages' own banner images (media/render.ts, kind `pages`): the five landscapes of
 * /organic-living at the wide widths, 16:5 like the home banners, the same bytes every time, and
 * 404 for anything else under /media/pages/.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landscapeSvg } from './svg.ts';
import { PAGE_IMAGE_COUNTS, pageImageUrl, WIDE_WIDTHS } from './urls.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const bytes = async (path: string) => Buffer.from(await (await server.call(path)).arrayBuffer());

describe('organic-living banner images', () => {
  it('has five images and names them /media/pages/organic-living-{n}-{w}.webp', () => {
    expect(PAGE_IMAGE_COUNTS.get('organic-living')).toBe(5);
    expect(pageImageUrl('organic-living', 3, 800)).toBe('/media/pages/organic-living-3-800.webp');
    expect(pageImageUrl('organic-living', 1)).toBe('/media/pages/organic-living-1-1600.webp');
  });

  it.each([1, 2, 3, 4, 5].flatMap((n) => WIDE_WIDTHS.map((w) => [n, w] as const)))('renders image %i at %i px wide as a 16:5 WebP', async (n, w) => {
    const response = await server.call(`/media/pages/organic-living-${n}-${w}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 5) / 16]);
  });

  it('draws the same bytes twice, and five different pictures', async () => {
    const first = await bytes('/media/pages/organic-living-2-800.webp');
    expect(first.equals(await bytes('/media/pages/organic-living-2-800.webp'))).toBe(true);
    const svgs = [1, 2, 3, 4, 5].map((scene) => landscapeSvg({ width: 1600, height: 500, scene }));
    expect(new Set(svgs).size).toBe(5);
    expect(landscapeSvg({ width: 1600, height: 500, scene: 4 })).toBe(svgs[3]);
    // Landscapes: a lake in the first, crop rows in the third, no text in any.
    expect(svgs[0]).toContain('url(#water)');
    expect(svgs[2]).not.toContain('url(#water)');
    for (const svg of svgs) expect(svg).not.toContain('<text');
  });

  it.each([
    '/media/pages/organic-living-6-1600.webp',
    '/media/pages/organic-living-0-800.webp',
    '/media/pages/organic-living-01-800.webp',
    '/media/pages/organic-living-1-123.webp',
    '/media/pages/organic-living-1-320.webp',
    '/media/pages/organic-living-1-1600.png',
    '/media/pages/organic-living-1.webp',
    '/media/pages/about-us-1-1600.webp',
    '/media/pages/franchise-1-800.webp',
    '/media/pages/constructor-1-800.webp',
    '/media/pages/..%2Forganic-living-1-800.webp',
  ])('answers 404 for %s', async (path) => {
    const response = await server.call(path);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { status: boolean }).status).toBe(false);
  });
});
