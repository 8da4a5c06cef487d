import { type ComponentType, lazy } from 'react';
import type { PageKey } from '../lib/strings/page.ts';
import { screenTitles } from '../lib/strings.ts';
import ChatScreen from '../screens/ChatScreen.tsx';
import { AvatarMenu } from './layout/AvatarMenu.tsx';
import type { ScreenFrame } from './layout/ScreenLayout.tsx';

/**
 * SPEC §2 route table: each path, its screen and the frame the app shell puts around it (top bar and
 * main column; the chat draws its own header, into which the shell puts the account menu). Screens
 * never import the shell. The chat is in the first bundle; every other screen is its own chunk (all
 * precached by the service worker, so they open offline too).
 */
export interface RouteDef {
  path: string;
  component: ComponentType;
  /** The frame around the screen; none for the chat (/ and /chat; unknown routes show it too). */
  frame?: ScreenFrame;
  /** Issue 21: the tab title and meta description (pageStrings); none for the chat (the app's own). */
  page?: PageKey;
}

/** The chat screen with the shell's account menu in its header. */
export function ChatRoute() {
  return <ChatScreen accountMenu={<AvatarMenu context="app" />} />;
}

export const routes: RouteDef[] = [
  { path: '/', component: ChatRoute },
  { path: '/chat', component: ChatRoute },
  {
    path: '/login',
    page: 'login',
    frame: {
      get title() {
        return screenTitles.login;
      },
      back: '/',
      menu: 'auth',
    },
    component: lazy(() => import('../screens/LoginScreen.tsx')),
  },
  {
    path: '/signup',
    page: 'signup',
    frame: {
      get title() {
        return screenTitles.signup;
      },
      back: 'history',
      menu: 'auth',
    },
    component: lazy(() => import('../screens/SignupScreen.tsx')),
  },
  {
    path: '/forgot-password',
    page: 'forgotPassword',
    frame: {
      get title() {
        return screenTitles.forgotPassword;
      },
      back: '/login',
      menu: 'reset',
    },
    component: lazy(() => import('../screens/ForgotPasswordScreen.tsx')),
  },
  {
    path: '/reset-password',
    page: 'resetPassword',
    frame: {
      get title() {
        return screenTitles.resetPassword;
      },
      back: '/login',
      menu: 'reset',
    },
    component: lazy(() => import('../screens/ResetPasswordScreen.tsx')),
  },
  {
    path: '/profile',
    page: 'profile',
    frame: {
      get title() {
        return screenTitles.profile;
      },
      back: 'history',
      menu: 'app',
    },
    component: lazy(() => import('../screens/ProfileScreen.tsx')),
  },
  {
    path: '/premium',
    page: 'plans',
    frame: {
      get title() {
        return screenTitles.plans;
      },
      back: '/',
      menu: 'app',
      width: 'wide',
    },
    component: lazy(() => import('../screens/PlansScreen.tsx')),
  },
  {
    path: '/mission',
    page: 'mission',
    frame: {
      get title() {
        return screenTitles.mission;
      },
      back: 'history',
      menu: 'info',
      width: 'wide',
    },
    component: lazy(() => import('../screens/MissionScreen.tsx')),
  },
  {
    path: '/contact',
    page: 'contact',
    frame: {
      get title() {
        return screenTitles.contact;
      },
      back: 'history',
      menu: 'info',
      width: 'wide',
    },
    component: lazy(() => import('../screens/ContactScreen.tsx')),
  },
  {
    path: '/test-supabase',
    page: 'diagnostics',
    frame: {
      get title() {
        return screenTitles.diagnostics;
      },
      back: '/',
      menu: 'app',
      width: 'wide',
    },
    component: lazy(() => import('../screens/TestSupabaseScreen.tsx')),
  },
];

/** Every path but the listed non-chat routes shows the chat (unknown routes included). */
export function isChatPath(path: string): boolean {
  return !routes.some((r) => r.path === path && r.frame);
}
