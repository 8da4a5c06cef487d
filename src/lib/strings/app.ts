// Shell, navigation and shared labels (SPEC §2).
export const appStrings = {
  productName: 'StudyMate',
  menu: {
    open: 'Open account menu',
    login: 'Login',
    signup: 'Sign Up',
    profile: 'Profile',
    logout: 'Logout',
    plans: 'Plans',
    chat: 'Chat',
  },
  back: 'Back',
  /** A dialog's × button. */
  close: 'Close',
  /** Issue 21: the language picker (sign-up, Profile); each language's name is its own (LANGUAGE_INFO). */
  language: 'Language',
  loading: 'Loading…',
  update: {
    available: 'A new version is available',
    reload: 'Reload',
    dismiss: 'Later',
  },
  /** The header's connectivity chip (not in SPEC; docs/DECISIONS.md "PWA"). */
  offline: 'Offline',
  /** Install affordance in the avatar menu (not in SPEC; docs/DECISIONS.md "PWA"). */
  install: {
    action: 'Install app',
    iosHint: 'To install, tap Share, then Add to Home Screen.',
  },
} as const;
