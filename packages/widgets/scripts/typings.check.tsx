import type {} from '../types/jsx-react.d.ts';
/**
 * A type test of the generated React typings (types/jsx-react.d.ts), checked by
 * `npm run typecheck`: each line with @ts-expect-error must fail to type-check.
 */
export const accepted = [
  <so-product-card product-id="1003" key="a" />,
  <so-product-card product-id={1003} class="tile" part="card" slot="x" />,
  <so-login-dialog auto-open="false" delay={2000} />,
  <so-store api-base="https://store.example/api" fonts="none" />,
  <so-product-grid sort="-base_price" limit="4" />,
];

export const refused = [
  // @ts-expect-error an attribute the element does not have
  <so-product-card nosuch="x" />,
  // @ts-expect-error an object is not an attribute value
  <so-product-card product-id={{ id: 1 }} />,
  // @ts-expect-error not one of the values
  <so-store fonts="comic-sans" />,
  // @ts-expect-error no such element
  <so-no-such-element />,
];
