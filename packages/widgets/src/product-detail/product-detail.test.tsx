import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@so/api';
import { type DeliveryOption, type Product, type RelatedResponse, MSG } from '@so/contract';
import { $pageMeta, $session, $toasts } from '@so/stores';
import type { AsyncState } from '@so/ui';
import { sampleProduct, sampleProducts, sampleReviews, sampleUser } from '../shared/fixtures.ts';
import { ProductDetail, relatedList } from './ProductDetail.tsx';
import { ProductDetailView, type ProductDetailViewProps } from './ProductDetailView.tsx';
import { checkQuantity } from './quantity.ts';
import { NOTIFY_ME_COPY } from '../notify-me/index.ts';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  addToCart: vi.fn(async (_id: number, _qty: number) => true),
  toggleWishlist: vi.fn(async (_id: number) => true as boolean | null),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  addToCart: fake.addToCart,
  toggleWishlist: fake.toggleWishlist,
}));

const options: DeliveryOption[] = [
  { id: 1, name: 'Standard', duration: 7 },
  { id: 2, name: 'Express', duration: 2 },
];

function view(overrides: Partial<ProductDetailViewProps> = {}) {
  const props: ProductDetailViewProps = {
    product: sampleProduct({ id: 7 }),
    wished: false,
    delivery: { status: 'ready', data: options },
    related: { status: 'ready', data: [] },
    renderCard: (p) => <p>{p.name}</p>,
    shareUrl: 'https://store.example/products/7/a2-desi-cow-ghee-500-ml',
    onAddToCart: vi.fn(),
    onToggleWishlist: vi.fn(),
    onCopyLink: vi.fn(),
    ...overrides,
  };
  render(<ProductDetailView {...props} />);
  return props;
}

const quantityInput = () => screen.getByLabelText('Quantity') as HTMLInputElement;
/** The page's own Add to cart (related product cards, later in the page, have theirs). */
const addButton = () => screen.getAllByRole('button', { name: MSG.addToCart })[0] as HTMLButtonElement;

function relatedResponse(related: Product[], other: Product[]): RelatedResponse {
  return { status: true, RelatedOtherProducts: [{ related_product_details: related, other_product_details: other }] };
}

beforeEach(() => {
  fake.addToCart.mockClear();
  fake.toggleWishlist.mockClear();
  $toasts.set([]);
});

describe('checkQuantity', () => {
  it('accepts 1..stock and refuses the rest with the store texts', () => {
    expect(checkQuantity('4', 4)).toEqual({ ok: true, quantity: 4 });
    expect(checkQuantity('5', 4)).toEqual({ ok: false, title: MSG.invalidQuantity, description: MSG.maximumUnits(4) });
    expect(checkQuantity('0', 4)).toEqual({ ok: false, title: MSG.invalidQuantity });
    expect(checkQuantity('abc', 4)).toEqual({ ok: false, title: MSG.invalidQuantity });
    expect(checkQuantity('1.5', 4)).toEqual({ ok: false, title: MSG.invalidQuantity });
  });
});

