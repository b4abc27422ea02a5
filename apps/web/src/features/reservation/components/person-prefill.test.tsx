import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasicInfo } from '@app/contract/calls/profile';
import type { FamilyMember } from '@app/contract/calls/family';
import { isoDateToday } from '@app/contract/dates';
import type { ProductType } from '@app/contract/enums';
import { familyMemberFixture, validSection } from '@app/contract/testing/fixtures';
import { expectNoRawKeys, loadBuiltTexts } from '../../../../test/built-texts';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve } from '../testing';
import type { Handler } from '../testing';
import { registerReservationTexts } from '../texts';
import { SectionScreen } from './section-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const today = isoDateToday();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const lastApplicant = validSection('applicant', 'insurance', today) as Record<string, string>;
const son: FamilyMember = { id: 'f1', ...(familyMemberFixture(today) as Omit<FamilyMember, 'id'>) };
const profile: BasicInfo = {
  bankAccountNo: '****0001',
  accountNo: 'm1',
  customerName: '陈大文',
  customerType: 'I',
  uniqueIdName: 'cnId',
  uniqueIdValue: '**************002X',
  country: 'CN',
  nationalId: '**************002X',
  passportNo: '',
  mobile: '+852 91234567',
  telephone: '+852 91234567',
  email: 'tai.man@example.com',
  loginEmail: 'tai.man@example.com',
  cfoEmial: '',
  fullName: 'Chan Tai Man',
  firstName: 'Tai Man',
  middleName: '',
  lastName: 'Chan',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
};

const PATHS: Partial<Record<ProductType, string>> = {
  insurance: a.applicantInfo,
  education: a.educationImmigrant.customerInfo,
};

function open(
  options: {
    product?: ProductType;
    path?: string;
    data?: Record<string, Record<string, unknown>>;
    last?: { section: string; data: Record<string, unknown> } | null;
    handlers?: Record<string, Handler>;
  } = {},
) {
  const product = options.product ?? 'insurance';
  const server = serve(reservationOf(product, options.data), {
    'policyholder/LastPerson': () => ({
      code: 200,
      data:
        options.last === undefined ? { section: 'applicant', data: lastApplicant } : options.last,
    }),
    'user/basicInfo': () => ({ code: 200, data: profile }),
    'user/subUserList': () => ({ code: 200, data: [son] }),
    ...options.handlers,
  });
  // The overview is where a save lands.
  renderAt(<SectionScreen />, options.path ?? PATHS[product]!, [a.appointment]);
  return server;
}

const field = (label: RegExp) => screen.getByLabelText(label);
/** A choice once its answer has come (it is in its place, disabled, before). */
const ready = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};
const saves = <T extends { path: string }>(seen: T[]) =>
  seen.filter((request) => request.path === 'policyholder/EditAppointInfo');

