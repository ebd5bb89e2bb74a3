import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER, MSG } from '@so/contract';
import { emptySendErrors, filledLead, leadState } from '../shared/lead-fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { EXPORT_RULES } from './ExportEnquiry.tsx';
import { ExportEnquiryView } from './ExportEnquiryView.tsx';
import styles from './exports.css?inline';

const meta: Meta<typeof ExportEnquiryView> = {
  title: 'Enquiries/Export enquiry',
  component: ExportEnquiryView,
  decorators: [withStyles(styles)],
  args: leadState(11),
};
export default meta;
type Story = StoryObj<typeof ExportEnquiryView>;

const filled = filledLead(
  [
    'Basmati rice, turmeric and cumin, and A2 ghee.',
    'The UAE and Oman first, then Germany.',
    'Two 20 ft containers in the first year.',
    'We hold an IEC; our APEDA registration is in process.',
    'NPOP (India Organic) through our farmer group; we are applying for EU Organic.',
    'Not yet; we sell in India through our own stores.',
    'Packaging and labelling for the Gulf, and lab testing.',
    'Under our own brand.',
    'Within six months.',
    'At the organic trade fair in Ahmedabad.',
    'We would like samples before the first order.',
  ],
  '10_to_25_cr',
);

/** Nothing filled in: Send disabled until the consent box is ticked. */
export const Empty: Story = {};
/** Sent empty (consent ticked): every required field's message beside it. */
export const Errors: Story = { args: { ...leadState(11, { errors: emptySendErrors(EXPORT_RULES), consented: true }) } };
/** Everything filled in and the consent box ticked: Send enabled. */
export const FilledWithConsent: Story = { args: { ...leadState(11, { values: filled, consented: true }) } };
/** On its way: Sending…, disabled. */
export const Sending: Story = { args: { ...leadState(11, { values: filled, consented: true, status: 'sending' }) } };
/** Sent: Data Created Successfully with the thanks; the form is empty again. */
export const Sent: Story = { args: { ...leadState(11, { status: 'sent', round: 1 }) } };
/** The sending failed: Something went wrong; everything typed stays. */
export const Failed: Story = { args: { ...leadState(11, { values: filled, consented: true, status: 'failed', failure: [MSG.somethingWentWrong] }) } };
/** The server refused fields (400): messages beside their fields, one the form does not show listed above Send. */
export const ServerFieldErrors: Story = {
  args: {
    ...leadState(11, {
      values: filled,
      consented: true,
      errors: { phone_no: ANSWER.phoneStartsWith('Phone number', '+91'), answer5: ANSWER.tooLong('Answer 5', 2000), question3: ANSWER.tooLong('Question 3', 500) },
    }),
  },
};
/** A buyer in Dubai: the phone prefix follows the country (+971). */
export const OtherCountry: Story = {
  args: {
    ...leadState(11, {
      values: {
        ...filled,
        phone_no: '50 123 4567',
        places: { country: { id: 233, name: 'United Arab Emirates' }, state: { id: 3391, name: 'Dubai' }, city: { id: 9001, name: 'Dubai' }, callingCode: '+971' },
      },
      consented: true,
    }),
  },
};
/** A 375 px phone: one column, no sideways scroll. */
export const Phone: Story = { args: { ...leadState(11, { values: filled, consented: true }) }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
