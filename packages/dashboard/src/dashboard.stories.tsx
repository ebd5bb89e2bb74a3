import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER } from '@so/contract';
import { routes } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import { auditPage, sampleAuditEntries } from './audit/fixtures.ts';
import { AuditTab } from './audit/AuditTab.tsx';
import dashboardCss from './dashboard.css?inline';
import { DashboardLogin, DashboardRefused, DashboardView } from './DashboardView.tsx';
import { SectionHarness } from './testing.tsx';
import { sampleSummary } from './today/fixtures.ts';
import { TodayTab } from './today/TodayTab.tsx';

/** A 375 px phone (the tabs wrap, the section's tables turn into cards; nothing scrolls sideways). */
const phone = {
  viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
};
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };
const noop = () => undefined;

/** The frame as the shell shows it for staff, with the Today section (its first summary given). */
function Frame({ superuser = false, section = 'today' }: { superuser?: boolean; section?: 'today' | 'audit' }) {
  const email = superuser ? 'owner@soorganic.test' : 'staff@soorganic.test';
  return (
    <SectionHarness
      staff={{ summary: async () => ({ status: true, data: sampleSummary() }), audit: async () => auditPage(sampleAuditEntries(), 1, 48) }}
      tab={section}
      superuser={superuser}
      email={email}
      firstSummary={sampleSummary()}
    >
      <DashboardView email={email} superuser={superuser} tab={section} onSelectTab={noop}>
        {section === 'today' ? <TodayTab /> : <AuditTab />}
      </DashboardView>
    </SectionHarness>
  );
}

const meta: Meta<typeof Frame> = {
  title: 'Dashboard/Shell',
  component: Frame,
  decorators: [withStyles(dashboardCss)],
};
export default meta;
type Story = StoryObj<typeof Frame>;

/** Staff: the page heading, who is logged in and as what, the sections (Today current) and Today's heading and figures. */
export const Staff: Story = {};
/** The owner (a superuser): the same frame, the role says so. */
export const Owner: Story = { args: { superuser: true } };
/** Another section current (#audit): its tab is marked, its heading shown. */
export const AuditSection: Story = { args: { section: 'audit' } };
/** On a phone: the tabs wrap; nothing scrolls sideways. */
export const StaffPhone: Story = { parameters: phone, globals: phoneGlobals };
export const AuditSectionPhone: Story = { args: { section: 'audit' }, parameters: phone, globals: phoneGlobals };

/** A visitor: the dashboard asks for a staff login. */
export const Login: Story = { render: () => <DashboardLogin onLogin={noop} /> };
export const LoginPhone: Story = { render: () => <DashboardLogin onLogin={noop} />, parameters: phone, globals: phoneGlobals };
/** A customer's session: the server refused (403), its words, and the way back to the shop. */
export const Refused: Story = { render: () => <DashboardRefused message={ANSWER.staffOnly} homeHref={routes.home()} onHome={noop} /> };
export const RefusedPhone: Story = {
  render: () => <DashboardRefused message={ANSWER.staffOnly} homeHref={routes.home()} onHome={noop} />,
  parameters: phone,
  globals: phoneGlobals,
};
