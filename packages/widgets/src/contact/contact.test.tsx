import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import type { ContentPage } from '@so/contract';
import { $pageMeta } from '@so/stores';
import { sampleCountries } from '../shared/account-fixtures.ts';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { CONTACT_COPY as COPY } from './copy.ts';
import { ContactUs } from './ContactUs.tsx';
import { contentPageCall, type ContentPageAnswer } from '../shared/test-setup.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const staffPage: ContentPage = {
  slug: 'contact-us',
  title: 'Talk to us',
  content: '<p>We answer every call within one working day.</p>',
  meta_title: 'Talk to SO Organic Store',
};

/** GET /content-pages/contact-us/ answers `answer`: the staff's page, or an error (404: none written). */
function serve(answer: ContentPageAnswer) {
  const contentPage = contentPageCall(answer);
  // The inquiry form below asks for the countries (its captcha asks nothing until it is ticked).
  fake.api = { contentPage, countries: async () => ({ status: true, data: { data: sampleCountries } }) };
  return contentPage;
}

const h1 = () => screen.getByRole('heading', { level: 1 });
/** The inquiry form's section, below the details. */
const form = () => screen.getByRole('heading', { level: 2, name: COPY.formTitle }).closest('section') as HTMLElement;
const path = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'http://x').pathname;
const office = () => screen.queryByRole('heading', { level: 2, name: COPY.officeTitle });
const intro = () => screen.queryByText(/^Questions about an order, a product or your account\?/);
/** The shipped text is on screen once the office is. */
const shipped = () => screen.findByRole('heading', { level: 2, name: COPY.officeTitle });

beforeEach(() => {
  $pageMeta.set(null);
  serve(new ApiError('Not found.', 404));
});

describe('Contact Us page', () => {
  it('has the h1, the intro and customer care: the phone as a tel: link, the mailbox as a mailto: link, the hours', async () => {
    const contentPage = serve(new ApiError('Not found.', 404));
    render(<ContactUs />);
    await shipped();
    expect(contentPage).toHaveBeenCalledWith('contact-us');
    expect(h1().textContent).toBe('Contact Us');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(intro()).toBeTruthy();
    const care = screen.getByRole('heading', { level: 2, name: COPY.careTitle }).closest('section') as HTMLElement;
    expect(within(care).getByRole('link', { name: `Call ${STORE_CONTACTS.phone}` }).getAttribute('href')).toBe('tel:+917948902020');
    expect(within(care).getByRole('link', { name: `Email ${STORE_CONTACTS.email}` }).getAttribute('href')).toBe(`mailto:${STORE_CONTACTS.email}`);
    expect(care.textContent).toContain('Monday to Saturday, 9:30 AM – 6:30 PM');
  });

  it('shows the registered office in Ahmedabad', async () => {
    render(<ContactUs />);
    const heading = await shipped();
    const address = heading.closest('section')?.querySelector('address');
    expect(address?.textContent).toContain('Ahmedabad');
    expect(address?.textContent).toContain('Gujarat, India');
  });

  it('links to the store locator, the FAQ and the return policy', async () => {
    render(<ContactUs />);
    await shipped();
    expect(path(screen.getByRole('link', { name: 'Find a store near you' }))).toBe('/store-locator');
    expect(path(screen.getByRole('link', { name: COPY.faq }))).toBe('/faq');
    expect(path(screen.getByRole('link', { name: COPY.returnPolicy }))).toBe('/return-and-refund-policy');
  });

  it('takes its phone numbers and mailbox from the `phone` and `email` attributes', async () => {
    render(<ContactUs phone="+91 98250 12345, 079-2656 0000" email=" franchise@example.in " />);
    await shipped();
    expect(screen.getByRole('link', { name: 'Call +91 98250 12345' }).getAttribute('href')).toBe('tel:+919825012345');
    expect(screen.getByRole('link', { name: 'Call 079-2656 0000' }).getAttribute('href')).toBe('tel:07926560000');
    expect(screen.getByRole('link', { name: 'Email franchise@example.in' }).getAttribute('href')).toBe('mailto:franchise@example.in');
    expect(screen.queryByRole('link', { name: `Call ${STORE_CONTACTS.phone}` })).toBeNull();
    expect(screen.queryByRole('link', { name: `Email ${STORE_CONTACTS.email}` })).toBeNull();
  });

  it("falls back to the store's customer care for empty attributes", async () => {
    render(<ContactUs phone=" , " email="  " />);
    await shipped();
    expect(screen.getByRole('link', { name: `Call ${STORE_CONTACTS.phone}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Email ${STORE_CONTACTS.email}` })).toBeTruthy();
  });

  it('the staff text replaces the intro and the office; the h1 is their title; the contact links stay', async () => {
    serve(staffPage);
    render(<ContactUs />);
    expect(await screen.findByText('We answer every call within one working day.')).toBeTruthy();
    expect(h1().textContent).toBe('Talk to us');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(intro()).toBeNull();
    expect(office()).toBeNull();
    expect(screen.getByRole('link', { name: `Call ${STORE_CONTACTS.phone}` }).getAttribute('href')).toBe('tel:+917948902020');
    expect(screen.getByRole('link', { name: `Email ${STORE_CONTACTS.email}` })).toBeTruthy();
    expect(path(screen.getByRole('link', { name: 'Find a store near you' }))).toBe('/store-locator');
    expect(within(form()).getByRole('textbox', { name: COPY.fields.company })).toBeTruthy();
    expect(within(form()).getByRole('button', { name: COPY.send })).toBeTruthy();
    await waitFor(() => expect($pageMeta.get()?.tags.title).toBe('Talk to SO Organic Store'));
  });

  it('shows a skeleton in place of the intro and office while the page text loads; the contacts are there', () => {
    serve('pending');
    render(<ContactUs />);
    const status = screen.getByRole('status', { busy: true });
    expect(status.textContent).toContain(COPY.loading);
    expect(h1().textContent).toBe('Contact Us');
    expect(intro()).toBeNull();
    expect(office()).toBeNull();
    expect(screen.getByRole('link', { name: `Call ${STORE_CONTACTS.phone}` })).toBeTruthy();
    expect(within(form()).getByRole('button', { name: COPY.send })).toBeTruthy();
  });

  it('shows the shipped intro and office when the page text cannot be loaded (500)', async () => {
    serve(new ApiError('Server error', 500));
    render(<ContactUs />);
    await shipped();
    expect(intro()).toBeTruthy();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends with the inquiry form, after the contact details', async () => {
    render(<ContactUs />);
    const office = await shipped();
    expect(office.compareDocumentPosition(form()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form()).getByRole('combobox', { name: 'Country' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
