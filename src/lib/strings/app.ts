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
  loading: 'Loading…',
  update: {
    available: 'A new version is available',
    reload: 'Reload',
    dismiss: 'Later',
  },
  offline: 'Offline',
} as const;
