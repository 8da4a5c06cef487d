import { Fragment, Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useLanguageStore } from '../lib/i18n/language.ts';
import { useAppHashLocation, useAppHashSearch } from '../lib/router/hashLocation.ts';
import { appStrings } from '../lib/strings.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ScreenLayout } from './layout/ScreenLayout.tsx';
import { ChatRoute, routes } from './routes.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

export function App() {
  // Issue 21: the catalogue's objects change in place with the language; the screens mount again to
  // read them (the chat, the draft and the rest of the app's state live in stores, so nothing is lost).
  const language = useLanguageStore((s) => s.language);
  return (
    <Router hook={useAppHashLocation} searchHook={useAppHashSearch}>
      <Suspense fallback={<Spinner label={appStrings.loading} />}>
        <Fragment key={language}>
          <Switch>
            {routes.map(({ path, component: Screen, frame }) => (
              <Route key={path} path={path}>
                {frame ? (
                  <ScreenLayout {...frame}>
                    <Screen />
                  </ScreenLayout>
                ) : (
                  <Screen />
                )}
              </Route>
            ))}
            {/* An unknown route shows the chat screen. */}
            <Route component={ChatRoute} />
          </Switch>
        </Fragment>
      </Suspense>
      <UpdatePrompt key={language} />
      <DocumentMeta language={language} />
    </Router>
  );
}

/** Issue 21: the tab title and meta description follow the route and the language (a lazy chunk). */
function DocumentMeta({ language }: { language: string }) {
  const [path] = useLocation();
  useEffect(() => {
    // The language is a dependency: the catalogue's texts changed in place with it.
    void language;
    void import('./documentMeta.ts').then((m) => m.applyDocumentMeta(document, path));
  }, [path, language]);
  return null;
}
