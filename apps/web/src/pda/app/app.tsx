import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ConsoleProviders } from './providers';
import { createConsoleRouter } from './router';

/** The title follows the language, like the rest of the console. */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('pda.app.name');
  }, [t, i18n.language]);
}

function Routed() {
  const [router] = useState(createConsoleRouter);
  useDocumentTitle();
  return <RouterProvider router={router} />;
}

export function ConsoleApp() {
  return (
    <ConsoleProviders>
      <Routed />
    </ConsoleProviders>
  );
}
