/**
 * Testing Library for the `components-preact` Vitest project: the API of
 * `@testing-library/react` (render, rerender, unmount, act, fireEvent, renderHook, cleanup and
 * every query of `@testing-library/dom`) on Preact, so the component test files run unchanged on
 * preact/compat, the runtime the browser bundle ships. vite.config.ts aliases
 * `@testing-library/react` to this file in that project only.
 *
 * Modelled on `@testing-library/preact`, but on the same `@testing-library/dom` (v10) the React
 * project uses, so a query finds the same thing on both runtimes.
 */
import { configure, createEvent, fireEvent as domFireEvent, getQueriesForElement, prettyDOM } from '@testing-library/dom';
import { createRef, h, render as preactRender, type ComponentChild, type ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { act as preactAct } from 'preact/test-utils';

export * from '@testing-library/dom';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

/** Microtask turns an awaited act() gives the promise chains its callback started. */
const SETTLE_TURNS = 20;

/**
 * `act` with React's contract: a synchronous callback is flushed (renders and effects) before
 * act returns; an async one is awaited, then the promise chains it started (an effect's
 * request answered by a mock, its setState, the next effect) are let settle and flushed, as
 * React's act does before its promise resolves. Preact's own act flushes only once.
 */
export function act(callback: () => unknown): Promise<void> {
  let result: unknown;
  const done = preactAct(() => {
    result = callback();
    return isThenable(result) ? Promise.resolve(result).then(() => undefined) : undefined;
  });
  if (!isThenable(result)) return done;
  return done.then(() =>
    preactAct(async () => {
      for (let turn = 0; turn < SETTLE_TURNS; turn++) await Promise.resolve();
    }),
  );
}

configure({
  // waitFor and findBy* poll outside act: renders and effects run as they would in the page.
  // The callback starts the polling; act only flushes what was already pending.
  asyncWrapper: async (cb) => {
    let result: unknown;
    await act(() => {
      result = cb();
    });
    return result;
  },
  eventWrapper: (cb) => {
    let result: unknown;
    void act(() => {
      result = cb();
    });
    return result;
  },
});

type EventName = keyof typeof domFireEvent;
type FireEvent = typeof domFireEvent;
type Target = Document | Element | Window | Node;

/**
 * The event a browser fires beside the one a test names, as `@testing-library/react` does:
 * preact/compat, like React, runs onFocus/onBlur on focusin/focusout.
 */
const COMPANIONS: Partial<Record<EventName, EventName>> = {
  blur: 'focusOut',
  focus: 'focusIn',
  mouseEnter: 'mouseOver',
  mouseLeave: 'mouseOut',
  pointerEnter: 'pointerOver',
  pointerLeave: 'pointerOut',
};

/**
 * preact/compat binds a text field's onChange to the DOM `input` event (React's onChange fires on
 * every keystroke too), so `fireEvent.change` on such a field fires `input`, as typing would.
 * Checkboxes, radios, file inputs and selects keep `change`, as in preact/compat.
 */
function fire(name: EventName, element: Target, init?: object): boolean {
  const textField =
    (element instanceof HTMLInputElement && !/fil|che|rad/.test(element.type)) || element instanceof HTMLTextAreaElement;
  if (name === 'change' && textField) return domFireEvent.input(element, init);
  const companion = COMPANIONS[name];
  if (companion) domFireEvent[companion](element, init);
  const method = domFireEvent[name];
  return typeof method === 'function' ? method(element, init) : domFireEvent(element, createEvent(name, element, init));
}

export const fireEvent = ((element: Target, event: Event) => domFireEvent(element, event)) as FireEvent;
for (const name of Object.keys(domFireEvent) as EventName[]) {
  fireEvent[name] = (element: Target, init?: object) => fire(name, element, init);
}

export interface RenderOptions {
  container?: HTMLElement;
  baseElement?: HTMLElement;
  wrapper?: ComponentType<{ children?: ComponentChild }>;
}

const mounted = new Set<HTMLElement>();

export function render(ui: ComponentChild, { container, baseElement, wrapper }: RenderOptions = {}) {
  const base = baseElement ?? container ?? document.body;
  const root = container ?? base.appendChild(document.createElement('div'));
  mounted.add(root);
  const wrap = (inner: ComponentChild) => (wrapper ? h(wrapper, null, inner) : inner);
  void act(() => {
    preactRender(wrap(ui), root);
  });
  return {
    container: root,
    baseElement: base,
    debug: (element: Element = base) => console.log(prettyDOM(element)),
    rerender: (next: ComponentChild) => {
      void act(() => {
        preactRender(wrap(next), root);
      });
    },
    unmount: () => {
      void act(() => {
        preactRender(null, root);
      });
    },
    asFragment: () => {
      const template = document.createElement('template');
      template.innerHTML = root.innerHTML;
      return template.content;
    },
    ...getQueriesForElement(base),
  };
}

/** Unmounts every tree render() mounted and removes its container. */
export function cleanup(): void {
  for (const root of mounted) {
    void act(() => {
      preactRender(null, root);
    });
    root.remove();
  }
  mounted.clear();
}

export function renderHook<Result, Props>(
  callback: (props: Props) => Result,
  { initialProps, wrapper }: { initialProps?: Props; wrapper?: RenderOptions['wrapper'] } = {},
) {
  const result = createRef<Result>();
  function Probe({ props }: { props: Props }) {
    const value = callback(props);
    useEffect(() => {
      result.current = value;
    });
    return null;
  }
  const view = render(h(Probe, { props: initialProps as Props }), { wrapper });
  return {
    result,
    rerender: (props?: Props) => view.rerender(h(Probe, { props: props as Props })),
    unmount: view.unmount,
  };
}
