import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { never } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardCss from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import { VOUCHERS_COPY } from './copy.ts';
import { pageOf, sampleGiftVouchers, sampleVouchers } from './fixtures.ts';
import css from './vouchers.css?inline';
import { VouchersTab } from './VouchersTab.tsx';
import { EMPTY_VOUCHER, VoucherForm, type VoucherFormProps } from './VouchersView.tsx';

/** A 375 px phone (the tables turn into cards; nothing scrolls sideways). */
const phone = { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } };
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };

function Section({ staff, superuser = false, detail = null }: { staff: Partial<StaffApi>; superuser?: boolean; detail?: string | null }) {
  return (
    <SectionHarness staff={staff} tab="vouchers" superuser={superuser} detail={detail}>
      <VouchersTab />
    </SectionHarness>
  );
}

const staff: Partial<StaffApi> = {
  vouchers: async () => pageOf(sampleVouchers, 1, 2, 23),
  giftVouchers: async () => pageOf(sampleGiftVouchers),
  setVoucherActive: async (id, is_active) => ({ status: true, message: 'Saved', data: { ...sampleVouchers.find((v) => v.id === id)!, is_active } }),
};

const meta: Meta<typeof Section> = {
  title: 'Dashboard/Vouchers',
  component: Section,
  decorators: [withStyles(`${dashboardCss}\n${css}`)],
  args: { staff },
};
export default meta;
type Story = StoryObj<typeof Section>;

/** Staff: the list read-only, with the reason. */
export const ListStaff: Story = {};
/** The owner: Create voucher, Pause / Resume on each. */
export const ListSuperuser: Story = { args: { superuser: true } };
export const Empty: Story = { args: { staff: { ...staff, vouchers: async () => pageOf([]) } } };
export const Loading: Story = { args: { staff: { ...staff, vouchers: never } } };
export const LoadError: Story = { args: { staff: { ...staff, vouchers: async () => Promise.reject(new ApiError('Server error', 500)) } } };
/** A Pause the server refused: its message, announced. */
export const PauseRefused: Story = {
  args: { superuser: true, staff: { ...staff, setVoucherActive: async () => Promise.reject(new ApiError('Only a superuser can do this', 403)) } },
};
export const Phone: Story = { args: { superuser: true }, parameters: phone, globals: phoneGlobals };

/** `#vouchers/gift`: the gift vouchers sold (no codes). */
export const GiftVouchers: Story = { args: { detail: VOUCHERS_COPY.giftDetail } };
export const GiftVouchersEmpty: Story = { args: { detail: VOUCHERS_COPY.giftDetail, staff: { ...staff, giftVouchers: async () => pageOf([]) } } };
export const GiftVouchersLoading: Story = { args: { detail: VOUCHERS_COPY.giftDetail, staff: { ...staff, giftVouchers: never } } };
export const GiftVouchersError: Story = {
  args: { detail: VOUCHERS_COPY.giftDetail, staff: { ...staff, giftVouchers: async () => Promise.reject(new ApiError('Server error', 500)) } },
};
export const GiftVouchersPhone: Story = { args: { detail: VOUCHERS_COPY.giftDetail }, parameters: phone, globals: phoneGlobals };

/** `#vouchers/new` for staff: the reason, no form. */
export const CreateAsStaff: Story = { args: { detail: VOUCHERS_COPY.newDetail } };
/** `#vouchers/new` for the owner. */
export const CreateForm: Story = { args: { detail: VOUCHERS_COPY.newDetail, superuser: true } };

// ─── The form's states (pure view) ─────────────────────────────────────────

const formArgs: VoucherFormProps = {
  values: { ...EMPTY_VOUCHER, code: 'DIWALI15', kind: 'percent', value: '15', max_discount: '250', min_order: '999', expires_at: '2026-11-30', max_uses: '500', max_uses_per_user: '1' },
  onChange: () => undefined,
  onSubmit: () => undefined,
  onBack: () => undefined,
  creating: false,
  error: null,
  fieldErrors: {},
  superuser: true,
};
export const FormFilled: StoryObj<typeof VoucherForm> = { render: (args) => <VoucherForm {...args} />, args: formArgs };
export const FormCreating: StoryObj<typeof VoucherForm> = { render: (args) => <VoucherForm {...args} />, args: { ...formArgs, creating: true } };
/** The server refused: its message, and each field's error beside it; what was typed stays. */
export const FormRefused: StoryObj<typeof VoucherForm> = {
  render: (args) => <VoucherForm {...args} />,
  args: {
    ...formArgs,
    values: { ...formArgs.values, code: 'FLAT50', value: '150' },
    error: 'A voucher with this code already exists',
    fieldErrors: { code: 'A voucher with this code already exists', value: 'A percent voucher takes a whole percent from 1 to 100' },
  },
};
export const FormPhone: StoryObj<typeof VoucherForm> = { render: (args) => <VoucherForm {...args} />, args: formArgs, parameters: phone, globals: phoneGlobals };
