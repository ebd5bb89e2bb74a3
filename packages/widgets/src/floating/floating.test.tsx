import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_TOP_AFTER_PX } from '@so/ui';
import { goTo } from '../shared/test-setup.ts';
import { ScrollTop } from './ScrollTop.tsx';
import { isOrderPage } from './step-aside.ts';
import { WhatsAppButton } from './WhatsAppButton.tsx';
import { FLOATING_COPY } from './copy.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('WhatsAppButton', () => {
  it('opens a wa.me chat with the number in a new tab', () => {
    render(<WhatsAppButton number="+91 98250 12345" />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/919825012345');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('uses the default number without the attribute', () => {
    render(<WhatsAppButton />);
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/${FLOATING_COPY.defaultWhatsApp}`);
  });
});

describe('ScrollTop', () => {
  afterEach(() => {
    scrollTo(0);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('appears only after 250 px of scroll and hides again near the top', () => {
    render(<ScrollTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollTo(SCROLL_TO_TOP_AFTER_PX));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollTo(SCROLL_TO_TOP_AFTER_PX + 1));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    act(() => scrollTo(100));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('scrolls smoothly to the top, or instantly when reduced motion is preferred', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollTop />);
    act(() => scrollTo(900));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('on a phone, while the shopper types', () => {
  /** A form as another element renders it: its fields inside an open shadow root. */
  function formInShadowRoot() {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<input aria-label="City"><input type="checkbox" aria-label="Default"><button>Save Address</button>';
    return { host, city: root.querySelector('input') as HTMLInputElement, box: root.querySelector('[type=checkbox]') as HTMLInputElement, save: root.querySelector('button') as HTMLButtonElement };
  }
  const phone = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('max-width: 767px'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

  afterEach(() => {
    scrollTo(0);
    vi.unstubAllGlobals();
  });

  it('the WhatsApp and scroll-to-top buttons step aside while a text field has focus, and come back when it is left', () => {
    phone(true);
    const form = formInShadowRoot();
    render(
      <>
        <WhatsAppButton />
        <ScrollTop />
      </>,
    );
    act(() => scrollTo(900));
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    act(() => form.city.focus());
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    // A checkbox or a button brings up no keyboard: the buttons stay.
    act(() => form.box.focus());
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    act(() => form.city.focus());
    act(() => form.save.focus());
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    form.host.remove();
  });

  it('stay on wider screens, where a field is never under them for long', () => {
    phone(false);
    const form = formInShadowRoot();
    render(<WhatsAppButton />);
    act(() => form.city.focus());
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    form.host.remove();
  });
});

describe('on the cart and the checkout', () => {
  afterEach(() => {
    scrollTo(0);
    goTo('/');
  });

  it.each(['/cart', '/checkout', '/checkout/'])('neither button shows on %s, and both come back on other pages', (path) => {
    goTo(path);
    render(
      <>
        <WhatsAppButton />
        <ScrollTop />
      </>,
    );
    act(() => scrollTo(900));
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => goTo('/shop'));
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('knows the order pages by path only', () => {
    expect(['/cart', '/cart/', '/checkout', '/checkout//'].map((path) => isOrderPage(path))).toEqual([true, true, true, true]);
    expect(['/', '/shop', '/cartoon', '/orders/7', '/profile/checkout'].filter((path) => isOrderPage(path))).toEqual([]);
  });
});
