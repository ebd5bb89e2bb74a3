/**
 * Planted errors: tests/lib/package.test.ts expects tsc to reject each line marked PLANTED
 * (TS2322), which shows the host's check can fail. (An unknown dashed attribute such as
 * `no-such-attr` is no error: TypeScript lets JSX attributes with a dash through.)
 */
import type {} from '@organic-store/widgets/jsx/react';
import { ProductCard } from '@organic-store/widgets';

export const wrongComponentProp = <ProductCard product={1003} />; // PLANTED component
export const wrongAttributeType = <so-product-card product-id={{ id: 1003 }} />; // PLANTED element
export const wrongPropertyType = <so-product-card productId={{ id: 1003 }} />; // PLANTED property
