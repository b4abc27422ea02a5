import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The app; `router` when the start made it already (app/start.tsx), else its own. */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders>
      <OfflineBanner />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
