import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './Deferred.tsx';
import { Dialog } from './Dialog.tsx';
import { defineElement } from './element.ts';
import { Link } from './Link.tsx';
import { Pagination } from './Pagination.tsx';
import { Price } from './Price.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { Img, srcsetFor } from './Img.tsx';
import { UiContext, type UiEnvironment } from './environment.ts';
import { useStyles } from './styles.ts';

describe('Price', () => {
  it('shows paise as rupees in Indian grouping', () => {
    render(<Price paise={12345678} />);
    expect(screen.getByText('₹1,23,456.78')).toBeTruthy();
  });
});

describe('Pagination', () => {
  it('marks the current page and calls onPage with the chosen page', () => {
    const onPage = vi.fn();
    render(<Pagination page={2} totalPages={12} hrefFor={(p) => `/shop?page=${p}`} onPage={onPage} />);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Page 8' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('link', { name: 'Page 12' }).getAttribute('href')).toBe('/shop?page=12');
  });
});

describe('Link', () => {
  it('on its own is a real link whose click emits so:navigate', () => {
    const seen: string[] = [];
    const handler = (e: Event) => {
      e.preventDefault();
      seen.push((e as CustomEvent<{ href: string }>).detail.href);
    };
    window.addEventListener('so:navigate', handler);
    render(<Link to="/shop?page=1">Shop</Link>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/shop?page=1');
    fireEvent.click(link);
    window.removeEventListener('so:navigate', handler);
    expect(seen).toEqual(['/shop?page=1']);
  });

  it('takes its href and its routing from the environment around it', () => {
    const routed: { to: string; state: unknown }[] = [];
    const environment: UiEnvironment = {
      mediaUrl: (path) => path,
      href: (to) => `https://store.example${to}`,
      navigate: (to, { state }) => routed.push({ to, state }),
    };
    render(
      <UiContext.Provider value={environment}>
        <Link to="/cart" state={{ from: 'test' }}>
          Cart
        </Link>
      </UiContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('https://store.example/cart');
    fireEvent.click(link);
    expect(routed).toEqual([{ to: '/cart', state: { from: 'test' } }]);
  });
});

describe('Img', () => {
  it('loads the picture and its variants where the environment says', () => {
    const environment: UiEnvironment = { mediaUrl: (path) => `https://cdn.example${path}`, href: (to) => to, navigate: () => undefined };
    render(
      <UiContext.Provider value={environment}>
        <Img src="/media/products/7-1-640.webp" alt="Ghee" width={640} height={640} />
      </UiContext.Provider>,
    );
    const img = screen.getByRole('img', { name: 'Ghee' });
    expect(img.getAttribute('src')).toBe('https://cdn.example/media/products/7-1-640.webp');
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.example/media/products/7-1-320.webp 320w, https://cdn.example/media/products/7-1-640.webp 640w',
    );
  });

  it('on its own loads the path as given', () => {
    render(<Img src="/media/products/7-1-640.webp" alt="Ghee" width={640} height={640} />);
    expect(screen.getByRole('img', { name: 'Ghee' }).getAttribute('src')).toBe('/media/products/7-1-640.webp');
  });
});

describe('QuantityStepper', () => {
  it('keeps the buttons within min and max', () => {
    function Harness() {
      const [value, setValue] = useState('2');
      return <QuantityStepper value={value} onChange={setValue} max={3} />;
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Dialog', () => {
  it('closes on Escape and returns focus to its opener', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Dialog open={open} title="Share" onClose={() => setOpen(false)}>
            <button>Inside</button>
          </Dialog>
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByText('Inside')).toBeTruthy();
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
    expect(screen.queryByText('Inside')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Dialog: focus across shadow roots', () => {
  /** A button inside another element's open shadow root, in the page's main region. */
  function pageWithOpener() {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    const host = document.createElement('div');
    main.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<h1>Raw Forest Honey</h1><button type="button">Write a review</button>';
    return { main, opener: root.querySelector('button') as HTMLButtonElement, heading: root.querySelector('h1') as HTMLHeadingElement };
  }

  function Harness({ open, onClose }: { open: boolean; onClose: () => void }) {
    return (
      <Dialog open={open} title="Write a review" onClose={onClose}>
        <button type="button">Submit</button>
      </Dialog>
    );
  }

  it('returns focus to the control inside another element that opened it, after it is enabled again', async () => {
    const { main, opener } = pageWithOpener();
    const onClose = vi.fn();
    opener.focus();
    const { rerender } = render(<Harness open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The opener works meanwhile (disabled), so focus waits for it on the page, not on <body>.
    opener.disabled = true;
    rerender(<Harness open={false} onClose={onClose} />);
    expect(document.activeElement).not.toBe(document.body);
    opener.disabled = false;
    await waitFor(() => expect(opener.getRootNode() instanceof ShadowRoot && (opener.getRootNode() as ShadowRoot).activeElement).toBe(opener));
    main.remove();
  });

  it('gives focus to the page heading when the opener is gone', () => {
    const { main, opener, heading } = pageWithOpener();
    opener.focus();
    const { rerender } = render(<Harness open onClose={() => undefined} />);
    opener.remove();
    rerender(<Harness open={false} onClose={() => undefined} />);
    expect((heading.getRootNode() as ShadowRoot).activeElement).toBe(heading);
    main.remove();
  });
});

describe('srcsetFor', () => {
  it('offers the 320w and 640w variants of a server image', () => {
    expect(srcsetFor('/media/products/7-1-640.webp')).toBe('/media/products/7-1-320.webp 320w, /media/products/7-1-640.webp 640w');
    expect(srcsetFor('https://cdn.example/x.jpg')).toBeUndefined();
  });
});

describe('defineElement', () => {
  it('renders into an open shadow root, and defining twice is harmless', async () => {
    function Hello({ name }: { name?: string }) {
      return <p>Hello {name}</p>;
    }
    const first = defineElement('so-test-hello', Hello, { props: { name: 'string' }, styles: 'p{color:red}' });
    const second = defineElement('so-test-hello', Hello);
    expect(second).toBe(first);
    const el = document.createElement('so-test-hello');
    el.setAttribute('name', 'Asha');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Hello Asha'));
    el.remove();
  });
});

describe('Deferred', () => {
  it('holds its height and renders children only once near the viewport', () => {
    let trigger: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        trigger = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <Deferred minHeight={470}>
        <p>Rail</p>
      </Deferred>,
    );
    expect(screen.queryByText('Rail')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('470px');
    act(() => trigger?.([{ isIntersecting: true }]));
    expect(screen.getByText('Rail')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe('useStyles', () => {
  const PIECE_CSS = '.piece{color:green}';
  const OWN_CSS = '.page{color:blue}';
  const cssOf = (sheets: readonly CSSStyleSheet[]) => sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));

  /** A nested component with CSS of its own. */
  function Piece() {
    useStyles(PIECE_CSS);
    return <span className="piece">piece</span>;
  }
  /** Two pieces; reports what its shadow root held when its layout effect ran (before paint). */
  function Page({ seen }: { seen: (css: string[]) => void }) {
    const box = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const root = box.current?.getRootNode();
      if (root instanceof ShadowRoot) seen(cssOf(root.adoptedStyleSheets));
    }, [seen]);
    return (
      <div ref={box} className="page">
        <Piece />
        <Piece />
      </div>
    );
  }

  it("puts a nested component's CSS into its element's shadow root once, before the element's own and before paint", async () => {
    const seen = vi.fn<(css: string[]) => void>();
    defineElement('so-test-styled', () => <Page seen={seen} />, { styles: OWN_CSS });
    const el = document.createElement('so-test-styled');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('piece'));
    const root = el.shadowRoot as ShadowRoot;
    const css = cssOf(root.adoptedStyleSheets);
    // base, the piece's CSS (once for both pieces), then the element's own.
    expect(css).toHaveLength(3);
    expect(css[1]).toContain('.piece');
    expect(css[2]).toContain('.page');
    // Already there when the page's layout effect ran: before the browser paints.
    expect(seen).toHaveBeenCalled();
    expect(seen.mock.calls[0]?.[0]).toEqual(css);
    // Not leaked into the document.
    expect(cssOf(document.adoptedStyleSheets).some((text) => text.includes('.piece'))).toBe(false);
    el.remove();
  });

  it('outside a shadow root (Storybook, tests) puts the CSS into the document, once', () => {
    render(
      <>
        <Piece />
        <Piece />
      </>,
    );
    const inDocument = cssOf(document.adoptedStyleSheets).filter((text) => text.includes('.piece'));
    const styleTags = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.piece'));
    expect(inDocument.length + styleTags.length).toBe(1);
  });
});
