import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allPaths } from '../config/paths';
import { AppProviders } from './providers';
import { routes } from './router';

function renderApp(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it('route every path of SPEC §2 to a screen of its own', () => {
    for (const path of allPaths()) {
      const matches = matchRoutes(routes, path);
      expect(matches?.at(-1)?.route.path ?? (matches?.at(-1)?.route.index ? '/' : ''), path).toBe(
        path,
      );
    }
  });

  it('send an unauthenticated visit to a protected route to login, with the way back', async () => {
    const router = renderApp('/pages/my/index');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/login/index');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/pages/my/index')}`);
  });

  it("open '/' as the login screen without a session", async () => {
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("land a logged-in member opening '/' on the business tab", async () => {
    localStorage.setItem('member-token', 'tok-1');
    const router = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Business' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(router.state.location.pathname).toBe('/pages/business/index');
  });

  it('send unknown paths to the entry', async () => {
    const router = renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