describe('ProductDetailView', () => {
  it('shows the breadcrumb, title, price with the tax note, brand link, tags and benefits', () => {
    view();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Product' }).getAttribute('href')).toMatch(/\/shop$/);
    expect(screen.getByRole('heading', { level: 1, name: 'A2 Desi Cow Ghee 500 ml' })).toBeTruthy();
    expect(screen.getByText('₹787.50')).toBeTruthy();
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sattvic Farms' }).getAttribute('href')).toMatch(/\/shop\?page=1&brand=1&brand_name=Sattvic%20Farms$/);
    expect(screen.getByText('Best Seller')).toBeTruthy();
    expect(screen.getByText('Bilona churned')).toBeTruthy();
  });

  it('states one delivery time, the stated 4-7 days, and shows the delivery options as subscription schedules', () => {
    view();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Delivery in 4-7 days')).toBeTruthy();
    const schedules = within(delivery).getByRole('list', { name: 'Subscription deliveries' });
    expect(within(schedules).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Standardevery 7 days', 'Expressevery 2 days']);
    // No second delivery time ("Express 2 days") contradicting the stated one.
    expect(within(delivery).queryByText(/^\d+(-\d+)? days?$/)).toBeNull();
    expect(delivery.textContent?.match(/(every )?\d+(-\d+)? days?/g)).toEqual(['4-7 days', 'every 7 days', 'every 2 days']);
  });

  it('clamps a quantity typed above stock to the stock, says why in an alert tied to the input, and adds the stock', () => {
    const props = view({ product: sampleProduct({ available_stock_quantity: 8 }) });
    fireEvent.change(quantityInput(), { target: { value: '15' } });
    expect(quantityInput().value).toBe('8');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(MSG.invalidQuantity)).toBeTruthy();
    expect(within(alert).getByText('Maximum 8 units available')).toBeTruthy();
    expect(quantityInput().getAttribute('aria-describedby')).toBe(alert.id);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(addButton());
    expect(props.onAddToCart).toHaveBeenCalledWith(8);
    // The message stays until the shopper changes the quantity again.
    expect(screen.getByRole('alert').textContent).toContain('Maximum 8 units available');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantityInput().value).toBe('7');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clamps again when the quantity is already at the stock', () => {
    view({ product: sampleProduct({ available_stock_quantity: 8 }) });
    fireEvent.change(quantityInput(), { target: { value: '8' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(quantityInput(), { target: { value: '80' } });
    expect(quantityInput().value).toBe('8');
    expect(within(screen.getByRole('alert')).getByText('Maximum 8 units available')).toBeTruthy();
  });

  it('refuses non-numbers and quantities below 1', () => {
    const props = view();
    fireEvent.change(quantityInput(), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe(MSG.invalidQuantity);
    fireEvent.change(quantityInput(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe(MSG.invalidQuantity);
    expect(props.onAddToCart).not.toHaveBeenCalled();
  });

  it('adds a quantity within stock', () => {
    const props = view({ product: sampleProduct({ available_stock_quantity: 4 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(addButton());
    expect(props.onAddToCart).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows OUT OF STOCK and disables Add to cart when stock is null or 0', () => {
    view({ product: sampleProduct({ available_stock_quantity: null }) });
    expect(screen.getByText(MSG.outOfStock)).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    expect(quantityInput().disabled).toBe(true);
  });

  it('treats stock 0 as out of stock', () => {
    const props = view({ product: sampleProduct({ available_stock_quantity: 0 }) });
    expect(screen.getByText(MSG.outOfStock)).toBeTruthy();
    fireEvent.click(addButton());
    expect(addButton().disabled).toBe(true);
    expect(props.onAddToCart).not.toHaveBeenCalled();
  });

  it('shows the rating summary, up to 3 reviews and View all only above 3 reviews', () => {
    const product = sampleProduct({ id: 7, rating_review_data: sampleReviews });
    view({ product });
    expect(screen.getByText('4.4')).toBeTruthy();
    expect(screen.getAllByText('16 reviews').length).toBeGreaterThan(0);
    const dist = screen.getByRole('list', { name: 'Ratings by star' });
    expect(within(dist).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['5 stars: 510', '4 stars: 44', '3 stars: 31', '2 stars: 20', '1 star: 11']);
    expect(screen.getByText('Rohan Mehta')).toBeTruthy();
    expect(screen.getByText('Meera Shah')).toBeTruthy();
    expect(screen.queryByText('Kiran Desai')).toBeNull();
    expect(screen.getByRole('link', { name: /View all/ }).getAttribute('href')).toMatch(/\/products\/7\/reviews\/a2-desi-cow-ghee-500-ml$/);
  });

  it('hides View all at 3 reviews or fewer', () => {
    const product = sampleProduct({
      rating_review_data: sampleReviews.slice(0, 3),
      average_rating: { average_rating: 4.7, star_distribution: { '5': 2, '4': 1 }, review_count: 3 },
    });
    view({ product });
    expect(screen.getByText('Meera Shah')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('says there are no reviews yet', () => {
    view({ product: sampleProduct({ average_rating: null, rating_review_data: [] }) });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('shows the delivery options error text', () => {
    view({ delivery: { status: 'error', error: new Error('x') } });
    expect(screen.getByText(MSG.deliveryOptionsFailed)).toBeTruthy();
    expect(screen.getByText(MSG.deliveryOptionsRefresh)).toBeTruthy();
  });

  it('renders related products in a carousel', () => {
    view({ related: { status: 'ready', data: sampleProducts(3) } });
    const carousel = screen.getByRole('region', { name: 'Related products' });
    expect(within(carousel).getByText('Raw Forest Honey')).toBeTruthy();
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
  });

  it('shows the related products error text', () => {
    const failed: AsyncState<readonly Product[]> = { status: 'error', error: new Error('x') };
    view({ related: failed });
    expect(screen.getByText(MSG.relatedFailed)).toBeTruthy();
  });

  it('switches the main image with the thumbnails, by click and arrow keys', () => {
    view({ product: sampleProduct({ id: 7, image1: '/media/products/7-1-640.webp', images: ['/media/products/7-1-640.webp', '/media/products/7-2-640.webp', '/media/products/7-3-640.webp'] }) });
    expect(screen.getByRole('img', { name: 'A2 Desi Cow Ghee 500 ml, image 1 of 3' }).getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.getByRole('img', { name: 'A2 Desi Cow Ghee 500 ml, image 2 of 3' }).getAttribute('src')).toMatch(/7-2-640\.webp$/);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show image 2 of 3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show image 3 of 3' }));
  });

  it('offers share links and a pressed wishlist heart', () => {
    const props = view({ wished: true });
    const url = encodeURIComponent('https://store.example/products/7/a2-desi-cow-ghee-500-ml');
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=A2%20Desi%20Cow%20Ghee%20500%20ml&body=/);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(`https://wa.me/?text=`);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(url);
    expect(screen.getByRole('link', { name: 'Share on Messenger' }).getAttribute('href')).toContain(`https://www.facebook.com/dialog/send?link=${url}`);
    const heart = screen.getByRole('button', { name: 'Wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(props.onToggleWishlist).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(props.onCopyLink).toHaveBeenCalledTimes(1);
  });

  it('shares through the Messenger app on phones', () => {
    view({ mobile: true });
    expect(screen.getByRole('link', { name: 'Share on Messenger' }).getAttribute('href')).toMatch(/^fb-messenger:\/\/share\?link=https%3A/);
  });
});

describe('relatedList', () => {
  it('puts related before other products, once each, without the product itself', () => {
    const [a, b, c] = sampleProducts(3);
    const list = relatedList(relatedResponse([b, a], [c, b]), a.id);
    expect(list.map((p) => p.id)).toEqual([b.id, c.id]);
  });
});

describe('ProductDetail (connected)', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    fake.api = {
      product: vi.fn(async (id: number) => ({ status: true, data: sampleProduct({ id, available_stock_quantity: 4, rating_review_data: sampleReviews }) })),
      deliveryOptions: vi.fn(async () => ({ status: true, data: options })),
      relatedProducts: vi.fn(async () => relatedResponse(sampleProducts(2), [])),
    };
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the product and adds the chosen quantity to the cart', async () => {
    render(<ProductDetail productId={7} />);
    expect(screen.getByText('Loading product')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'A2 Desi Cow Ghee 500 ml' });
    expect(fake.api.product).toHaveBeenCalledWith(7);
    fireEvent.change(quantityInput(), { target: { value: '2' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(fake.addToCart).toHaveBeenCalledWith(7, 2));
  });

  it('offers Notify me only when out of stock, saying by which channel the shopper will be told', async () => {
    fake.api.product = vi.fn(async (id: number) => ({ status: true, data: sampleProduct({ id, available_stock_quantity: 0 }) }));
    fake.api.preferences = vi.fn(async () => ({
      status: true,
      data: { consents: [{ channel: 'email', granted: true, recorded_at: '2026-11-20T10:00:00.000Z', source: 'profile' }], history: [] },
    }));
    const notifyMe = vi.fn(async (productId: number) => ({ status: true, data: { product_id: productId, channels: ['email'] } }));
    fake.api.notifyMe = notifyMe;
    act(() => $session.set(sampleUser()));
    render(<ProductDetail productId={7} />);
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeBy('e-mail'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.notifyMe }));
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeSaved('e-mail'))).toBeTruthy();
    expect(notifyMe).toHaveBeenCalledWith(7);
    act(() => $session.set(null));
  });

  it('offers no Notify me for a product in stock', async () => {
    render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: NOTIFY_ME_COPY.notifyMe })).toBeNull();
  });

  it('sends the stock, never more, when more was typed', async () => {
    render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(quantityInput(), { target: { value: '5' } });
    fireEvent.click(addButton());
    expect(screen.getByText('Maximum 4 units available')).toBeTruthy();
    await waitFor(() => expect(fake.addToCart).toHaveBeenCalledWith(7, 4));
  });

  it("publishes the product's metatitle and meta description for the page, and withdraws them when the page goes", async () => {
    history.replaceState(null, '', '/products/7/a2-desi-cow-ghee-500-ml');
    fake.api.product = vi.fn(async (id: number) => ({
      status: true,
      data: sampleProduct({
        id,
        website_description: { description: 'Ghee', metatitle: 'A2 Desi Cow Ghee 500 ml | SO Organic Store', metadescription: 'Hand-churned A2 ghee', metakeywords: 'a2 ghee' },
      }),
    }));
    const { unmount } = render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect($pageMeta.get()).toEqual({
        path: '/products/7/a2-desi-cow-ghee-500-ml',
        tags: { title: 'A2 Desi Cow Ghee 500 ml | SO Organic Store', description: 'Hand-churned A2 ghee', keywords: 'a2 ghee' },
      }),
    );
    unmount();
    expect($pageMeta.get()).toBeNull();
  });

  it('titles the page with the product name when the product has no metatitle', async () => {
    render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect($pageMeta.get()?.tags.title).toBe('A2 Desi Cow Ghee 500 ml'));
  });

  it('renders related products as product cards', async () => {
    render(<ProductDetail productId={7} />);
    const carousel = await screen.findByRole('region', { name: 'Related products' });
    expect(within(carousel).getByRole('link', { name: 'Raw Forest Honey' }).getAttribute('href')).toMatch(/\/products\/2\/raw-forest-honey$/);
    expect(fake.api.relatedProducts).toHaveBeenCalledWith(7);
  });

  it('toasts Link copied after copying the product URL', async () => {
    writeText.mockResolvedValue(undefined);
    render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\/.+\/products\/7\/a2-desi-cow-ghee-500-ml$/));
    expect($toasts.get().map((t) => [t.kind, t.title])).toEqual([['success', MSG.linkCopied]]);
  });

  it('toasts Failed to copy when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect($toasts.get().map((t) => [t.kind, t.title])).toEqual([['error', MSG.copyFailed]]);
  });

  it('shows the store error when the product cannot be loaded', async () => {
    fake.api.product = vi.fn(async () => {
      throw new Error('500');
    });
    render(<ProductDetail productId={7} />);
    expect(await screen.findByText(MSG.productDetailFailed)).toBeTruthy();
  });

  it('shows the delivery options error text when they fail to load', async () => {
    fake.api.deliveryOptions = vi.fn(async () => {
      throw new Error('500');
    });
    render(<ProductDetail productId={7} />);
    expect(await screen.findByText(MSG.deliveryOptionsFailed)).toBeTruthy();
    expect(screen.getByText(MSG.deliveryOptionsRefresh)).toBeTruthy();
  });
});
