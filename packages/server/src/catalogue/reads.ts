/**
 * The catalogue's read routes through the catalogue cache (catalogue/cache.ts): each answer is
 * loaded by the usual query as nobody's (is_wished false) and kept; the asker's wishes are laid
 * over it per request with one small query (only when the request names a visitor or a login).
 */
import { ProductListQuery } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { Owner } from '../owner.ts';
import { productList as homeProductList, sectionsOfType, type SectionJson } from '../home/queries.ts';
import type { CatalogueCache } from './cache.ts';
import { brands, categoryTree, foamsOf, productTags, type CategoryJson } from './categories.ts';
import { listProducts, type ProductListPage } from './productList.ts';
import { productById, productsInCategory, relatedProducts, type ProductJson } from './products.ts';
import { run, sql } from '../db/sql.ts';

export interface CatalogueReadDeps {
  db: Db;
  catalogue: CatalogueCache;
}

const NOTHING_WISHED: ReadonlySet<number> = new Set();

/** The ids of the products `owner` has wished (none without an owner). */
async function wishedIds(db: Db, owner: Owner | null): Promise<ReadonlySet<number>> {
  if (!owner) return NOTHING_WISHED;
  const { rows } = await run<{ product_id: number }>(db, sql`SELECT product_id FROM wishlist_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  return rows.length === 0 ? NOTHING_WISHED : new Set(rows.map((row) => row.product_id));
}

/** `products` with is_wished set from `wished` (copies of the wished ones only; the cached answers stay as they are). */
function withWishes(products: readonly ProductJson[], wished: ReadonlySet<number>): ProductJson[] {
  if (wished.size === 0) return [...products];
  return products.map((product) => (wished.has(product.id) ? { ...product, is_wished: true } : product));
}

/** A cached answer with the asker's wishes laid over it. */
async function overlaid<T>(deps: CatalogueReadDeps, owner: Owner | null, key: string, load: () => Promise<T>, wish: (value: T, wished: ReadonlySet<number>) => T): Promise<T> {
  const [value, wished] = await Promise.all([deps.catalogue.read(key, load), wishedIds(deps.db, owner)]);
  return wish(value, wished);
}

/** The filters of the shop's list, in a fixed order: every field of ProductListQuery, nothing else the URL carries. */
const LIST_FIELDS = Object.keys(ProductListQuery.schema).sort();

export function listProductsCached(deps: CatalogueReadDeps, query: ProductListQuery, owner: Owner | null): Promise<ProductListPage> {
  const fields: Readonly<Record<string, unknown>> = query;
  const key = `list:${JSON.stringify(LIST_FIELDS.map((field) => fields[field] ?? null))}`;
  return overlaid(deps, owner, key, () => listProducts(deps.db, query, null), (page, wished) => ({ ...page, products: withWishes(page.products, wished) }));
}

export function productByIdCached(deps: CatalogueReadDeps, id: number, owner: Owner | null): Promise<ProductJson | null> {
  return overlaid(deps, owner, `product:${id}`, () => productById(deps.db, id, null), (product, wished) =>
    product && wished.has(product.id) ? { ...product, is_wished: true } : product,
  );
}

export function relatedProductsCached(
  deps: CatalogueReadDeps,
  id: number,
  owner: Owner | null,
): Promise<{ product: ProductJson; related: ProductJson[]; other: ProductJson[] } | null> {
  return overlaid(deps, owner, `related:${id}`, () => relatedProducts(deps.db, id, null), (found, wished) =>
    found === null
      ? null
      : { product: withWishes([found.product], wished)[0], related: withWishes(found.related, wished), other: withWishes(found.other, wished) },
  );
}

export function productsInCategoryCached(deps: CatalogueReadDeps, categoryId: number, owner: Owner | null): Promise<ProductJson[]> {
  return overlaid(deps, owner, `category-products:${categoryId}`, () => productsInCategory(deps.db, categoryId, null), withWishes);
}

export function homeProductListCached(deps: CatalogueReadDeps, list: string, owner: Owner | null): Promise<ProductJson[]> {
  return overlaid(deps, owner, `home-list:${list}`, () => homeProductList(deps.db, list, null), withWishes);
}

export function sectionsOfTypeCached(deps: CatalogueReadDeps, type: string, owner: Owner | null): Promise<SectionJson[]> {
  return overlaid(deps, owner, `sections:${type}`, () => sectionsOfType(deps.db, type, null), (sections, wished) =>
    sections.map((section) => (section.products ? { ...section, products: withWishes(section.products, wished) } : section)),
  );
}

export function categoryTreeCached(deps: CatalogueReadDeps): Promise<CategoryJson[]> {
  return deps.catalogue.read('categories', () => categoryTree(deps.db));
}

export function productTagsCached(deps: CatalogueReadDeps): Promise<{ id: number; name: string }[]> {
  return deps.catalogue.read('tags', () => productTags(deps.db));
}

export function brandsCached(deps: CatalogueReadDeps): Promise<{ id: number; name: string }[]> {
  return deps.catalogue.read('brands', () => brands(deps.db));
}

export function foamsOfCached(deps: CatalogueReadDeps, categoryId: number | null): Promise<{ id: number; name: string }[]> {
  return deps.catalogue.read(`foams:${categoryId ?? ''}`, () => foamsOf(deps.db, categoryId));
}
