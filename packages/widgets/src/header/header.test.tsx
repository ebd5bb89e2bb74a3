import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type ProductListResponse, MSG } from '@so/contract';
import { SEARCH_DEBOUNCE_MS } from '@so/ui';
import { $session, NAVIGATE_EVENT, setCartCount, setWishlistCount, type NavigateDetail } from '@so/stores';
import { sampleCategories, sampleProducts } from '../shared/fixtures.ts';
import { routes } from '../shared/links.ts';
import { CountersView } from './CountersView.tsx';
import { Counters } from './Counters.tsx';
import { Header } from './Header.tsx';
import { HeaderView, type HeaderViewProps } from './HeaderView.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { SearchBox, type SuggestionState } from './SearchBox.tsx';
import { render } from '../shared/store-testing.tsx';

const fake = vi.hoisted(() => ({
  productList: vi.fn(),
  categories: vi.fn(),
  refreshCounters: vi.fn(),
  ensureVisitor: vi.fn(),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => ({ productList: fake.productList, categories: fake.categories }) as unknown as Api,
  refreshCounters: fake.refreshCounters,
  ensureVisitor: fake.ensureVisitor,
}));

/** The store path of a link (hrefs are absolute on the store's origin). */
const path = (el: HTMLElement) => {
  const url = new URL(el.getAttribute('href') ?? '');
  return url.pathname + url.search;
};

function listResponse(count: number, perPage = 12): ProductListResponse {
  return { status: true, total_pages: Math.max(1, Math.ceil(count / perPage)), data: { data: sampleProducts(Math.min(count, perPage)), count } };
}

const ready = (found: number, query = 'tea'): SuggestionState => ({
  status: 'ready',
  query,
  products: sampleProducts(Math.min(found, 12)),
  found,
});

function renderSearch(suggestions: SuggestionState, value = 'tea') {
  const onNavigate = vi.fn();
  render(<SearchBox value={value} onValueChange={vi.fn()} suggestions={suggestions} onNavigate={onNavigate} />);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  fireEvent.focus(input);
  return { input, onNavigate };
}

describe('SearchBox', () => {
  it('shows up to 4 products, each linking to its page, without "See more results"', () => {
    const { input } = renderSearch(ready(4));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(4);
    const first = sampleProducts(1)[0];
    expect(path(options[0])).toBe(routes.product(first.id, first.name));
    expect(options[0].textContent).toContain('₹199.00');
    expect(screen.queryByText(MSG.seeMoreResults)).toBeNull();
  });

  it('shows 3 products and "See more results" to the search page when more than 4 match', () => {
    renderSearch(ready(25, 'ghee'), 'ghee');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(4);
    const more = screen.getByRole('option', { name: MSG.seeMoreResults });
    expect(path(more)).toBe(routes.search('ghee'));
  });

  it('says "No products found" when nothing matches', () => {
    renderSearch(ready(0));
    expect(screen.getByText(MSG.noProductsFound)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves with arrow keys, opens the highlighted suggestion on Enter and closes on Escape', () => {
    const { input, onNavigate } = renderSearch(ready(4));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[3].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    const fourth = sampleProducts(4)[3];
    expect(onNavigate).toHaveBeenCalledWith(routes.product(fourth.id, fourth.name));

    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes to the search page on Enter when no suggestion is highlighted', () => {
    const { input, onNavigate } = renderSearch({ status: 'loading' }, '  tulsi tea ');
    fireEvent.submit(input);
    expect(onNavigate).toHaveBeenCalledWith(routes.search('tulsi tea'));
  });
});

describe('CountersView', () => {
  it('shows badges with accessible names, capped at 99+', () => {
    render(<CountersView cart={120} wishlist={5} account="login" />);
    const cart = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(cart.textContent).toBe('99+');
    expect(path(cart)).toBe('/cart');
    const wish = screen.getByRole('link', { name: 'Wishlist, 5 items' });
    expect(wish.textContent).toBe('5');
    expect(path(wish)).toBe('/wishlist');
    expect(path(screen.getByRole('link', { name: 'Login' }))).toBe('/login');
  });

  it('shows no badge at 0 and links the account icon to /profile when logged in', () => {
    render(<CountersView cart={0} wishlist={1} account="profile" />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).textContent).toBe('');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
    expect(path(screen.getByRole('link', { name: 'My account' }))).toBe('/profile');
  });
});

