import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReservationListItem } from '@app/contract/calls/reservation';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { paths } from '../../../config/paths';
import { MyReservationsScreen } from './my-reservations-screen';

const item = (overrides: Partial<ReservationListItem>): ReservationListItem => ({
  token: 'tok-open',
  productType: 'insurance',
  status: 'open',
  sectionsCompleted: 1,
  sectionsTotal: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  businessId: null,
  ...overrides,
});

function render(handlers: Record<string, (fields: Record<string, string>) => unknown>) {
  localStorage.setItem('member-token', 'member-1');
  const server = fakeServer((path, fields) => {
    const handler = handlers[path];
    return handler
      ? (handler(fields) as { code: number })
      : { code: 404, msg: `unexpected ${path}` };
  });
  renderScreen(<MyReservationsScreen />, {
    path: paths.myReservations,
    route: paths.myReservations,
  });
  return server;
}

describe('MyReservationsScreen (issue 36)', () => {
  it('lists drafts, changes requested and submitted ones with progress and the way to each', async () => {
    const { seen } = render({
      'policyholder/AppointList': () => ({
        code: 200,
        data: {
          list: [
            item({}),
            item({
              token: 'tok-asked',
              productType: 'trust',
              status: 'changesRequested',
              sectionsCompleted: 2,
              businessId: 'b2',
            }),
            item({
              token: 'tok-sent',
              status: 'submitted',
              sectionsCompleted: 3,
              businessId: 'b3',
            }),
          ],
          total: 3,
        },
      }),
    });
    const items = await screen.findAllByTestId('my-reservation');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual([
      'open',
      'changesRequested',
      'submitted',
    ]);
    expect(seen.find((r) => r.path === 'policyholder/AppointList')?.fields).toMatchObject({
      page: '1',
    });
    const [open, asked, sent] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('Insurance policy');
    expect(open).toHaveTextContent('In progress');
    expect(open).toHaveTextContent('1 of 3 parts complete');
    expect(within(open).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/pages/appointment/index?token=tok-open',
    );
    expect(within(open).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(asked).toHaveTextContent('Changes requested');
    expect(within(asked).getByRole('link', { name: 'Make the changes' })).toHaveAttribute(
      'href',
      '/pages/appointment/index?token=tok-asked',
    );
    expect(within(asked).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(sent).getByRole('link', { name: 'View the business' })).toHaveAttribute(
      'href',
      '/pages/business/detail?id=b3',
    );
    expect(within(sent).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes a draft only after the member confirms', async () => {
    let list = [item({})];
    const { seen } = render({
      'policyholder/AppointList': () => ({ code: 200, data: { list, total: list.length } }),
      'policyholder/DeleteAppoint': () => {
        list = [];
        return { code: 200, msg: 'Removed', data: null };
      },
    });
    // antd-mobile animates the dialog in with pointer-events off; jsdom never finishes it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const remove = await screen.findByRole('button', { name: 'Delete' });
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.some((r) => r.path === 'policyholder/DeleteAppoint')).toBe(false);

    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this Insurance policy draft?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('policyholder/DeleteAppoint'));
    expect(await screen.findByTestId('my-reservations-empty')).toBeInTheDocument();
    expect(seen.find((r) => r.path === 'policyholder/DeleteAppoint')?.fields.token).toBe(
      'tok-open',
    );
    await waitFor(() => expect(screen.getByText('Removed')).toBeInTheDocument());
  });
});
