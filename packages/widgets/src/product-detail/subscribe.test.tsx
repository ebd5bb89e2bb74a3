import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { type Product, MSG } from '@so/contract';
import { $loginDialog, $session, $toasts, isSubscriptionCheckoutState } from '@so/stores';
import { sampleProduct } from '../shared/fixtures.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { PRODUCT_COPY } from './copy.ts';
import { ProductDetail } from './ProductDetail.tsx';
import { subscriptionQuote } from './subscribe.ts';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { state?: unknown }) => undefined),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  navigate: fake.navigate,
}));

const options = [
  { id: 1, name: 'Standard', duration: 7 },
  { id: 3, name: 'Monthly', duration: 30 },
];

function fakeApi(product: Partial<Product> = {}, overrides: Record<string, unknown> = {}) {
  fake.api = {
    product: vi.fn(async (id: number) => ({ status: true, data: sampleProduct({ id, available_stock_quantity: 4, rating_review_data: [], ...product }) })),
    deliveryOptions: vi.fn(async () => ({ status: true, data: options })),
    relatedProducts: vi.fn(async () => ({ status: true, RelatedOtherProducts: [] })),
    // The store's discount is a setting: 10 % here, not the 5 % default.
    plansInfo: vi.fn(async () => ({ status: true, data: { elite_plan_price: 19900, elite_plan_months: 1, subscription_discount_percent: 10 } })),
    ...overrides,
  };
}

async function page() {
  render(<ProductDetail productId={7} />);
  await screen.findByRole('heading', { level: 1 });
}

const subscribeButton = () => screen.getByRole('button', { name: PRODUCT_COPY.subscribe }) as HTMLButtonElement;
const dialog = () => screen.getByRole('dialog', { name: PRODUCT_COPY.subscribeTitle });
const optionGroup = () => within(dialog()).getByRole('group', { name: PRODUCT_COPY.deliveryOption });
const confirmButton = () => within(dialog()).getByRole('button', { name: PRODUCT_COPY.proceedToCheckout }) as HTMLButtonElement;
const dialogQuantity = () => within(dialog()).getByLabelText(PRODUCT_COPY.subscriptionQuantity) as HTMLInputElement;
const priceBox = () => dialog().querySelector('[part="subscription-price"]');

async function openDialog() {
  fireEvent.click(subscribeButton());
  // The dialog's code loads on the first ask.
  await screen.findByRole('dialog', { name: PRODUCT_COPY.subscribeTitle });
  await within(dialog()).findByRole('radio', { name: /Standard/ });
  await within(dialog()).findByText(PRODUCT_COPY.percentOff(10));
}

beforeEach(() => {
  fakeApi();
  fake.navigate.mockClear();
  resetShopper();
});

