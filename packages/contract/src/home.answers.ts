/**
 * The answers of the home page (banners, sections, statistics, blog teasers): superstruct schemas,
 * built from `wire.ts`, that the client validates every response with and the server types its
 * answers with. No request schema lives here: a shopper's page loads this module whole.
 */
import { array, boolean, defaulted, type Infer, nullable, optional, string, type } from 'superstruct';
import { Product } from './catalogue.answers.ts';
import { Id, Text } from './wire.ts';

export const Banner = type({
  id: Id,
  image: string(),
  mobile_image: optional(Text),
  alt_text: Text,
  description: Text,
  category_id: optional(nullable(Id)),
  product_id: optional(nullable(Id)),
  products: optional(nullable(type({ name: string() }))),
});
export type Banner = Infer<typeof Banner>;
export const BannersResponse = type({ status: boolean(), data: array(Banner) });

export const SectionImage = type({
  image: string(),
  product: optional(nullable(Id)),
  product_name: optional(Text),
  category: optional(nullable(Id)),
  category_name: optional(Text),
  title: optional(Text),
});
export type SectionImage = Infer<typeof SectionImage>;

/**
 * A home section. `key` names which block of the home page it is (about, arrival, certificate,
 * ethical, awards, licences, non_gmo, services, or a product section).
 */
export const HomeSection = type({
  id: Id,
  key: optional(Text),
  label: Text,
  description: Text,
  image: optional(Text),
  images: defaulted(array(SectionImage), []),
  is_visible_on_website: boolean(),
  products: optional(array(Product)),
});
export type HomeSection = Infer<typeof HomeSection>;
export const HomeSectionsResponse = type({ status: boolean(), data: array(HomeSection) });

export const Statistic = type({ name: string(), value: string() });
export type Statistic = Infer<typeof Statistic>;
export const StatisticsResponse = type({
  status: boolean(),
  is_visible_on_website: defaulted(boolean(), true),
  label: optional(Text),
  data: array(Statistic),
});

export const BlogSummary = type({
  id: Id,
  title: string(),
  banner_url: Text,
  published_at: Text,
  excerpt: optional(Text),
  /** The post's HTML (GET /blogs/{id}/; sanitised by the reference server when saved). */
  content: optional(Text),
  /** The post's own meta tags (reference server; absent: the page's). */
  meta_title: optional(Text),
  meta_description: optional(Text),
  meta_keywords: optional(Text),
});
export type BlogSummary = Infer<typeof BlogSummary>;
export const HomeBlogsResponse = type({
  status: boolean(),
  is_visible_on_website: defaulted(boolean(), true),
  data: array(BlogSummary),
});
