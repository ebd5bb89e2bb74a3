/** The account routes of SPEC §2 (shared/links.ts is another helper's; these stay here). */
export const accountRoutes = {
  home: '/',
  profile: '/profile',
  profileEdit: '/profile/edit',
  updatePassword: '/update-password',
  addAddress: '/profile/addresses/add',
  editAddress: (id: number) => `/profile/addresses/${id}/edit`,
  /** The wallet tab (SPEC §2: double click on the Add New Address card). */
  wallet: '/profile#wallet',
} as const;
