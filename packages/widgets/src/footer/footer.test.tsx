import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_CONTACTS } from '../shared/contacts.ts';
import { Footer, storeYear } from './Footer.tsx';
import { POLICY_LINKS, QUICK_LINKS } from './copy.ts';
import { render } from '../shared/store-testing.tsx';

const path = (el: HTMLElement) => {
  const url = new URL(el.getAttribute('href') ?? '');
  return url.pathname + url.search;
};

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('links every policy page and the quick links, B2B at /bussiness', () => {
    render(<Footer />);
    for (const link of [...POLICY_LINKS, ...QUICK_LINKS]) {
      expect(path(screen.getByRole('link', { name: link.label }))).toBe(link.href);
    }
    expect(path(screen.getByRole('link', { name: 'B2B' }))).toBe('/bussiness');
    expect(path(screen.getByRole('link', { name: 'Terms and Conditions' }))).toBe('/terms-and-conditions');
    expect(screen.getByText('India')).toBeTruthy();
  });

  it('renders the phone numbers and mailbox from the attributes as tel: and mailto: links', () => {
    render(<Footer phone="+91 98250 12345, 079-2656 0000" email="help@example.in" />);
    expect(screen.getByRole('link', { name: 'Call +91 98250 12345' }).getAttribute('href')).toBe('tel:+919825012345');
    expect(screen.getByRole('link', { name: 'Call 079-2656 0000' }).getAttribute('href')).toBe('tel:07926560000');
    expect(screen.getByRole('link', { name: 'Email help@example.in' }).getAttribute('href')).toBe('mailto:help@example.in');
  });

  it('falls back to the default contacts', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: `Email ${STORE_CONTACTS.email}` }).getAttribute('href')).toBe(`mailto:${STORE_CONTACTS.email}`);
    expect(screen.getByRole('link', { name: `Call ${STORE_CONTACTS.phone}` })).toBeTruthy();
  });

  it('shows the current year in Asia/Kolkata (already the new year there at 19:00 UTC on 31 December)', () => {
    expect(storeYear(new Date('2024-12-31T19:00:00Z'))).toBe('2025');
    expect(storeYear(new Date('2024-12-31T18:00:00Z'))).toBe('2024');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T20:00:00Z'));
    render(<Footer />);
    expect(screen.getByText(/© 2031 SO Organic Store/)).toBeTruthy();
  });
});