describe('MegaMenu', () => {
  it('opens a category with the keyboard, links to category routes and closes on Escape', () => {
    const onRetry = vi.fn();
    render(<MegaMenu categories={{ status: 'ready', data: sampleCategories }} onRetry={onRetry} />);
    const food = screen.getByRole('button', { name: 'Food' });
    expect(food.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'A2 Ghee' })).toBeNull();
    food.focus();
    fireEvent.keyDown(food, { key: 'ArrowDown' });
    expect(food.getAttribute('aria-expanded')).toBe('true');
    expect(path(screen.getByRole('link', { name: 'A2 Ghee' }))).toBe(routes.category(1111, 'A2 Ghee'));
    expect(path(screen.getByRole('link', { name: 'Ghee & Oils' }))).toBe(routes.category(111, 'Ghee & Oils'));
    expect(path(screen.getByRole('link', { name: 'All Food' }))).toBe(routes.category(101, 'Food'));
    fireEvent.keyDown(screen.getByRole('link', { name: 'A2 Ghee' }), { key: 'Escape' });
    expect(food.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(food);
    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on mouse hover but not on a touch pointer entering', () => {
    render(<MegaMenu categories={{ status: 'ready', data: sampleCategories }} onRetry={vi.fn()} />);
    const food = screen.getByRole('button', { name: 'Food' });
    const item = food.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(food.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(food.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(food.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the panel open when a mouse hovers in and then clicks the button', () => {
    render(<MegaMenu categories={{ status: 'ready', data: sampleCategories }} onRetry={vi.fn()} />);
    const food = screen.getByRole('button', { name: 'Food' });
    fireEvent.pointerEnter(food.closest('li') as HTMLElement, { pointerType: 'mouse' });
    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Retry when categories fail to load', () => {
    const onRetry = vi.fn();
    render(<MegaMenu categories={{ status: 'error', error: new Error('x') }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(MSG.somethingWentWrong);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

const viewProps = (overrides: Partial<HeaderViewProps> = {}): HeaderViewProps => ({
  mobile: true,
  categories: { status: 'ready', data: sampleCategories },
  onRetryCategories: vi.fn(),
  query: '',
  onQueryChange: vi.fn(),
  suggestions: { status: 'idle' },
  onNavigate: vi.fn(),
  cart: 0,
  wishlist: 0,
  loggedIn: false,
  staff: false,
  ...overrides,
});

describe('HeaderView on mobile', () => {
  it('opens a drawer with search, Shop / Wishlist / Cart and the category tree; no Dashboard for customers', () => {
    render(<HeaderView {...viewProps()} />);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('combobox', { name: 'Search products' })).toBeTruthy();
    expect(path(within(drawer).getByRole('link', { name: 'Shop' }))).toBe('/shop');
    expect(path(within(drawer).getByRole('link', { name: 'Wishlist' }))).toBe('/wishlist');
    expect(path(within(drawer).getByRole('link', { name: 'Cart' }))).toBe('/cart');
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const toggle = within(drawer).getByRole('button', { name: 'Food subcategories' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Ghee & Oils subcategories' }));
    expect(path(within(drawer).getByRole('link', { name: 'A2 Ghee' }))).toBe(routes.category(1111, 'A2 Ghee'));
  });

  it('shows the Dashboard link to staff, in the drawer only', () => {
    render(<HeaderView {...viewProps({ staff: true })} />);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(path(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard');
  });
});

describe('HeaderView: search on a phone', () => {
  it('opens the search box from a labelled header button, focus in the box, with the same suggestions; Escape closes the suggestions, then the search, and focus returns to the button', () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<HeaderView {...viewProps({ onQueryChange })} />);
    const button = screen.getByRole('button', { name: 'Search products' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox')).toBeNull();
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search products' });
    expect(document.activeElement).toBe(input);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(input, { target: { value: 'ghee' } });
    expect(onQueryChange).toHaveBeenCalledWith('ghee');
    rerender(<HeaderView {...viewProps({ onQueryChange, query: 'ghee', suggestions: ready(25, 'ghee') })} />);
    expect(within(dialog).getAllByRole('option')).toHaveLength(4);
    expect(path(within(dialog).getByRole('option', { name: MSG.seeMoreResults }))).toBe(routes.search('ghee'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Search' })).toBe(dialog);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the search when a suggestion is followed', () => {
    render(<HeaderView {...viewProps({ query: 'tea', suggestions: ready(2) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    fireEvent.click(within(dialog).getAllByRole('option')[0]);
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
  });

  it('has no search button on a wide screen, where the search box is in the header', () => {
    render(<HeaderView {...viewProps({ mobile: false })} />);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search products' })).toBeNull();
  });
});

describe('HeaderView: Dashboard on a wide screen', () => {
  it('shows staff and superusers a Dashboard link in the header', () => {
    render(<HeaderView {...viewProps({ mobile: false, loggedIn: true, staff: true })} />);
    expect(path(screen.getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard');
  });

  it('shows customers and visitors none', () => {
    const { rerender } = render(<HeaderView {...viewProps({ mobile: false, loggedIn: true, staff: false })} />);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    rerender(<HeaderView {...viewProps({ mobile: false, loggedIn: false, staff: false })} />);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});

describe('Header (connected)', () => {
  const navigated: string[] = [];
  const onNavigate = (e: Event) => {
    e.preventDefault();
    navigated.push((e as CustomEvent<NavigateDetail>).detail.href);
  };

  beforeEach(() => {
    navigated.length = 0;
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    fake.productList.mockReset();
    fake.categories.mockReset().mockResolvedValue({ status: true, data: sampleCategories });
    fake.refreshCounters.mockReset().mockResolvedValue(undefined);
    fake.ensureVisitor.mockReset().mockResolvedValue('visitor-1');
    $session.set(null);
  });
  afterEach(() => {
    window.removeEventListener(NAVIGATE_EVENT, onNavigate);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for suggestions once, 500 ms after the last keystroke, and shows them', async () => {
    vi.useFakeTimers();
    fake.productList.mockResolvedValue(listResponse(25));
    render(<Header />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'gh' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'ghee' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(fake.productList).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.productList).toHaveBeenCalledTimes(1);
    expect(fake.productList).toHaveBeenCalledWith({ prod_search: 'ghee', page: 1 });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(path(screen.getByRole('option', { name: MSG.seeMoreResults }))).toBe(routes.search('ghee'));
  });

  it('ignores an answer that arrives after a newer search', async () => {
    vi.useFakeTimers();
    let answerOld: (value: ProductListResponse) => void = () => undefined;
    fake.productList
      .mockReturnValueOnce(new Promise<ProductListResponse>((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(listResponse(0));
    render(<Header />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText(MSG.noProductsFound)).toBeTruthy();
    await act(async () => answerOld(listResponse(3)));
    expect(screen.getByText(MSG.noProductsFound)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('goes to the search page on Enter', () => {
    render(<Header />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: 'honey' } });
    fireEvent.submit(input);
    expect(navigated).toEqual([routes.search('honey')]);
  });

  it('refreshes the counters once, after the visitor exists, and shows the store counts', async () => {
    let visitorReady: (id: string) => void = () => undefined;
    fake.ensureVisitor.mockReturnValue(new Promise<string>((resolve) => (visitorReady = resolve)));
    setCartCount(120);
    setWishlistCount(2);
    render(<Header />);
    expect(fake.refreshCounters).not.toHaveBeenCalled();
    await act(async () => visitorReady('v'));
    expect(fake.refreshCounters).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Cart, 120 items' }).textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' }).textContent).toBe('2');
    expect(await screen.findByRole('button', { name: 'Food' })).toBeTruthy();
  });

  it('shows Dashboard in the mobile drawer when the session user is staff', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    $session.set({
      token: 't', first_name: 'Asha', last_name: 'Patel', email: null, phone_no: null, cart_counter: 0, cart_totals: null,
      wishlist_counter: 0, allow_company_list: undefined, is_sose_elite_user: false, is_staff: false, is_superuser: true, id: 1,
    });
    render(<Header />);
    expect(path(screen.getByRole('link', { name: 'My account' }))).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(path(within(drawer).getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard');
    expect(await within(drawer).findByRole('link', { name: 'Food' })).toBeTruthy();
  });
});

describe('Counters (connected)', () => {
  it('follows the counter stores', async () => {
    fake.ensureVisitor.mockResolvedValue('v');
    fake.refreshCounters.mockResolvedValue(undefined);
    setCartCount(3);
    render(<Counters />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).textContent).toBe('3');
    await act(async () => setCartCount(100));
    expect(screen.getByRole('link', { name: 'Cart, 100 items' }).textContent).toBe('99+');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('logout', () => {
  it('offers Logout to a logged-in user and calls back', () => {
    const onLogout = vi.fn();
    render(<CountersView cart={0} wishlist={0} account="profile" onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('offers no Logout to a visitor', () => {
    render(<CountersView cart={0} wishlist={0} account="login" onLogout={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
