import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../components/providers';
import { consoleQueryClient } from '../lib/query-client';

export function ConsoleProviders({
  children,
  queryClient = consoleQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return <Providers queryClient={queryClient}>{children}</Providers>;
}
