/** Footer texts ({phone} and {email} are configuration: the defaults are STORE_CONTACTS). */
export const FOOTER_COPY = {
  policiesHeading: 'Policies',
  quickLinksHeading: 'Quick links',
  supportHeading: 'Customer support',
  countriesHeading: 'Countries we serve',
  countries: ['India'],
  footerLabel: 'Footer',
  call: (phone: string) => `Call ${phone}`,
  email: (email: string) => `Email ${email}`,
  copyright: (year: string, store: string) => `© ${year} ${store}. All rights reserved.`,
} as const;

export const POLICY_LINKS = [
  { href: '/terms-and-conditions', label: 'Terms and Conditions' },
  { href: '/shipping-policy', label: 'Shipping Policy' },
  { href: '/return-and-refund-policy', label: 'Return and Refund Policy' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/about-us', label: 'About Us' },
] as const;

export const QUICK_LINKS = [
  { href: '/shop', label: 'Shop' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/store-locator', label: 'Store locator' },
  { href: '/so-coin', label: 'SO Coin' },
  { href: '/subscribe-and-save', label: 'Subscribe and Save' },
  { href: '/franchise', label: 'Franchise' },
  { href: '/bussiness', label: 'B2B' },
  { href: '/exports', label: 'Exports' },
] as const;
