import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { remittanceOf, serveMoney } from '../testing';
import { RemittanceListScreen } from './remittance-list-screen';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderScreen(<RemittanceListScreen />, { path: paths.myRemittances, route: paths.myRemittances });

describe('RemittanceListScreen', () => {
  it('lists each notice with its status, amount and the staff note of a rejected one', async () => {
    serveMoney({
      'remittance/list': () => ({
        code: 200,
        data: {
          list: [
            remittanceOf({ id: 'r3', status: 'rejected', note: 'Wrong amount on the slip' }),
            remittanceOf({ id: 'r2', status: 'confirmed' }),
            remittanceOf({ id: 'r1' }),
          ],
          total: 3,
        },
      }),
    });
    render();
    const items = await screen.findAllByTestId('remittance');
    expect(items.map((i) => i.dataset.status)).toEqual(['rejected', 'confirmed', 'submitted']);
    expect(screen.getAllByTestId('remittance-status').map((s) => s.textContent)).toEqual([
      'Rejected',
      'Confirmed',
      'Submitted',
    ]);
    expect(screen.getByTestId('remittance-note')).toHaveTextContent(
      'Reason: Wrong amount on the slip',
    );
    expect(items[0]).toHaveTextContent('HKD 12,000.50');
  });

  it('shows the empty state and the failed state with a retry', async () => {
    serveMoney({ 'remittance/list': () => ({ code: 200, data: { list: [], total: 0 } }) });
    const view = render();
    expect(await screen.findByTestId('money-empty')).toHaveTextContent(
      'You have not sent any remittance notice yet',
    );
    view.unmount();
    serveMoney({ 'remittance/list': () => ({ code: 500, msg: 'server busy' }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your remittances could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
