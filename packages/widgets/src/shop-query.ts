/**
 * `@so/widgets/shop-query`: the shop's state as kept in the page URL, and the product list call
 * it makes. A host page uses it to ask for the shop's first answer while the element loads
 * (the element's identical request then shares it).
 */
export { readShopQuery, listParams, type ShopQuery } from './shop/index.ts';
