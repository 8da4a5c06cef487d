// Issue 21: the tab title and the meta description follow the route and the language. A lazy chunk
// (App loads it after each navigation or language change): the first paint keeps index.html's pair.
import { pageStrings } from '../lib/strings.ts';
import { routes } from './routes.tsx';

export interface DocumentMeta {
  title: string;
  description: string;
}

/** The title and description of a route in the catalogue's current language. */
export function documentMeta(path: string): DocumentMeta {
  const page = routes.find((r) => r.path === path)?.page;
  if (!page) return { title: pageStrings.appTitle, description: pageStrings.description };
  return { title: pageStrings.title(pageStrings.screens[page]), description: pageStrings.descriptions[page] };
}

/** Writes a route's pair into the document (`<title>`, `<meta name="description">`). */
export function applyDocumentMeta(doc: Document, path: string): void {
  const { title, description } = documentMeta(path);
  doc.title = title;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = description;
}
