/**
 * `@so/widgets/kit`: what a package of elements beside the widgets (the staff dashboard,
 * `@so/dashboard`) builds on: the widgets' element definition with the store's UiContext, and the
 * shared pieces its views reuse. Not part of the published library.
 */
export { defineElement, isolated } from './shared/element.ts';
export { FieldError } from './shared/FieldError.tsx';
export { FilterSelect } from './shared/FilterSelect.tsx';
export { pushHash } from './shared/hash.ts';
export { routes } from './shared/links.ts';
export { never } from './shared/never.ts';
export { fileSaver } from './orders/index.ts';
