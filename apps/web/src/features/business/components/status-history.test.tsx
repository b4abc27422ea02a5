import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleBusiness } from '@app/contract/testing/dto-fixtures';
import { renderScreen } from '../../../../test/render';
import { businessServer } from '../testing';
import { BusinessDetailScreen } from './business-detail-screen';

describe('the status history', () => {
  it('shows a note kept at the same status as that status, not "Submitted → Submitted" (issue 36)', async () => {
    localStorage.setItem('member-token', 'tok-1');
    businessServer({
      'insuranceservice/GetSingleInsurance': () => ({
        code: 200,
        data: sampleBusiness({ id: '7' }),
      }),
      'insuranceservice/getstatuschange': () => ({
        code: 200,
        data: [
          { from: null, to: 'submitted', at: '2025-06-15T02:00:00Z', note: null },
          { from: 'submitted', to: 'submitted', at: '2025-06-16T02:00:00Z', note: 'Resubmitted' },
        ],
      }),
    });
    renderScreen(<BusinessDetailScreen />, {
      path: '/pages/business/detail',
      route: '/pages/business/detail?id=7',
    });
    const history = await screen.findByTestId('detail-panel-history');
    await userEvent.setup().click(within(history).getByText('Status history'));
    await within(history).findByText('Created as Submitted');
    expect(history).not.toHaveTextContent('Submitted → Submitted');
    expect(within(history).getByText('Still Submitted')).toBeInTheDocument();
    expect(within(history).getByText('Resubmitted')).toBeInTheDocument();
  });
});
