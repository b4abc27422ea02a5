import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole, useConsoleTexts } from '../../../../test/console';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  beforeEach(useConsoleTexts);

  it('pairs each declared label with its value and leaves out what is empty', () => {
    renderConsole(
      <DetailList
        items={[
          { label: 'pda.member.email', value: 'demo@example.com' },
          { label: 'pda.member.mobile', value: null },
          { label: 'pda.member.staff', value: '', testId: 'staff-row' },
        ]}
      />,
    );
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('E-mail');
    expect(screen.getByRole('definition')).toHaveTextContent('demo@example.com');
    expect(screen.queryByTestId('staff-row')).not.toBeInTheDocument();
  });

  it('shows every declared field when asked, empty ones too', () => {
    renderConsole(
      <DetailList
        showEmpty
        items={[
          { label: 'pda.member.email', value: 'demo@example.com' },
          { label: 'pda.member.mobile', value: '' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term')).toHaveLength(2);
  });
});
