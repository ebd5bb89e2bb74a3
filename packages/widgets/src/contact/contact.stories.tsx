import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { withStyles } from '../shared/storybook.tsx';
import { noPlaces, PlaceFieldsView } from '../shared/PlaceFields.tsx';
import { CaptchaView } from '../shared/Captcha.tsx';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { ContactFormView } from './ContactFormView.tsx';
import { ContactUsView } from './ContactUsView.tsx';
import { emptyInquiry } from './inquiry.ts';
import styles from './contact.css?inline';

const noop = () => undefined;

/** The inquiry form as it first shows (its states: Content pages/Contact Us inquiry form). */
const form = (
  <ContactFormView
    values={emptyInquiry()}
    callingCode="+91"
    errors={{}}
    status="idle"
    captchaSolved={false}
    onChange={noop}
    onSubmit={noop}
    places={
      <PlaceFieldsView
        fields="country"
        requiredMarks
        value={noPlaces()}
        onChange={noop}
        countries={sampleCountries}
        countrySearch=""
        onCountrySearch={noop}
        states={[]}
        cities={[]}
      />
    }
    captcha={<CaptchaView state="idle" onStart={noop} />}
  />
);

const meta: Meta<typeof ContactUsView> = {
  title: 'Content pages/Contact Us',
  component: ContactUsView,
  decorators: [withStyles(styles)],
  args: { text: { status: 'shipped' }, phones: [STORE_CONTACTS.phone], email: STORE_CONTACTS.email, form },
};
export default meta;
type Story = StoryObj<typeof ContactUsView>;

/** The shipped intro, customer care with its hours, the registered office, the help links and the inquiry form. */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text replace the intro and office; customer care and the form stay. */
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
