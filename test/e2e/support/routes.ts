import type { PageKey } from '../../../src/lib/strings/page.ts';

/** Every route of SPEC §2 with the heading it must show (and its tab title's key, issue 21; none for the chat). */
export const routeTitles: ReadonlyArray<{ path: string; title: string; page?: PageKey }> = [
  { path: '/', title: 'How can I help you?' },
  { path: '/chat', title: 'How can I help you?' },
  { path: '/login', title: 'LOG IN', page: 'login' },
  { path: '/signup', title: 'SIGN UP', page: 'signup' },
  { path: '/forgot-password', title: 'RESET PASSWORD', page: 'forgotPassword' },
  { path: '/reset-password', title: 'PASSWORD RESET', page: 'resetPassword' },
  { path: '/profile', title: 'PROFILE', page: 'profile' },
  { path: '/premium', title: 'PLANS', page: 'plans' },
  { path: '/mission', title: 'MISSION STATEMENT', page: 'mission' },
  { path: '/contact', title: 'CONTACT US', page: 'contact' },
  { path: '/test-supabase', title: 'CONNECTION TEST', page: 'diagnostics' },
];
