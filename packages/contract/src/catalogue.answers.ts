/**
 * The answers of the catalogue (products, categories, filters, reviews, page meta tags):
 * superstruct schemas, built from `wire.ts`, that the client validates every response with and the
 * server types its answers with. No request schema lives here: a shopper's page loads this module
 * whole.
 */
import { any, array, boolean, coerce, defaulted, type Infer, integer, lazy, nullable, number, optional, record, string, type Struct, type } from 'superstruct';
import { Id, Money, Text } from './wire.ts';

export const MetaTagsResponse = type({
  status: boolean(),
  title: optional(string()),
  description: optional(string()),
  keywords: optional(string()),
});
export type MetaTags = { title: string; description: string; keywords: string };

export interface Category {
  id: number;
  name: string;
  children: Category[];
  web_image: string | null;
  metatitle: string | null;
  metadescription: string | null;
  metakeywords: string | null;
}
export const Category: Struct<Category, unknown> = type({
  id: Id,
  name: string(),
  children: defaulted(
    array(lazy((): Struct<Category, unknown> => Category)),
    [],
  ),
  web_image: Text,
  metatitle: Text,
  metadescription: Text,
  metakeywords: Text,
});
export const CategoriesResponse = type({ status: boolean(), data: array(Category) });

export const StarDistribution = record(string(), integer());
export const AverageRating = type({
  average_rating: coerce(number(), string(), (v) => Number(v)),
  star_distribution: defaulted(StarDistribution, {}),
  review_count: defaulted(integer(), 0),
});
export type AverageRating = Infer<typeof AverageRating>;

export const Review = type({
  /** The review's id (what staff hide it by); a production backend may omit it. */
  id: optional(Id),
  name: string(),
  rating: integer(),
  review: Text,
  created_at: optional(string()),
  /** The author has an order of the product that is not cancelled (COD, or paid, or delivered). */
  verified_purchase: defaulted(boolean(), false),
});
export type Review = Infer<typeof Review>;

export const SectionInfo = type({ id: Id, name: string(), section_sequence: integer() });

/** Image variant facts the reference server adds; a production backend may omit them. */
export const ImageInfo = type({ width: integer(), height: integer(), srcset: optional(string()) });

export const Product = type({
  id: Id,
  name: string(),
  image1: Text,
  home_image: optional(Text),
  images: defaulted(array(string()), []),
  image_info: optional(nullable(ImageInfo)),
  brand: optional(nullable(Id)),
  brand_name: optional(Text),
  product_price: Money,
  base_price: Money,
  gst_amount: defaulted(Money, 0),
  available_stock_quantity: nullable(integer()),
  product_tag_list: defaulted(array(string()), []),
  average_rating: optional(nullable(AverageRating)),
  is_wished: defaulted(boolean(), false),
  benefits: defaulted(array(string()), []),
  section_info: optional(nullable(SectionInfo)),
  product_websites: optional(any()),
  website_description: optional(
    nullable(
      type({
        description: Text,
        metatitle: optional(Text),
        metadescription: optional(Text),
        metakeywords: optional(Text),
      }),
    ),
  ),
  rating_review_data: optional(nullable(array(Review))),
  category_id: optional(nullable(Id)),
  category_name: optional(Text),
  /**
   * The MRP (maximum retail price, inclusive of all taxes, rupees); `product_price`, the
   * price paid with GST, is at or below it. The reference server sends it; a production backend
   * may omit it (or send null), and then no MRP is shown.
   */
  mrp: optional(nullable(Money)),
  /**
   * The net quantity as the pack states it, e.g. "500 ml", "1 kg", "60 units". The
   * reference server sends it; a production backend may omit it.
   */
  net_quantity: optional(Text),
});
export type Product = Infer<typeof Product>;

export const CategoryBanners = type({ web_banner: Text, mobile_banner: Text });

export const ProductListResponse = type({
  status: boolean(),
  total_pages: defaulted(integer(), 1),
  message: optional(string()),
  data: type({ data: array(Product), count: optional(integer()) }),
  category_banners: optional(nullable(CategoryBanners)),
});
export type ProductListResponse = Infer<typeof ProductListResponse>;

export const FilterOption = type({ id: Id, name: string() });
export type FilterOption = Infer<typeof FilterOption>;
export const FilterOptionsResponse = type({ status: boolean(), data: array(FilterOption) });

export const SingleProductResponse = type({ status: boolean(), data: Product });

export const RatingListResponse = type({
  status: boolean(),
  product_name: string(),
  product_image: Text,
  average_rating: coerce(number(), string(), (v) => Number(v)),
  review_count: optional(integer()),
  star_distribution: optional(StarDistribution),
  total_pages: defaulted(integer(), 1),
  reviews: array(Review),
});
export type RatingListResponse = Infer<typeof RatingListResponse>;

export const DeliveryOption = type({ id: Id, name: string(), duration: integer() });
export type DeliveryOption = Infer<typeof DeliveryOption>;
export const DeliveryOptionsResponse = type({ status: boolean(), data: array(DeliveryOption) });

export const RelatedResponse = type({
  status: boolean(),
  RelatedOtherProducts: array(
    type({
      related_product_details: defaulted(array(Product), []),
      other_product_details: defaulted(array(Product), []),
      product_details: optional(nullable(Product)),
    }),
  ),
});
export type RelatedResponse = Infer<typeof RelatedResponse>;

export const GiftPackingResponse = type({ status: boolean(), data: type({ products: array(Product) }) });
export const ProductsResponse = type({ status: boolean(), data: array(Product) });
