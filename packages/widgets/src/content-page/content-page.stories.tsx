import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentPage } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { ContentPageNotFound, ContentPageView } from './ContentPageView.tsx';
import styles from './content-page.css?inline';
import { CONTENT_PAGE_DOCUMENTS } from './documents.ts';

/** A shipping policy as the store's staff might write it (PUT /staff/content-pages/shipping-policy/). */
const staffPage: ContentPage = {
  slug: 'shipping-policy',
  title: 'Shipping and Delivery',
  content:
    '<p>From 1 December our Ahmedabad orders go out twice a day.</p><h2>Delivery times</h2><ul><li>Ahmedabad: 2 working days</li><li>Elsewhere in India: 5–6 working days</li></ul><h2>Festive season</h2><p>Orders placed during Diwali week may take one extra day.</p>',
  meta_title: 'Shipping and Delivery | SO Organic Store',
  updated_at: '2026-12-01T10:30:00+05:30',
};

const meta: Meta<typeof ContentPageView> = {
  title: 'Content/Content page',
  component: ContentPageView,
  decorators: [withStyles(styles)],
  args: { document: CONTENT_PAGE_DOCUMENTS['about-us'], text: { status: 'shipped' } },
};
export default meta;
type Story = StoryObj<typeof ContentPageView>;

export const AboutUs: Story = {};
export const InspireAndSupport: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['inspire-and-support'] } };
export const TermsAndConditions: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['terms-and-conditions'] } };
export const ShippingPolicy: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['shipping-policy'] } };
export const ReturnAndRefundPolicy: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['return-and-refund-policy'] } };
export const PrivacyPolicy: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['privacy-policy'] } };
/** The staff wrote the shipping policy: their title and text replace the shipped ones; the customer-care card stays. */
export const StaffText: Story = {
  args: { document: CONTENT_PAGE_DOCUMENTS['shipping-policy'], text: { status: 'staff', page: staffPage } },
};
/** GET /content-pages/{slug}/ on its way: a skeleton where the text goes. */
export const Loading: Story = { args: { document: CONTENT_PAGE_DOCUMENTS['shipping-policy'], text: { status: 'loading' } } };
/** A missing or unknown `page`. */
export const NotFound: Story = { render: () => <ContentPageNotFound /> };
export const Phone: Story = {
  args: { document: CONTENT_PAGE_DOCUMENTS['terms-and-conditions'] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
