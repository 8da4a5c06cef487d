import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';

/**
 * The chat route's first screen as HTML, rendered at build time into index.html (vite.config.ts), so
 * the first paint needs no JavaScript; main.tsx hydrates it. The router's server snapshot is '/'.
 */
export function renderChatShell(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
