import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_PROBLEMS, PREMIUM_CONSULT_REPLY_HOURS } from '@so/contract';
import { clearSession } from '@so/stores';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { recordNavigations, resetShopper } from '../shared/test-setup.ts';
import { VAIDYA_COPY as COPY } from './copy.ts';
import { Vaidya } from './Vaidya.tsx';
import { define } from './vaidya.element.ts';

const navigations = recordNavigations();
const section = (name: string) => screen.getByRole('region', { name });
const bookLinks = () => screen.getAllByRole('link', { name: COPY.book });

beforeEach(() => resetShopper());

describe('Consult our Vaidya landing', () => {
  it('has one h1 and a section for what it is, who it helps, how it works and the questions', () => {
    render(<Vaidya />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([COPY.title]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([COPY.whatTitle, COPY.whoTitle, COPY.howTitle, COPY.faqTitle]);
  });

  it('says the consultation is an online call with the Ayurvedic Vaidya, and free', () => {
    render(<Vaidya />);
    const what = section(COPY.whatTitle).textContent ?? '';
    expect(what).toContain("online call with the store's Ayurvedic Vaidya");
    expect(what).toContain('free');
  });

  it("lists the problem areas of the booking form, 'Other' aside, Cholesterol spelt right", () => {
    render(<Vaidya />);
    const items = within(section(COPY.whoTitle)).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(APPOINTMENT_PROBLEMS.length - 1);
    expect(items).toContain('Digestive Health');
    expect(items).toContain("Women's Health");
    expect(items).toContain('Heart BP & Cholesterol');
    expect(items).not.toContain('Other');
  });

  it('explains the three steps: a day and time, about yourself, the Vaidya calls', () => {
    render(<Vaidya />);
    const steps = within(section(COPY.howTitle)).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pick a day and time',
      'Tell us about yourself',
      'The Vaidya calls you',
    ]);
    expect(steps[0].textContent).toContain('from tomorrow up to 30 days ahead');
    expect(steps[2].textContent).toContain("by SMS and e-mail to your account's own mobile number and e-mail address");
  });

  it("gives the premium consultation's reply time and customer care's contacts", () => {
    render(<Vaidya />);
    const faq = section(COPY.faqTitle);
    const premium = within(faq).getByText('Can I get advice sooner?').closest('details');
    expect(premium?.textContent).toContain(`within ${PREMIUM_CONSULT_REPLY_HOURS.min}–${PREMIUM_CONSULT_REPLY_HOURS.max} hours`);
    expect(premium?.textContent).toContain('within 2–3 hours');
    expect(premium?.textContent).toContain(STORE_CONTACTS.phone);
  });

  it.each([
    ['a logged-in shopper', () => resetShopper()],
    ['a visitor', () => clearSession()],
  ])('offers %s "Book your appointment" to /consult-our-vaidya/schedule-appointment, at the top and after the steps', (_, who) => {
    who();
    render(<Vaidya />);
    const links = bookLinks();
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/\/consult-our-vaidya\/schedule-appointment$/);
    expect(within(section(COPY.howTitle)).getByRole('link', { name: COPY.book })).toBe(links[1]);
    fireEvent.click(links[0]);
    expect(navigations.map((n) => n.href)).toEqual(['/consult-our-vaidya/schedule-appointment']);
  });
});

describe('<so-vaidya>', () => {
  it('renders the landing in its open shadow root', async () => {
    define();
    const element = document.createElement('so-vaidya');
    document.body.append(element);
    try {
      await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe(COPY.title));
      expect(element.shadowRoot?.querySelectorAll('a[href$="/consult-our-vaidya/schedule-appointment"]').length).toBe(2);
    } finally {
      element.remove();
    }
  });
});
