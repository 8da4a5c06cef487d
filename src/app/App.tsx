import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { appStrings } from '../lib/strings.ts';
import ChatScreen from '../screens/ChatScreen.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useAppHashLocation, useAppHashSearch } from './router/hashLocation.ts';
import { routes } from './routes.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

export function App() {
  return (
    <Router hook={useAppHashLocation} searchHook={useAppHashSearch}>
      <Suspense fallback={<Spinner label={appStrings.loading} />}>
        <Switch>
          {routes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          {/* An unknown route shows the chat screen. */}
          <Route component={ChatScreen} />
        </Switch>
      </Suspense>
      <UpdatePrompt />
    </Router>
  );
}
