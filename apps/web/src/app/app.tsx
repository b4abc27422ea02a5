import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <OfflineBanner />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
