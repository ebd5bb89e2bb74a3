import type { BlogSummary } from '@so/contract';
import type { ArchiveYear } from './archive.ts';

/** A blog post as GET /blogs/ and GET /blogs/{id}/ send it. */
export function sampleBlog(overrides: Partial<BlogSummary> = {}): BlogSummary {
  return {
    id: 12,
    title: 'Why Bilona Ghee Tastes Different',
    banner_url: '/media/blogs/12-800.webp',
    published_at: '2026-03-05T06:00:00.000Z',
    excerpt: 'Curd churned by hand, butter slowly warmed: what the old method keeps in the jar.',
    content: '<h2>The bilona method</h2><p>Milk is set to curd overnight, then churned.</p><ul><li>A2 milk</li><li>Slow heat</li></ul>',
    ...overrides,
  };
}

const TITLES = [
  'Why Bilona Ghee Tastes Different',
  'Five Herbs for the Monsoon',
  'Cold-Pressed Oils, Explained',
  'Millets Are Back on the Plate',
  'Reading an Organic Label',
  'Jaggery or Sugar?',
  'Tulsi in Every Season',
  'Raw Forest Honey, Season by Season',
  'A Week of Ayurvedic Breakfasts',
  'Soaking Pulses the Right Way',
];

/** `count` posts, newest first, a few days apart. */
export function sampleBlogs(count = 9, firstId = 1): BlogSummary[] {
  return Array.from({ length: count }, (_, i) =>
    sampleBlog({
      id: firstId + i,
      title: TITLES[i % TITLES.length] ?? `Post ${firstId + i}`,
      banner_url: `/media/blogs/${firstId + i}-800.webp`,
      published_at: new Date(Date.UTC(2026, 2, 28 - 3 * i, 6)).toISOString(),
    }),
  );
}

/** GET /blogs/'s archive: the months that have posts, per year. */
export const sampleArchive: ArchiveYear[] = [
  { year: 2026, months: [3, 2, 1] },
  { year: 2025, months: [12, 11] },
];
