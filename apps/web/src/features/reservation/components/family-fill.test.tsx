import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '@app/contract/calls/family';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberFixture, validSection } from '@app/contract/testing/fixtures';
import { paths } from '../../../config/paths';
import { renderScreen } from '../../../../test/render';
import { reservationOf, serve, TOKEN } from '../testing';
import type { Handler } from '../testing';
import { OverviewScreen } from './overview-screen';
import { SectionScreen } from './section-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const today = isoDateToday();
const son: FamilyMember = { id: 'f1', ...(familyMemberFixture(today) as Omit<FamilyMember, 'id'>) };
const insured = () => validSection('insured', 'insurance', today) as Record<string, string>;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function open(
  family: FamilyMember[],
  data: Record<string, Record<string, unknown>> = {},
  handlers: Record<string, Handler> = {},
) {
  const server = serve(reservationOf('insurance', data), {
    'user/subUserList': () => ({ code: 200, data: family }),
    ...handlers,
  });
  // The overview is the real one: the offer to keep the person is a card on it.
  renderScreen(<SectionScreen />, {
    path: a.insurantInfo,
    route: `${a.insurantInfo}?token=${TOKEN}`,
    routes: [{ path: a.appointment, element: <OverviewScreen /> }],
  });
  return server;
}

describe('the insured section and family members', () => {
  it('fills every matching field from a family member in one tap, and says so', async () => {
    open([son], { insured: { nameCn: '旧名', phone: '91234567' } });
    const toggle = await screen.findByRole('button', { name: 'Fill from a family member' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByRole('group', { name: 'Choose whose details to fill in' });
    await user().click(await within(picker).findByRole('button', { name: /陈小明 Chan Siu Ming/ }));
    // Said at once, in a toast that leaves after two seconds: looked for before anything else.
    expect(
      await screen.findByText("陈小明 Chan Siu Ming's details were filled in; please check them"),
    ).toBeInTheDocument();

    expect(screen.getByLabelText(/^Chinese name/)).toHaveValue('陈小明');
    expect(screen.getByLabelText(/^English name/)).toHaveValue('Chan Siu Ming');
    expect(screen.getByLabelText(/^ID type/)).toHaveValue('hkId');
    expect(screen.getByLabelText(/^ID number/)).toHaveValue(son.idNumber);
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(son.birthDate);
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('M');
    expect(screen.getByLabelText(/^Nationality/)).toHaveValue('HK');
    // Fields a family member does not hold stay as they were.
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('91234567');
    expect(screen.queryByRole('group', { name: 'Choose whose details to fill in' })).toBeNull();
  });

  it('links to adding one when there is nobody yet', async () => {
    open([]);
    await user().click(await screen.findByRole('button', { name: 'Fill from a family member' }));
    expect(await screen.findByText(/No family members yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a family member' })).toHaveAttribute(
      'href',
      paths.myFamilyEdit,
    );
  });

  it('after saving someone new, offers to keep them; accepting saves them', async () => {
    const other = { ...son, idType: 'passport', idNumber: 'P1234567' };
    const { seen } = open(
      [other],
      { insured: insured(), applicant: { relationToInsured: 'parent' } },
      {
        'user/saveSubUser': (fields) => ({ code: 200, data: { id: 'f2', ...fields } }),
      },
    );
    await user().click(await screen.findByTestId('save-button'));
    expect(await screen.findByTestId('section-applicant')).toBeInTheDocument();
    const offer = await screen.findByTestId('family-offer');
    expect(offer).toHaveTextContent(
      `Save ${insured().nameCn} ${insured().nameEn} as a family member?`,
    );
    // The card sits in the page: nothing covers the overview meanwhile.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(within(offer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.path === 'user/saveSubUser')).toBe(true));
    expect(seen.find((r) => r.path === 'user/saveSubUser')?.fields).toMatchObject({
      chineseName: insured().nameCn,
      englishName: insured().nameEn,
      idType: insured().idType,
      idNumber: insured().idNumber,
      relation: 'child',
    });
    expect(await screen.findByText('Saved as a family member')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('family-offer')).toBeNull());
  });

  it('does not offer when the person is already a family member (same ID type and number)', async () => {
    const same = { ...son, idType: insured().idType!, idNumber: insured().idNumber!.toLowerCase() };
    const { seen } = open([same], { insured: insured() });
    await user().click(await screen.findByTestId('save-button'));
    expect(await screen.findByTestId('section-applicant')).toBeInTheDocument();
    expect(await screen.findByText('Save Successful')).toBeInTheDocument();
    expect(screen.queryByTestId('family-offer')).toBeNull();
    expect(seen.some((r) => r.path === 'user/saveSubUser')).toBe(false);
  });

  it('declining the offer saves nothing', async () => {
    const { seen } = open([], { insured: insured() });
    await user().click(await screen.findByTestId('save-button'));
    const offer = await screen.findByTestId('family-offer');
    await user().click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('family-offer')).toBeNull());
    expect(seen.some((r) => r.path === 'user/saveSubUser')).toBe(false);
  });
});
