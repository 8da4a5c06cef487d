import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useAppHashLocation, useAppHashSearch } from '../lib/router/hashLocation.ts';
import { appStrings } from '../lib/strings.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ScreenLayout } from './layout/ScreenLayout.tsx';
import { ChatRoute, routes } from './routes.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

export function App() {
  return (
    <Router hook={useAppHashLocation} searchHook={useAppHashSearch}>
      <Suspense fallback={<Spinner label={appStrings.loading} />}>
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
      </Suspense>
      <UpdatePrompt />
    </Router>
  );
}
