import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Review, MSG } from '@so/contract';
import { ErrorState } from '@so/ui';
import { ProductCardView } from '../product-card/index.ts';
import { sampleProduct, sampleProducts, sampleReviews } from '../shared/fixtures.ts';
import { typeInStory, withStyles } from '../shared/storybook.tsx';
import { ProductDetailNotFound, ProductDetailSkeleton, ProductDetailView } from './ProductDetailView.tsx';
import styles from './product-detail.css?inline';

const longReview: Review = {
  name: 'Nisha Iyer',
  rating: 4,
  review:
    'We switched to this ghee for the whole family. The aroma when you warm it is exactly what I remember from home. ' +
    'It is grainy the way bilona ghee should be, and a jar lasts us about three weeks. The packaging was sturdy and it ' +
    'arrived well before the stated date. Only wish it came in a larger size for festival cooking.',
  verified_purchase: true,
};

const meta: Meta<typeof ProductDetailView> = {
  title: 'Catalogue/Product detail',
  component: ProductDetailView,
  decorators: [withStyles(styles)],
  args: {
    product: sampleProduct({
      images: ['/media/products/1-1-640.webp', '/media/products/1-2-640.webp', '/media/products/1-3-640.webp'],
      rating_review_data: [longReview, ...sampleReviews.slice(0, 2)],
      mrp: 92_500,
      net_quantity: '500 ml',
    }),
    wished: false,
    delivery: {
      status: 'ready',
      data: [
        { id: 1, name: 'Standard delivery', duration: 7 },
        { id: 2, name: 'Express delivery', duration: 2 },
      ],
    },
    related: { status: 'ready', data: sampleProducts(8).map((p) => ({ ...p, id: p.id + 100 })) },
    renderCard: (p) => <ProductCardView product={p} wished={false} onAddToCart={() => undefined} onToggleWishlist={() => undefined} />,
    shareUrl: 'https://store.example/products/1/a2-desi-cow-ghee-500-ml',
    mobile: false,
    onAddToCart: () => undefined,
    onBuyNow: () => undefined,
    onToggleWishlist: () => undefined,
    onCopyLink: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ProductDetailView>;

/** Below its MRP: the MRP struck through with the saving in percent, and the net quantity. */
export const Full: Story = {};
/** Sold at its MRP: "MRP ₹… (incl. of all taxes)". */
export const AtMrp: Story = { args: { product: sampleProduct({ mrp: 78_750, net_quantity: '500 ml' }) } };
/** A backend that sends neither MRP nor net quantity: the price "Inclusive of all taxes" alone. */
export const WithoutMrp: Story = { args: { product: sampleProduct() } };
export const Wished: Story = { args: { wished: true } };
export const Loading: Story = { render: () => <ProductDetailSkeleton /> };
export const Error: Story = {
  render: () => (
    <div className="pd container">
      <ErrorState title={MSG.productDetailFailed} />
    </div>
  ),
};
export const OutOfStock: Story = { args: { product: sampleProduct({ available_stock_quantity: null }) } };
export const LowStock: Story = { args: { product: sampleProduct({ available_stock_quantity: 4 }) } };
/** 15 typed with 8 in stock: the quantity becomes 8 and the page says why. */
export const QuantityClamped: Story = {
  args: { product: sampleProduct({ available_stock_quantity: 8 }) },
  play: ({ canvasElement }) => typeInStory(canvasElement, 'input[type="number"]', '15'),
};
export const NoReviews: Story = {
  args: { product: sampleProduct({ average_rating: null, rating_review_data: [], benefits: [], images: [] }) },
};
export const FewReviews: Story = {
  args: {
    product: sampleProduct({
      average_rating: { average_rating: 4.7, star_distribution: { '5': 2, '4': 1 }, review_count: 3 },
      rating_review_data: sampleReviews.slice(0, 3),
    }),
  },
};
export const ManyReviews: Story = {
  args: {
    product: sampleProduct({
      average_rating: { average_rating: 4.2, star_distribution: { '5': 120, '4': 61, '3': 20, '2': 9, '1': 4 }, review_count: 214 },
      rating_review_data: [longReview, ...sampleReviews],
    }),
  },
};
export const DeliveryOptionsLoading: Story = { args: { delivery: { status: 'loading' } } };
export const DeliveryOptionsError: Story = { args: { delivery: { status: 'error', error: new globalThis.Error('500') } } };
export const RelatedLoading: Story = { args: { related: { status: 'loading' } } };
export const RelatedError: Story = { args: { related: { status: 'error', error: new globalThis.Error('500') } } };
export const Phone: Story = { args: { mobile: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** The Write review button (the connected page checks the login, then opens the dialog). */
export const WithWriteReview: Story = { args: { onWriteReview: () => undefined } };
/** An id that names no product (`/products/abc/x`, `product-id="0"`, or unknown to the server). */
export const NotFound: Story = { render: () => <ProductDetailNotFound /> };
/** Subscribe beside Buy now (the connected page asks visitors to log in, then opens the subscribe dialog). */
export const WithSubscribe: Story = { args: { onSubscribe: () => undefined } };
/** Out of stock: Subscribe is disabled with Add to cart and Buy now, and OUT OF STOCK says why. */
export const SubscribeOutOfStock: Story = { args: { onSubscribe: () => undefined, product: sampleProduct({ available_stock_quantity: 0 }) } };
