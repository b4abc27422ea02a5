import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { revealEverythingAtOnce } from '../../../hooks/use-reveal-in-steps';
import { businessServer, pageOf, summaries } from '../testing';
import { BusinessListScreen } from './business-list-screen';
import type * as ReactRouter from 'react-router';

// Counts the renders of every card by the link it renders (to its business's details).
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  const { createElement } = await import('react');
  return {
    ...actual,
    Link: (props: Parameters<typeof actual.Link>[0]) => {
      const to = String(props.to);
      renders.set(to, (renders.get(to) ?? 0) + 1);
      return createElement(actual.Link, props);
    },
  };
});

beforeEach(() => {
  localStorage.setItem('member-token', 'tok-1');
  revealEverythingAtOnce(false);
});
afterEach(() => {
  revealEverythingAtOnce();
  renders.clear();
  vi.unstubAllGlobals();
});

// Issue 14: each step of the list's reveal rendered every card before it again.
it('renders the first card as often as the last, however many steps came between', async () => {
  businessServer({
    'insuranceservice/getbusinessforuser': (fields) => ({
      code: 200,
      data: pageOf(summaries(10), Number(fields.page)),
    }),
  });
  renderScreen(<BusinessListScreen />, { path: '/pages/business/index' });
  await waitFor(() => expect(screen.getAllByTestId('business-card')).toHaveLength(10));
  await screen.findByTestId('business-list-end');
  const first = renders.get(paths.business.detailHref('1'));
  expect(first).toBeGreaterThan(0);
  expect(first).toBe(renders.get(paths.business.detailHref('10')));
});
