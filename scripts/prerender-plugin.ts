import { createServer, type Plugin } from 'vite';
import { appAlias, reactDependents } from './aliases.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Renders src/prerender.tsx into index.html's root element at build time (the chat route's empty
 * state), so the largest paint happens before any script runs. Uses a throwaway Vite SSR loader in the
 * build's own mode, so the markup sees the same configuration as the bundle that hydrates it.
 */
export function prerenderChatShell(): Plugin {
  let mode = 'production';
  return {
    name: 'studymate-prerender-chat-shell',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async transformIndexHtml(html) {
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
      const server = await createServer({
        configFile: false,
        mode,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: appAlias },
        ssr: { noExternal: reactDependents },
        // Only SSR runs here: no browser dependencies to discover and pre-bundle.
        optimizeDeps: { noDiscovery: true },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderChatShell: () => string;
        };
        return html.replace(ROOT_ELEMENT, `<div id="root">${module.renderChatShell()}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}
