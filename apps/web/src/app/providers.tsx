import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from '../components/providers';
import { queryClient as appQueryClient } from '../lib/query-client';

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return <Providers queryClient={queryClient}>{children}</Providers>;
}
