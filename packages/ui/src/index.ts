export { defineElement, type ElementOptions } from './element.ts';
export { adoptStyles, useStyles, useElementHost, StyleRoot } from './styles.ts';
export { installGlobalStyles } from './fonts.ts';
export { useStore, useDebounced, useMediaQuery, useViewportWidth, useAsync, useSameJson, useStaged, type AsyncState } from './hooks.ts';
export { Link, type LinkProps } from './Link.tsx';
export { UiContext, useUiEnvironment, DEFAULT_UI_ENVIRONMENT, type UiEnvironment, type NavigateOptions } from './environment.ts';
export { Icon, type IconName } from './Icon.tsx';
export { Price } from './Price.tsx';
export { Stars } from './Stars.tsx';
export { Skeleton } from './Skeleton.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { Carousel, type CarouselProps } from './Carousel.tsx';
export { Dialog, useModalDialog, type DialogProps, type ModalDialogOptions, type ModalDialogProps } from './Dialog.tsx';
export {
  announce,
  deepActiveElement,
  findHeading,
  focusableIn,
  focusPageHeading,
  focusTarget,
  installAnnouncer,
  mainRegion,
  openModal,
  pageFocusTarget,
  restoreFocus,
  trapTab,
  watchOpeners,
  type ModalOptions,
  type ModalSession,
} from './focus.ts';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
export { Img, srcsetFor, type ImgProps } from './Img.tsx';
export { ErrorState, EmptyState } from './States.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { ShadowScope, isolated } from './ShadowScope.tsx';
export { Deferred } from './Deferred.tsx';
export * from './tuning.ts';
