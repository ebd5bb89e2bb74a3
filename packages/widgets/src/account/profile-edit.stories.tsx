import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { ProfileEditView, type ProfileEditValues } from './ProfileEditView.tsx';
import styles from './account.css?inline';

const filled: ProfileEditValues = {
  first_name: 'Asha',
  last_name: 'Patel',
  company: 'Patel Naturals',
  email: 'asha@soorganic.test',
  mobile_no: '+919800000002',
};

const meta: Meta<typeof ProfileEditView> = {
  title: 'Account/Profile edit',
  component: ProfileEditView,
  decorators: [withStyles(styles)],
  args: { values: filled, errors: {}, status: 'idle', onChange: () => undefined, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ProfileEditView>;

export const Loading: Story = { args: { values: null } };
export const LoadFailed: Story = { args: { loadFailed: true } };
export const Empty: Story = { args: { values: { first_name: '', last_name: '', company: '', email: 'asha@soorganic.test', mobile_no: '' } } };
export const Filled: Story = {};
export const Invalid: Story = {
  args: {
    values: { ...filled, first_name: '', mobile_no: '+91980' },
    errors: { first_name: MSG.firstNameRequired, mobile_no: MSG.validMobile },
  },
};
export const Submitting: Story = { args: { status: 'submitting' } };
export const Failed: Story = { args: { status: 'failed', message: 'This mobile number is already registered.' } };
export const Done: Story = { args: { status: 'done' } };
