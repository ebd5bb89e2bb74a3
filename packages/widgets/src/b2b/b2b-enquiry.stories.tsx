import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER, MSG } from '@so/contract';
import { emptySendErrors, filledLead, leadState } from '../shared/lead-fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { B2B_RULES } from './B2bEnquiry.tsx';
import { B2bEnquiryView } from './B2bEnquiryView.tsx';
import styles from './b2b.css?inline';

const meta: Meta<typeof B2bEnquiryView> = {
  title: 'Enquiries/B2B enquiry',
  component: B2bEnquiryView,
  decorators: [withStyles(styles)],
  args: leadState(4),
};
export default meta;
type Story = StoryObj<typeof B2bEnquiryView>;

const filled = filledLead(
  [
    'Organic staples, spices and A2 ghee, and gift hampers for Diwali.',
    'About ₹3 lakh a month to begin with.',
    'Our 12 retail stores in Gujarat and our online store.',
    'Bulk packs of 5 kg for staples; our own label on the ghee if possible.',
  ],
  '5 to 10 cr',
);

/** Nothing filled in: Send disabled until the consent box is ticked. */
export const Empty: Story = {};
/** Sent empty (consent ticked): every required field's message beside it. */
export const Errors: Story = { args: { ...leadState(4, { errors: emptySendErrors(B2B_RULES), consented: true }) } };
/** Everything filled in and the consent box ticked: Send enabled. */
export const FilledWithConsent: Story = { args: { ...leadState(4, { values: filled, consented: true }) } };
/** On its way: Sending…, disabled. */
export const Sending: Story = { args: { ...leadState(4, { values: filled, consented: true, status: 'sending' }) } };
/** Sent: Data Created Successfully with the thanks; the form is empty again. */
export const Sent: Story = { args: { ...leadState(4, { status: 'sent', round: 1 }) } };
/** The sending failed: Something went wrong; everything typed stays. */
export const Failed: Story = { args: { ...leadState(4, { values: filled, consented: true, status: 'failed', failure: [MSG.somethingWentWrong] }) } };
/** Too many enquiries from one address (429): the server's words under Something went wrong. */
export const TooManyEnquiries: Story = {
  args: { ...leadState(4, { values: filled, consented: true, status: 'failed', failure: [MSG.somethingWentWrong, ANSWER.tooManyEnquiries] }) },
};
/** The server refused fields (400): each message beside its field, what was typed kept. */
export const ServerFieldErrors: Story = {
  args: { ...leadState(4, { values: filled, consented: true, errors: { website: ANSWER.mustBeWebsite('Website'), state: ANSWER.unknownStateOfCountry } }) },
};
/** A 375 px phone: one column, no sideways scroll. */
export const Phone: Story = { args: { ...leadState(4, { values: filled, consented: true }) }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
