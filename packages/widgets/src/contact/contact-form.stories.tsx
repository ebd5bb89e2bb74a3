import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER, MSG } from '@so/contract';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { CaptchaView, type CaptchaState } from '../shared/Captcha.tsx';
import { noPlaces, PlaceFieldsView, type PlaceValues } from '../shared/PlaceFields.tsx';
import { withStyles } from '../shared/storybook.tsx';
import { ContactFormView } from './ContactFormView.tsx';
import { emptyInquiry, validateInquiry, type InquiryValues } from './inquiry.ts';
import styles from './contact.css?inline';

const noop = () => undefined;

/** The country field as the connected form shows it, with the sample countries. */
function places(value: PlaceValues, options: { error?: string; search?: string; failed?: boolean } = {}) {
  const shown = options.search ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(options.search?.toLowerCase() ?? '')) : sampleCountries;
  return (
    <PlaceFieldsView
      fields="country"
      requiredMarks
      value={value}
      onChange={noop}
      errors={{ country: options.error }}
      countries={options.failed ? [] : shown}
      countriesFailed={options.failed}
      onRetryCountries={noop}
      countrySearch={options.search ?? ''}
      onCountrySearch={noop}
      states={[]}
      cities={[]}
    />
  );
}

const captcha = (state: CaptchaState, error?: string) => <CaptchaView state={state} onStart={noop} error={error} />;

const india: PlaceValues = { ...noPlaces(), country: { id: 104, name: 'India' }, callingCode: '+91' };
const uae: PlaceValues = { ...noPlaces(), country: { id: 233, name: 'United Arab Emirates' }, callingCode: '+971' };
const filled: InquiryValues = {
  company: 'Green Leaf Foods',
  name: 'Asha Patel',
  email: 'asha@greenleaf.example',
  subject: 'Monthly order of A2 ghee',
  phone: '9812345678',
  inquiry_description: 'We run two cafés in Vadodara and would like 50 kg of A2 cow ghee every month. Please share your bulk prices and delivery days.',
};
const emptyErrors = validateInquiry(emptyInquiry(), noPlaces());

const meta: Meta<typeof ContactFormView> = {
  title: 'Content pages/Contact Us inquiry form',
  component: ContactFormView,
  decorators: [withStyles(styles)],
  args: {
    values: emptyInquiry(),
    callingCode: '+91',
    errors: {},
    status: 'idle',
    message: null,
    captchaSolved: false,
    onChange: noop,
    onSubmit: noop,
    places: places(noPlaces()),
    captcha: captcha('idle'),
  },
};
export default meta;
type Story = StoryObj<typeof ContactFormView>;

/** Nothing typed: Send disabled, "Please complete reCAPTCHA first" beside it. */
export const Empty: Story = {};
/** Sent empty once the captcha was solved: every field's message, the first field focused. */
export const ErrorsShown: Story = {
  args: { errors: emptyErrors, places: places(noPlaces(), { error: emptyErrors.country }), captcha: captcha('verified'), captchaSolved: true },
};
/** Everything typed, India chosen, the captcha solved: Send enabled. */
export const CaptchaSolved: Story = { args: { values: filled, places: places(india), captcha: captcha('verified'), captchaSolved: true } };
/** A number abroad: the chosen country's calling code before the digits. */
export const OtherCountry: Story = {
  args: { values: { ...filled, phone: '501234567' }, callingCode: '+971', places: places(uae, { search: 'un' }), captcha: captcha('verified'), captchaSolved: true },
};
export const Sending: Story = {
  args: { values: filled, places: places(india), captcha: captcha('verified'), captchaSolved: true, status: 'sending' },
};
/** The server's thanks under the form (and as a toast); the form emptied, a fresh captcha. */
export const Sent: Story = { args: { status: 'sent', message: MSG.inquirySent } };
/** The server refused some fields (400): their messages, the typing kept, a fresh captcha. */
export const ServerRefusedFields: Story = {
  args: {
    values: filled,
    places: places(india, { error: ANSWER.unknownCountry }),
    errors: { country: ANSWER.unknownCountry },
    captcha: captcha('idle'),
  },
};
/** The server refused the captcha: "reCAPTCHA verification failed" at a fresh one. */
export const CaptchaRefused: Story = {
  args: { values: filled, places: places(india), errors: { captcha: MSG.recaptchaFailed }, captcha: captcha('idle', MSG.recaptchaFailed) },
};
/** Too many enquiries, a server error or no network: "Failed to send inquiry" and the server's message. */
export const Failed: Story = {
  args: { values: filled, places: places(india), captcha: captcha('idle'), status: 'failed', message: ANSWER.tooManyEnquiries },
};
/** The country list could not be loaded: "Unable to load countries" with Try again. */
export const CountriesFailed: Story = { args: { places: places(noPlaces(), { failed: true }) } };
export const Phone: Story = {
  args: { values: filled, places: places(india), captcha: captcha('verified'), captchaSolved: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** A phone's width with every message shown: nothing wider than the screen. */
export const PhoneWithErrors: Story = {
  args: ErrorsShown.args,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
