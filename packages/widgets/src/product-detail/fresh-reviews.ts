import type { Product } from '@so/contract';
import { getApi } from '@so/stores';

/** The product with its first page of reviews and rating summary fetched again. */
export async function withFreshReviews(product: Product): Promise<Product> {
  const r = await getApi().reviews(product.id);
  const old = product.average_rating;
  return {
    ...product,
    rating_review_data: r.reviews,
    average_rating: {
      average_rating: r.average_rating,
      star_distribution: r.star_distribution ?? old?.star_distribution ?? {},
      review_count: r.review_count ?? Math.max(old?.review_count ?? 0, r.reviews.length),
    },
  };
}
