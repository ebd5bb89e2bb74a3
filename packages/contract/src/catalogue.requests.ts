/**
 * The requests of the catalogue (products, categories, filters, reviews, page meta tags): the path
 * parameters, queries and bodies a call may send, as superstruct schemas built from the field
 * parsers (`fields.ts`). The server validates each request with them
 * (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer schema
 * lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { GIFT_PACKING_CATEGORY_ID, MAX_ID, MAX_PAGE_URL_LENGTH, MAX_REVIEW_LENGTH, MAX_SEARCH_LENGTH, RATING_SCALE, SORT_OPTIONS, type SortValue } from './constants.ts';
import { field, IdField, isBlank, MaybeIdField, MaybeTextField, OneOf, Page, Refusal, refuse, TextField, trimmedText, wholeNumber } from './fields.ts';

export const MetaTagsQuery = type({
  page_url: field<string>('page_url', (value) => {
    const text = trimmedText(value, 'page_url');
    return text instanceof Refusal ? text : text.slice(0, MAX_PAGE_URL_LENGTH);
  }),
});

const SORT_VALUES: readonly SortValue[] = SORT_OPTIONS.map((option) => option.value);

export const ProductListQuery = type({
  page: Page,
  ordering: OneOf<SortValue | ''>('ordering', ['', ...SORT_VALUES], { fallback: '', message: ANSWER.mustBeOneOf('ordering', SORT_VALUES) }),
  category_id: MaybeIdField('category_id'),
  category_name: TextField({ label: 'category_name', max: MAX_SEARCH_LENGTH }),
  prod_search: TextField({ label: 'prod_search', max: MAX_SEARCH_LENGTH }),
  brand: MaybeIdField('brand'),
  product_tag: MaybeIdField('product_tag'),
  product_foam: MaybeIdField('product_foam'),
});
export type ProductListQuery = Infer<typeof ProductListQuery>;

export const FoamsQuery = type({ category_id: MaybeIdField('category_id') });
export const RelatedQuery = type({ product_id: IdField('product_id', { required: ANSWER.mustBeId('product_id') }) });
export const GiftPackingQuery = type({
  categoryID: field<number>('id', (value) => {
    if (isBlank(value)) return GIFT_PACKING_CATEGORY_ID;
    const n = wholeNumber(value);
    return n !== null && n >= 1 && n <= MAX_ID ? n : refuse(ANSWER.mustBeId('categoryID'));
  }),
});
export const PageQuery = type({ page: Page });

export const ReviewRequest = type({
  rating: field<number>('rating', (value) => {
    const n = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number.parseInt(value, 10) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= RATING_SCALE ? n : refuse(ANSWER.ratingRule);
  }),
  review: MaybeTextField({ label: 'The review', max: MAX_REVIEW_LENGTH, multiline: true }),
  // A request may also carry `name`: not read. A review shows its author's account name.
});
export type ReviewRequest = Infer<typeof ReviewRequest>;

export const ProductIdParams = type({ productId: IdField('productId') });
export const ProductParams = type({ id: IdField('product id') });
export const ReviewParams = type({ id: IdField('review id') });