describe('filling the policyholder or customer from details given before (issue 36)', () => {
  it('offers a card on an empty policyholder; the last reservation fills it, saved only with Save', async () => {
    const { seen } = open();
    const card = await screen.findByRole('region', { name: 'Fill from details you gave before' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing is filled until the member picks.
    expect(field(/^Chinese name/)).toHaveValue('');
    expect(within(card).getByRole('button', { name: 'Your last reservation' })).toBeVisible();
    await user().click(await ready('Your last reservation'));

    expect(field(/^Chinese name/)).toHaveValue(lastApplicant.nameCn);
    expect(field(/^English name/)).toHaveValue(lastApplicant.nameEn);
    expect(field(/^ID number/)).toHaveValue(lastApplicant.idNumber);
    expect(field(/^E-mail/)).toHaveValue(lastApplicant.email);
    // Who the insured is belongs to this reservation: not carried over.
    expect(field(/^Relationship to insured/)).toHaveValue('');
    const done = await screen.findByTestId('prefill-done');
    expect(done).toHaveTextContent(
      'Details from your last reservation were filled in; please check them and save',
    );
    expect(done).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('person-prefill')).toBeNull();
    expect(saves(seen)).toHaveLength(0);

    await user().selectOptions(field(/^Relationship to insured/), 'self');
    await user().click(screen.getByTestId('save-button'));
    await waitFor(() => expect(saves(seen)).toHaveLength(1));
    expect(JSON.parse(String(saves(seen)[0]!.fields.data))).toMatchObject({
      nameCn: lastApplicant.nameCn,
      idNumber: lastApplicant.idNumber,
    });
  });

  it("asks for nothing until the member picks a source (issue 33: the first seconds are the form's)", async () => {
    const { seen } = open();
    await screen.findByTestId('person-prefill');
    await screen.findByTestId('save-button');
    const asked = (path: string) => seen.filter((request) => request.path === path).length;
    expect(asked('policyholder/LastPerson') + asked('user/basicInfo')).toBe(0);
    expect(asked('user/subUserList')).toBe(0);
    await user().click(screen.getByRole('button', { name: 'Fill from a family member' }));
    await screen.findByRole('button', { name: /陈小明 Chan Siu Ming/ });
    expect(asked('user/subUserList')).toBe(1);
    expect(asked('policyholder/LastPerson')).toBe(0);
    await user().click(await ready('Your last reservation'));
    await screen.findByTestId('prefill-done');
    expect(asked('policyholder/LastPerson')).toBe(1);
  });

  it('keeps the card when a source cannot be reached, for another try', async () => {
    let fail = true;
    open({
      handlers: {
        'user/basicInfo': () => (fail ? { code: 500, data: null } : { code: 200, data: profile }),
      },
    });
    await user().click(await ready('Your profile'));
    await waitFor(() =>
      expect(screen.getByTestId('prefill-profile')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByTestId('person-prefill')).toBeInTheDocument();
    expect(field(/^Chinese name/)).toHaveValue('');
    fail = false;
    await user().click(screen.getByTestId('prefill-profile'));
    expect(await screen.findByTestId('prefill-done')).toHaveTextContent(
      'Details from your profile',
    );
    expect(field(/^Chinese name/)).toHaveValue('陈大文');
  });

  it('keeps what the member typed: only empty fields are filled', async () => {
    open();
    await screen.findByTestId('person-prefill');
    await user().type(field(/^Chinese name/), '李四');
    await user().click(await ready('Your last reservation'));
    expect(field(/^Chinese name/)).toHaveValue('李四');
    expect(field(/^English name/)).toHaveValue(lastApplicant.nameEn);
  });

  it('fills from the profile what it knows unmasked, never a masked number', async () => {
    open({ last: null });
    const card = await screen.findByTestId('person-prefill');
    // No last reservation: said in the choice's place, and the focus goes there.
    await user().click(await ready('Your last reservation'));
    const none = await within(card).findByRole('status');
    expect(none).toHaveTextContent('No submitted reservation yet');
    expect(none).toHaveFocus();
    expect(within(card).queryByRole('button', { name: 'Your last reservation' })).toBeNull();
    expect(field(/^Chinese name/)).toHaveValue('');
    await user().click(await ready('Your profile'));
    expect(field(/^Chinese name/)).toHaveValue('陈大文');
    expect(field(/^English name/)).toHaveValue('Chan Tai Man');
    expect(field(/^E-mail/)).toHaveValue('tai.man@example.com');
    expect(field(/^Area code/)).toHaveValue('+852');
    expect(field(/^Mobile number/)).toHaveValue('91234567');
    expect(field(/^Nationality/)).toHaveValue('CN');
    expect(field(/^ID type/)).toHaveValue('cnId');
    expect(field(/^ID number/)).toHaveValue('');
    expect(await screen.findByTestId('prefill-done')).toHaveTextContent(
      'Details from your profile were filled in; please check them and save',
    );
  });

  it("fills a customer from a family member, with the family list's own picker", async () => {
    open({ product: 'education', last: null });
    const card = await screen.findByTestId('person-prefill');
    await user().click(within(card).getByRole('button', { name: 'Fill from a family member' }));
    await user().click(await within(card).findByRole('button', { name: /陈小明 Chan Siu Ming/ }));
    expect(field(/^Chinese name/)).toHaveValue('陈小明');
    expect(field(/^ID number/)).toHaveValue(son.idNumber);
    expect(await screen.findByTestId('prefill-done')).toHaveTextContent(
      "陈小明 Chan Siu Ming's details were filled in; please check them and save",
    );
  });

  it('is not offered once the section holds something', async () => {
    const { seen } = open({ data: { applicant: { nameCn: '陈大文' } } });
    await screen.findByTestId('save-button');
    expect(screen.queryByTestId('person-prefill')).toBeNull();
    expect(seen.some((request) => request.path === 'policyholder/LastPerson')).toBe(false);
  });

  it('is not offered on the insured section (its own family fill is there)', async () => {
    open({ path: a.insurantInfo });
    await screen.findByTestId('save-button');
    expect(screen.queryByTestId('person-prefill')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fill from a family member' })).toBeInTheDocument();
  });

  it('can be dismissed, leaving the form empty', async () => {
    open();
    await user().click(await screen.findByRole('button', { name: "No thanks, I'll fill it in" }));
    expect(screen.queryByTestId('person-prefill')).toBeNull();
    expect(field(/^Chinese name/)).toHaveValue('');
  });

  it.each([
    ['zh-CN', '从已有资料填入', '上一份预约的资料'],
    ['en-US', 'Fill from details you gave before', 'Your last reservation'],
  ] as const)('speaks %s with no raw key', async (lang, title, last) => {
    loadBuiltTexts(lang, registerReservationTexts);
    open();
    const card = await screen.findByRole('region', { name: title });
    expect(await within(card).findByRole('button', { name: last })).toBeInTheDocument();
    expectNoRawKeys();
  });
});
