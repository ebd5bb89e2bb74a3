import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { never } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardCss from '../dashboard.css?inline';
import { DashboardView } from '../DashboardView.tsx';
import { SectionHarness } from '../testing.tsx';
import { AuditTab } from './AuditTab.tsx';
import { auditPage, sampleAuditEntries } from './fixtures.ts';

/** A 375 px phone (the table turns into cards; nothing scrolls sideways). */
const phone = {
  viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
};
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };

/** The section with a fake staff API, in the dashboard's frame (its h1, the tabs and the section's h2). */
function Section({ staff, detail = null }: { staff: Parameters<typeof SectionHarness>[0]['staff']; detail?: string | null }) {
  return (
    <SectionHarness staff={staff} tab="audit" detail={detail}>
      <DashboardView email="owner@soorganic.test" superuser tab="audit" onSelectTab={() => undefined}>
        <AuditTab />
      </DashboardView>
    </SectionHarness>
  );
}

const meta: Meta<typeof Section> = {
  title: 'Dashboard/Audit',
  component: Section,
  decorators: [withStyles(dashboardCss)],
  args: { staff: { audit: async () => auditPage(sampleAuditEntries(), 1, 48) } },
};
export default meta;
type Story = StoryObj<typeof Section>;

/** Newest first: who, when, what in words, the record and its changed fields (a creation lists what it was created with); three pages. */
export const List: Story = {};
/** `#audit/order:SO100041`: one record's history, as another section's "History" link opens it. */
export const OneRecord: Story = {
  args: { detail: 'order:SO100041', staff: { audit: async () => auditPage(sampleAuditEntries().filter((e) => e.entity === 'order')) } },
};
/** `#audit/voucher`: every change of one kind of record. */
export const OneKind: Story = {
  args: { detail: 'voucher', staff: { audit: async () => auditPage(sampleAuditEntries().filter((e) => e.entity === 'voucher')) } },
};
/** Nothing recorded yet. */
export const Empty: Story = { args: { staff: { audit: async () => auditPage([]) } } };
/** Filters that match nothing. */
export const NothingMatches: Story = { args: { detail: 'review:999', staff: { audit: async () => auditPage([]) } } };
export const Loading: Story = { args: { staff: { audit: never } } };
/** The server's failure, with Try again. */
export const LoadError: Story = { args: { staff: { audit: () => Promise.reject(new ApiError('Server error', 500)) } } };
/** A filter the server refused (its words). */
export const Refused: Story = { args: { detail: 'order', staff: { audit: () => Promise.reject(new ApiError('entity must be at most 40 characters', 400)) } } };
/** On a phone: each entry a card. */
export const Phone: Story = { parameters: phone, globals: phoneGlobals };
