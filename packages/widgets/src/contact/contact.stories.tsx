import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { withStyles } from '../shared/storybook.tsx';
import { ContactUsView } from './ContactUsView.tsx';
import styles from './contact.css?inline';

const meta: Meta<typeof ContactUsView> = {
  title: 'Content pages/Contact Us',
  component: ContactUsView,
  decorators: [withStyles(styles)],
  args: { text: { status: 'shipped' }, phones: [STORE_CONTACTS.phone], email: STORE_CONTACTS.email },
};
export default meta;
type Story = StoryObj<typeof ContactUsView>;

/** The shipped intro, customer care with its hours, the registered office and the help links. */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text replace the intro and office; customer care stays. */
export const StaffText: Story = {
  args: {
    text: {
      status: 'staff',
      page: {
        slug: 'contact-us',
        title: 'Talk to us',
        content:
          '<p>We answer every call and e-mail within one working day.</p><h2>Our office</h2><p>SO Organic Store<br>3rd Floor, Sahajanand Complex, C G Road<br>Navrangpura, Ahmedabad 380009</p>',
      },
    },
  },
};
export const Loading: Story = { args: { text: { status: 'loading' } } };
/** A franchise page giving its own numbers and mailbox (the `phone` and `email` attributes). */
export const OwnContacts: Story = { args: { phones: ['+91 98250 12345', '+91 79 2656 0000'], email: 'franchise@soorganicstore.in' } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
