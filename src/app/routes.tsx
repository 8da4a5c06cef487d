import { type ComponentType, lazy } from 'react';
import ChatScreen from '../screens/ChatScreen.tsx';

/**
 * SPEC §2 route table. The chat is in the first bundle; every other screen is its own chunk
 * (all precached by the service worker, so they open offline too).
 */
export interface RouteDef {
  path: string;
  component: ComponentType;
}

export const routes: RouteDef[] = [
  { path: '/', component: ChatScreen },
  { path: '/chat', component: ChatScreen },
  { path: '/login', component: lazy(() => import('../screens/LoginScreen.tsx')) },
  { path: '/signup', component: lazy(() => import('../screens/SignupScreen.tsx')) },
  { path: '/forgot-password', component: lazy(() => import('../screens/ForgotPasswordScreen.tsx')) },
  { path: '/reset-password', component: lazy(() => import('../screens/ResetPasswordScreen.tsx')) },
  { path: '/profile', component: lazy(() => import('../screens/ProfileScreen.tsx')) },
  { path: '/premium', component: lazy(() => import('../screens/PlansScreen.tsx')) },
  { path: '/mission', component: lazy(() => import('../screens/MissionScreen.tsx')) },
  { path: '/contact', component: lazy(() => import('../screens/ContactScreen.tsx')) },
  { path: '/test-supabase', component: lazy(() => import('../screens/TestSupabaseScreen.tsx')) },
];

/** Every path but the listed non-chat routes shows the chat (unknown routes included). */
export function isChatPath(path: string): boolean {
  return !routes.some((r) => r.path === path && r.component !== ChatScreen);
}