describe('Subscribe on the product page', () => {
  it('is disabled for a product out of stock (0 or none), which says OUT OF STOCK', async () => {
    fakeApi({ available_stock_quantity: 0 });
    await page();
    expect(subscribeButton().disabled).toBe(true);
    const describedBy = subscribeButton().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MSG.outOfStock);
  });

  it('is disabled when the stock is unknown (null), and enabled with stock', async () => {
    fakeApi({ available_stock_quantity: null });
    const first = render(<ProductDetail productId={7} />);
    await screen.findByRole('heading', { level: 1 });
    expect(subscribeButton().disabled).toBe(true);
    first.unmount();

    fakeApi({ available_stock_quantity: 4 });
    await page();
    expect(subscribeButton().disabled).toBe(false);
  });

  it('asks visitors to log in to subscribe and opens no dialog', async () => {
    $session.set(null);
    await page();
    fireEvent.click(subscribeButton());
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.loginToSubscribe]));
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToSubscribe });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.api.plansInfo).not.toHaveBeenCalled();
  });

  it('opens the dialog with the delivery options, the page quantity and the price with the store discount', async () => {
    await page();
    fireEvent.change(screen.getByLabelText(PRODUCT_COPY.quantity), { target: { value: '2' } });
    await openDialog();
    expect(within(optionGroup()).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Standardevery 7 days', 'Monthlyevery 30 days']);
    expect(dialogQuantity().value).toBe('2');
    // ₹787.50 less 10 % = ₹708.75 a unit; 2 units ₹1,417.50 per delivery.
    const price = priceBox();
    expect(within(dialog()).getByText('₹787.50').closest('s')).not.toBeNull();
    expect(price?.textContent).toContain(`${PRODUCT_COPY.subscriptionPrice} ₹708.75`);
    expect(price?.textContent).toContain(`${PRODUCT_COPY.perDelivery} ₹1,417.50`);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Increase quantity' }));
    expect(priceBox()?.textContent).toContain(`${PRODUCT_COPY.perDelivery} ₹2,126.25`);
    expect(dialog().textContent).toContain(PRODUCT_COPY.automaticPayment);
  });

  it('keeps the dialog quantity within the stock', async () => {
    await page();
    await openDialog();
    fireEvent.change(dialogQuantity(), { target: { value: '9' } });
    expect(dialogQuantity().value).toBe('4');
    expect(within(dialog()).getByRole('alert').textContent).toContain(MSG.maximumUnits(4));
  });

  it('requires a delivery option before going on', async () => {
    await page();
    await openDialog();
    fireEvent.click(confirmButton());
    expect(within(optionGroup()).getByRole('alert').textContent).toBe(PRODUCT_COPY.deliveryOptionRequired);
    expect(document.activeElement).toBe(within(optionGroup()).getAllByRole('radio')[0]);
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('goes to checkout with the subscription as navigation state and closes the dialog', async () => {
    await page();
    await openDialog();
    fireEvent.click(within(optionGroup()).getByRole('radio', { name: /Monthly/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(confirmButton());
    const state = {
      subscription: {
        product_id: 7,
        product_name: 'A2 Desi Cow Ghee 500 ml',
        image: '/media/products/1007-1-640.webp',
        quantity: 2,
        delivery_option: { id: 3, name: 'Monthly', duration: 30 },
        unit_price: 78750,
        unit_gst: 3750,
        discount_percent: 10,
      },
    };
    expect(fake.navigate).toHaveBeenCalledWith('/checkout', { state });
    expect(isSubscriptionCheckoutState(state)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the delivery options failed to load and leaves the choice empty', async () => {
    fakeApi({}, {
      deliveryOptions: vi.fn(async () => {
        throw new ApiError(MSG.somethingWentWrong, 500);
      }),
    });
    await page();
    fireEvent.click(subscribeButton());
    await waitFor(() => expect($toasts.get().map((t) => [t.title, t.description])).toEqual([[MSG.deliveryOptionsFailed, MSG.deliveryOptionsRefresh]]));
    expect(within(optionGroup()).queryAllByRole('radio')).toHaveLength(0);
    expect(confirmButton().disabled).toBe(true);
  });

  it('refuses a subscription of ₹250 or less per delivery', async () => {
    fakeApi({ name: 'Tulsi Green Tea', product_price: 19900, gst_amount: 948 });
    await page();
    await openDialog();
    expect(within(dialog()).getByRole('alert').textContent).toBe(MSG.minimumOrderValue);
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });
});

describe('subscriptionQuote', () => {
  it('takes the discount off each unit, rounded to the paisa, and multiplies by the quantity', () => {
    expect(subscriptionQuote(54880, 5, 2)).toEqual({ unit: 54880, subscriptionUnit: 52136, perDelivery: 104272 });
    expect(subscriptionQuote(15680, 5, 3)).toEqual({ unit: 15680, subscriptionUnit: 14896, perDelivery: 44688 });
    expect(subscriptionQuote(99, 5, 1).subscriptionUnit).toBe(94);
    expect(subscriptionQuote(78750, 0, 1).subscriptionUnit).toBe(78750);
  });
});
