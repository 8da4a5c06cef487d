/** Every route of SPEC §2 with the heading it must show. */
export const routeTitles: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/', title: 'How can I help you?' },
  { path: '/chat', title: 'How can I help you?' },
  { path: '/login', title: 'LOG IN' },
  { path: '/signup', title: 'SIGN UP' },
  { path: '/forgot-password', title: 'RESET PASSWORD' },
  { path: '/reset-password', title: 'PASSWORD RESET' },
  { path: '/profile', title: 'PROFILE' },
  { path: '/premium', title: 'PLANS' },
  { path: '/mission', title: 'MISSION STATEMENT' },
  { path: '/contact', title: 'CONTACT US' },
  { path: '/test-supabase', title: 'CONNECTION TEST' },
];
