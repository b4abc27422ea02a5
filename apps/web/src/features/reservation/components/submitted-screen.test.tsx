import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoRawKeys, loadBuiltTexts } from '../../../../test/built-texts';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { registerReservationTexts } from '../texts';
import { SubmittedScreen } from './submitted-screen';

const render = (route: string) =>
  renderScreen(<SubmittedScreen />, { path: paths.appointment.submitted, route });

describe('SubmittedScreen', () => {
  it('says what happens next, whom to ask, and leads to the new business (issue 36)', () => {
    render(paths.appointment.submittedHref('b1'));
    expect(
      screen.getByRole('heading', { name: 'Your reservation has been submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'service@intermediary.example' })).toHaveAttribute(
      'href',
      'mailto:service@intermediary.example',
    );
    expect(screen.getByRole('link', { name: 'View this business' })).toHaveAttribute(
      'href',
      paths.business.detailHref('b1'),
    );
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'shows no raw key with the texts a build has (%s)',
    (lang) => {
      loadBuiltTexts(lang, registerReservationTexts);
      render(paths.appointment.submitted);
      expect(screen.getByTestId('submitted')).toBeInTheDocument();
      expectNoRawKeys();
    },
  );
});
