// Issue 21: the browser tab's title and the page's meta description, per route. index.html carries the
// English chat's pair for the first paint (a unit test keeps the two equal); src/app/documentMeta.ts
// applies these on every route and language change.
export const pageStrings = {
  /** The chat's title (and any route without its own). */
  appTitle: 'StudyMate — AI study tutor',
  /** A screen's tab title. */
  title: (screen: string) => `${screen} · StudyMate`,
  description: 'Ask an AI tutor by text or by a photo of your homework, and keep reading offline.',
  screens: {
    login: 'Log in',
    signup: 'Sign up',
    forgotPassword: 'Reset password',
    resetPassword: 'Set a new password',
    profile: 'Profile',
    plans: 'Plans',
    mission: 'Our mission',
    contact: 'Contact us',
    diagnostics: 'Connection test',
  },
  descriptions: {
    login: 'Log in to StudyMate to keep your chats and your plan on every device.',
    signup: 'Create a free StudyMate account: five questions a day, and your chats on every device.',
    forgotPassword: 'Forgot your StudyMate password? Get a link or a code by e-mail to set a new one.',
    resetPassword: 'Choose a new password for your StudyMate account.',
    profile: 'Your StudyMate profile: your plan, the theme and the language.',
    plans: 'StudyMate plans: Free, Gold and Diamond, with more questions a day.',
    mission: 'Why StudyMate exists: innovation, accessibility and excellence in learning.',
    contact: 'Write to the StudyMate team.',
    diagnostics: 'Checks the connection between StudyMate and its backend.',
  },
} as const;

export type PageKey = keyof typeof pageStrings.screens;
