import { type ComponentType, lazy } from 'react';
import { screenTitles } from '../lib/strings.ts';
import ChatScreen from '../screens/ChatScreen.tsx';
import { AvatarMenu } from './layout/AvatarMenu.tsx';
import type { ScreenFrame } from './layout/ScreenLayout.tsx';

/**
 * SPEC §2 route table: each path and its screen, in the frame the app shell gives it (top bar and main
 * column; the chat draws its own header, into which the shell puts the account menu). Screens never
 * import the shell. The chat is in the first bundle; every other screen is its own chunk, loaded with
 * the frame (all precached by the service worker, so they open offline too).
 */
export interface RouteDef {
  path: string;
  component: ComponentType;
  /** The chat screen (/ and /chat; unknown routes show it too). */
  chat?: true;
}

/** The chat screen with the shell's account menu in its header. */
export function ChatRoute() {
  return <ChatScreen accountMenu={<AvatarMenu context="app" />} />;
}

/** A screen chunk shown inside the shell's frame; the frame's code loads with the first such screen. */
function framed(frame: ScreenFrame, load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(async () => {
    const [{ ScreenLayout }, { default: Screen }] = await Promise.all([
      import('./layout/ScreenLayout.tsx'),
      load(),
    ]);
    return {
      default: () => (
        <ScreenLayout {...frame}>
          <Screen />
        </ScreenLayout>
      ),
    };
  });
}

export const routes: RouteDef[] = [
  { path: '/', component: ChatRoute, chat: true },
  { path: '/chat', component: ChatRoute, chat: true },
  {
    path: '/login',
    component: framed(
      { title: screenTitles.login, back: '/', menu: 'auth' },
      () => import('../screens/LoginScreen.tsx'),
    ),
  },
  {
    path: '/signup',
    component: framed(
      { title: screenTitles.signup, back: 'history', menu: 'auth' },
      () => import('../screens/SignupScreen.tsx'),
    ),
  },
  {
    path: '/forgot-password',
    component: framed(
      { title: screenTitles.forgotPassword, back: '/login', menu: 'reset' },
      () => import('../screens/ForgotPasswordScreen.tsx'),
    ),
  },
  {
    path: '/reset-password',
    component: framed(
      { title: screenTitles.resetPassword, back: '/login', menu: 'reset' },
      () => import('../screens/ResetPasswordScreen.tsx'),
    ),
  },
  {
    path: '/profile',
    component: framed(
      { title: screenTitles.profile, back: 'history', menu: 'app' },
      () => import('../screens/ProfileScreen.tsx'),
    ),
  },
  {
    path: '/premium',
    component: framed(
      { title: screenTitles.plans, back: '/', menu: 'app', width: 'wide' },
      () => import('../screens/PlansScreen.tsx'),
    ),
  },
  {
    path: '/mission',
    component: framed(
      { title: screenTitles.mission, back: 'history', menu: 'info', width: 'wide' },
      () => import('../screens/MissionScreen.tsx'),
    ),
  },
  {
    path: '/contact',
    component: framed(
      { title: screenTitles.contact, back: 'history', menu: 'info', width: 'wide' },
      () => import('../screens/ContactScreen.tsx'),
    ),
  },
  {
    path: '/test-supabase',
    component: framed(
      { title: screenTitles.diagnostics, back: '/', menu: 'app', width: 'wide' },
      () => import('../screens/TestSupabaseScreen.tsx'),
    ),
  },
];

/** Every path but the listed non-chat routes shows the chat (unknown routes included). */
export function isChatPath(path: string): boolean {
  return !routes.some((r) => r.path === path && !r.chat);
}
