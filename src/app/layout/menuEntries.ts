/** Which screen family the avatar menu is on (SPEC §2 "Shared avatar menu"). */
export type MenuContext = 'app' | 'auth' | 'reset' | 'info';

export type MenuEntry = 'login' | 'signup' | 'profile' | 'logout' | 'plans' | 'chat';

/**
 * SPEC §2: signed out → Login, Sign Up; signed in → Profile, Logout; always Plans, Chat.
 * Auth screens list Login, Sign Up, Plans, Chat; reset screens add Profile; the mission and contact
 * pages always show Profile (see docs/DECISIONS.md for the reading of "reset screens").
 */
export function menuEntries(context: MenuContext, signedIn: boolean): MenuEntry[] {
  switch (context) {
    case 'auth':
      return ['login', 'signup', 'plans', 'chat'];
    case 'reset':
      return ['login', 'signup', 'profile', 'plans', 'chat'];
    case 'info':
      return signedIn
        ? ['profile', 'logout', 'plans', 'chat']
        : ['login', 'signup', 'profile', 'plans', 'chat'];
    case 'app':
      return signedIn ? ['profile', 'logout', 'plans', 'chat'] : ['login', 'signup', 'plans', 'chat'];
  }
}

export const entryRoutes: Record<Exclude<MenuEntry, 'logout'>, string> = {
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  plans: '/premium',
  chat: '/chat',
};
