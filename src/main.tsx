import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { parseHash } from './app/router/hashPath.ts';
import { isChatPath } from './app/routes.tsx';
import { startAuth } from './features/auth/startAuth.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // index.html holds the chat screen pre-rendered at build time: hydrate it on the chat route, and
  // start from scratch on any other route so the chat never flashes first.
  if (root.hasChildNodes() && isChatPath(parseHash(location.hash).path)) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// Restores the session after the first paint (supabase-js is loaded lazily); status is 'loading' until then.
startAuth();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Off the critical path: the first paint never waits for the service worker.
  addEventListener('load', () => {
    void import('./app/registerServiceWorker.ts').then((m) => m.registerServiceWorker());
  });
}
