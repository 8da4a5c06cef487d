import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  name: 'StudyMate — AI study tutor',
  short_name: 'StudyMate',
  description: 'Ask an AI tutor by text or by a photo of your homework, and keep reading offline.',
  id: '/',
  start_url: '/#/chat',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0f172a',
  background_color: '#0f172a',
  categories: ['education'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
