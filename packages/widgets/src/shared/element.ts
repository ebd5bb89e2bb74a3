import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { mediaUrl, navigate, storeHref } from '@so/stores';
import { defineElement as defineUiElement, isolated as isolatedUi, UiContext, type ElementOptions, type UiEnvironment } from '@so/ui';

/** The primitives' environment in the widgets: pictures from the API, links to the store routed by the host. */
export const STORE_UI_ENVIRONMENT: UiEnvironment = {
  mediaUrl,
  href: storeHref,
  navigate: (to, options) => navigate(to, options),
};

/** `Component` with the store's UiContext around it. */
export function withStoreUi<P extends object>(Component: ComponentType<P>): FunctionComponent<P> {
  const WithStoreUi: FunctionComponent<P> = (props) => createElement(UiContext.Provider, { value: STORE_UI_ENVIRONMENT }, createElement(Component, props));
  WithStoreUi.displayName = Component.displayName ?? Component.name;
  return WithStoreUi;
}

/** Defines a widget's `so-*` element (ui's defineElement) with the store's UiContext around its tree. */
export function defineElement<P extends object>(tag: `so-${string}`, component: ComponentType<P>, options: ElementOptions<P> = {}): CustomElementConstructor {
  return defineUiElement(tag, withStoreUi(component), options);
}

/** A widget's connected component in its own shadow root (ui's isolated), with the store's UiContext. */
export function isolated<P extends object>(Component: ComponentType<P>): FunctionComponent<P> {
  return isolatedUi(withStoreUi(Component));
}
