import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName } from '@app/contract/countries';
import { isoDateToday } from '@app/contract/dates';
import type { ProductType } from '@app/contract/enums';
import type { SectionName } from '@app/contract/sections/products';
import { sectionFields } from '@app/contract/sections/registry';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve } from '../testing';
import { SectionScreen } from './section-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const today = isoDateToday();

const cases: [SectionName, ProductType, string][] = [
  ['applicant', 'insurance', a.applicantInfo],
  ['insured', 'insurance', a.insurantInfo],
  ['applicant', 'ita', a.ita.applicantInfo],
  ['ita', 'ita', a.ita.ita],
  ['customer', 'education', a.educationImmigrant.customerInfo],
  ['education', 'immigration', a.educationImmigrant.customerEducation],
  ['bank', 'education', a.educationImmigrant.bankInfo],
  ['customer', 'realEstate', a.houseTrustInvestment.customerInfo],
  ['bank', 'trust', a.houseTrustInvestment.bankInfo],
];

/** Fields hidden until their condition holds (card fields, master's courses). */
const hiddenAtFirst = new Set(['cardNumber', 'cardType', 'cardExpiry', 'masterCourses']);

describe('section forms', () => {
  it.each(cases)(
    '%s of %s renders every field with its name and label',
    async (section, product, path) => {
      serve(reservationOf(product));
      const { container } = renderAt(<SectionScreen />, path);
      await screen.findByTestId('save-button');
      const fields = sectionFields(section, product, { today });
      for (const field of fields) {
        const controls = container.querySelectorAll(`[name="${field.key}"]`);
        if (hiddenAtFirst.has(field.key)) {
          expect(controls, field.key).toHaveLength(0);
          continue;
        }
        expect(controls.length, field.key).toBeGreaterThan(0);
        const control = controls[0] as HTMLElement;
        // Every control has an accessible name: a <label for> or, for Y/N radios, the fieldset legend.
        if (control.getAttribute('type') !== 'radio') {
          expect(container.querySelector(`label[for="${control.id}"]`), field.key).not.toBeNull();
        } else {
          expect(control.closest('fieldset')?.querySelector('legend')).not.toBeNull();
        }
      }
    },
  );

  it("lists the server's country names, and the contract's own when the server cannot answer", async () => {
    const served = { country: [{ value: 'HK', label: 'Hong Kong (served)' }] };
    serve(reservationOf('insurance'), {
      'insuranceservice/getinscommonenum': () => ({ code: 200, data: served }),
    });
    const first = renderAt(<SectionScreen />, a.applicantInfo);
    const nationality = await screen.findByLabelText(/Nationality/);
    expect(
      await within(nationality).findByRole('option', { name: 'Hong Kong (served)' }),
    ).toBeInTheDocument();
    first.unmount();

    serve(reservationOf('insurance'), {
      'insuranceservice/getinscommonenum': () => ({ code: 500, msg: 'down' }),
    });
    renderAt(<SectionScreen />, a.applicantInfo);
    const fallback = await screen.findByLabelText(/Nationality/);
    expect(
      await within(fallback).findByRole('option', { name: countryName('HK', 'en-US') }),
    ).toBeInTheDocument();
  });

  it('groups the policyholder under headings and counts the required fields answered (issue 36)', async () => {
    serve(reservationOf('insurance'));
    const { container } = renderAt(<SectionScreen />, a.applicantInfo);
    await screen.findByTestId('save-button');
    // The groups' headings (the "fill from" card above the empty form has its own).
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => !h.closest('[data-testid="person-prefill"]'))
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Identity',
      'Contact and address',
      'Work and income',
      'Other details',
    ]);
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByLabelText(/^Chinese name/)).toBeInTheDocument();
    // A document's expiry sits with its number, optional (no asterisk).
    expect(within(identity).getByText('ID valid until')).toBeInTheDocument();
    const progress = screen.getByTestId('section-progress');
    const total = Number(/of (\d+) required/.exec(progress.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(progress).toHaveTextContent(`0 of ${total} required fields`);
    fireEvent.change(container.querySelector('[name="nameCn"]')!, { target: { value: '陈大文' } });
    expect(progress).toHaveTextContent(`1 of ${total} required fields`);
  });

  it('lets the phone fill personal fields: autocomplete tokens, never on ID numbers (issue 36)', async () => {
    serve(reservationOf('insurance'));
    const { container } = renderAt(<SectionScreen />, a.applicantInfo);
    await screen.findByTestId('save-button');
    const token = (name: string) =>
      container.querySelector(`[name="${name}"]`)?.getAttribute('autocomplete');
    expect({
      nameCn: token('nameCn'),
      nameEn: token('nameEn'),
      gender: token('gender'),
      birthDate: token('birthDate'),
      areaCode: token('areaCode'),
      phone: token('phone'),
      email: token('email'),
      mailingAddress: token('mailingAddress'),
      postalCode: token('postalCode'),
      employer: token('employer'),
      idNumber: token('idNumber'),
    }).toEqual({
      nameCn: 'name',
      nameEn: 'name',
      gender: 'sex',
      birthDate: 'bday',
      areaCode: 'tel-country-code',
      phone: 'tel-national',
      email: 'email',
      mailingAddress: 'street-address',
      postalCode: 'postal-code',
      employer: 'organization',
      idNumber: 'off',
    });
  });

  it('orders countries: Hong Kong, Macau, the mainland, Taiwan, then by name (issue 36)', async () => {
    const served = {
      country: ['AF', 'CN', 'GB', 'HK', 'MO', 'TW', 'AL'].map((value) => ({
        value,
        label: countryName(value, 'en-US'),
      })),
    };
    serve(reservationOf('insurance'), {
      'insuranceservice/getinscommonenum': () => ({ code: 200, data: served }),
    });
    renderAt(<SectionScreen />, a.applicantInfo);
    const nationality = await screen.findByLabelText(/Nationality/);
    await within(nationality).findByRole('option', { name: countryName('AF', 'en-US') });
    const values = within(nationality)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(values).toEqual(['HK', 'MO', 'CN', 'TW', 'AF', 'AL', 'GB']);
  });

  it('shows card fields only when the money comes by credit card', async () => {
    serve(reservationOf('ita'));
    const { container } = renderAt(<SectionScreen />, a.ita.ita);
    const method = await screen.findByLabelText(/Funding method/);
    expect(container.querySelector('[name="cardNumber"]')).toBeNull();
    fireEvent.change(method, { target: { value: 'creditCard' } });
    expect(container.querySelector('[name="cardNumber"]')).not.toBeNull();
    expect(container.querySelector('[name="cardExpiry"]')).not.toBeNull();
  });

  it("hides the residential address when 'same as' is chosen", async () => {
    serve(reservationOf('insurance'));
    const { container } = renderAt(<SectionScreen />, a.applicantInfo);
    const sameAs = await screen.findByLabelText(/Residential address same as/);
    expect(container.querySelector('[name="residentialAddress"]')).not.toBeNull();
    fireEvent.change(sameAs, { target: { value: 'idAddress' } });
    expect(container.querySelector('[name="residentialAddress"]')).toBeNull();
  });

  it('shows master courses once a master university is given', async () => {
    serve(reservationOf('education'));
    const { container } = renderAt(<SectionScreen />, a.educationImmigrant.customerEducation);
    fireEvent.change(await screen.findByLabelText(/Master's university/), {
      target: { value: 'Oxford' },
    });
    expect(container.querySelector('[name="masterCourses"]')).not.toBeNull();
  });

  it('keeps digits only in whole-number and phone fields', async () => {
    serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, a.applicantInfo);
    const weight = await screen.findByLabelText(/Weight/);
    fireEvent.change(weight, { target: { value: '7a0kg' } });
    expect(weight).toHaveValue('70');
    const phone = screen.getByLabelText(/Mobile number/);
    fireEvent.change(phone, { target: { value: '138-0013 8000' } });
    expect(phone).toHaveValue('13800138000');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(weight).toHaveAttribute('maxlength', '3');
  });

  it('choosing a bank fills its name and SWIFT code', async () => {
    serve(reservationOf('education'));
    renderAt(<SectionScreen />, a.educationImmigrant.bankInfo);
    const code = await screen.findByLabelText(/Bank code/);
    await screen.findByRole('option', { name: '004 HSBC' });
    fireEvent.change(code, { target: { value: '004' } });
    expect(screen.getByLabelText(/Bank name/)).toHaveValue('HSBC');
    expect(screen.getByLabelText(/SWIFT code/)).toHaveValue('HSBCHKHHHKH');
  });

  it('offers a birth date range from 100 years ago to yesterday', async () => {
    serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, a.applicantInfo);
    const birth = await screen.findByLabelText(/Date of birth/);
    fireEvent.focus(birth);
    expect(birth).toHaveAttribute('type', 'date');
    expect(birth.getAttribute('max')! < today).toBe(true);
    expect(birth.getAttribute('min')).toBe(`${Number(today.slice(0, 4)) - 100}${today.slice(4)}`);
  });

  it('shows a stored date as text until the member reaches the field, then the date picker', async () => {
    serve(reservationOf('insurance', { applicant: { birthDate: '1991-10-18' } }));
    renderAt(<SectionScreen />, a.applicantInfo);
    const birth = await screen.findByLabelText(/Date of birth/);
    expect(birth).toHaveAttribute('type', 'text');
    expect(birth).toHaveValue('1991-10-18');
    fireEvent.pointerDown(birth);
    expect(birth).toHaveAttribute('type', 'date');
    expect(birth).toHaveValue('1991-10-18');
    // Each date field is reached on its own: the employment start date is still text.
    expect(await screen.findByLabelText(/Employment start date/)).toHaveAttribute('type', 'text');
  });
});

describe('a bank not on the list (issue 36)', () => {
  it("offers 'Other bank' last, which empties a listed bank's name and SWIFT code to type", async () => {
    serve(reservationOf('trust'));
    const { container } = renderAt(<SectionScreen />, a.houseTrustInvestment.bankInfo);
    await screen.findByTestId('save-button');
    const code = container.querySelector<HTMLSelectElement>('select[name="bankCode"]')!;
    const other = await within(code).findByRole('option', {
      name: 'Other bank (enter its name and SWIFT code below)',
    });
    const options = within(code).getAllByRole('option');
    expect(options.at(-1)).toBe(other);
    const swift = () => container.querySelector<HTMLInputElement>('input[name="swiftCode"]')!;
    const name = () => container.querySelector<HTMLInputElement>('input[name="bankName"]')!;
    fireEvent.change(code, { target: { value: '004' } });
    expect(swift()).toHaveValue('HSBCHKHHHKH');
    expect(name()).toHaveValue('HSBC');
    fireEvent.change(code, { target: { value: 'OTHER' } });
    expect(swift()).toHaveValue('');
    expect(name()).toHaveValue('');
  });
});
