import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { DECLARATIONS_VERSION, PICS_VERSION } from '@app/contract/declarations/texts';
import { validSections } from '@app/contract/testing/fixtures';
import { paths } from '../../../config/paths';
import {
  reservationOf,
  autoUploads,
  declareAndSign,
  drawSignature,
  renderAt,
  serve,
} from '../testing';
import { TipScreen } from './tip-screen';

const a = paths.appointment;
const today = isoDateToday();
const submits = (seen: { path: string; fields: Record<string, string> }[]) =>
  seen.filter((r) => r.path === 'policyholder/EditAppointInfo' && r.fields.action === 'submit');

/** Insurance filled in: the policyholder holds a mainland ID; the insured is their adult spouse. */
const insurance = (change: (sections: ReturnType<typeof validSections>) => void = () => {}) => {
  const sections = validSections('insurance', today);
  change(sections);
  return reservationOf('insurance', sections);
};

let uploads: ReturnType<typeof autoUploads>;
beforeEach(() => {
  uploads = autoUploads();
  vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('tip screen: statement, declarations, consents', () => {
  it('shows both texts with their versions and asks each consent on its own', async () => {
    serve(insurance());
    renderAt(<TipScreen />, a.tip);
    expect(
      await screen.findByRole('heading', { name: 'Personal Information Collection Statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Version: ${PICS_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(`Version: ${DECLARATIONS_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Officer/)).toBeInTheDocument();
    const consents = screen.getByRole('group', { name: 'Your consent (tick each box)' });
    expect(within(consents).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(consents).getByRole('checkbox', { name: /outside the Chinese mainland/ }),
    ).not.toBeChecked();
  });

  it('does not ask for the transfer consent when nobody lives in the mainland', async () => {
    const outside = { idType: 'hkId', nationality: 'HK' };
    serve(
      insurance((s) => {
        Object.assign(s.applicant ?? {}, outside);
        Object.assign(s.insured ?? {}, outside);
      }),
    );
    renderAt(<TipScreen />, a.tip);
    const consents = await screen.findByRole('group', { name: 'Your consent (tick each box)' });
    expect(within(consents).getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('tip screen: signatures', () => {
  it('asks the policyholder and an adult insured to sign, a customer alone otherwise', async () => {
    serve(insurance());
    renderAt(<TipScreen />, a.tip);
    expect(
      await screen.findByRole('img', { name: "Policyholder's signature" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Insured's signature" })).toBeInTheDocument();
    cleanup();
    serve(insurance((s) => Object.assign(s.applicant ?? {}, { relationToInsured: 'self' })));
    renderAt(<TipScreen />, a.tip);
    await screen.findByRole('img', { name: "Policyholder's signature" });
    expect(screen.queryByRole('img', { name: "Insured's signature" })).toBeNull();
    cleanup();
    serve(reservationOf('trust', validSections('trust', today)));
    renderAt(<TipScreen />, a.tip);
    expect(await screen.findByRole('img', { name: "Customer's signature" })).toBeInTheDocument();
  });

  it('clears a signature and takes it again', async () => {
    serve(reservationOf('trust', validSections('trust', today)));
    renderAt(<TipScreen />, a.tip);
    await drawSignature('signaturePolicyholder');
    const pad = screen.getByTestId('signature-signaturePolicyholder');
    expect(pad).toHaveTextContent('Signed');
    const clear = within(pad).getByRole('button', { name: "Clear Customer's signature" });
    fireEvent.click(clear);
    expect(pad).toHaveAttribute('data-signed', 'false');
    expect(clear).toBeDisabled();
    await drawSignature('signaturePolicyholder');
    expect(pad).toHaveAttribute('data-signed', 'true');
  });
});

describe('tip screen: submit', () => {
  it('says beside each part what is missing and sends nothing', async () => {
    const { seen } = serve(insurance());
    renderAt(<TipScreen />, a.tip);
    fireEvent.click(await screen.findByTestId('submit-button'));
    const consents = screen.getByRole('group', { name: 'Your consent (tick each box)' });
    const messages = (await within(consents).findAllByRole('alert')).map((p) => p.textContent);
    expect(messages).toEqual([
      'Please consent to the collection and use of your personal data',
      'Please consent to the use of your sensitive personal data',
      'Please consent to the transfer of your personal data outside the mainland',
    ]);
    const padMessage = (kind: string) =>
      within(screen.getByTestId(`signature-${kind}`)).getByRole('alert').textContent;
    expect(padMessage('signaturePolicyholder')).toBe('Please sign in the box before submitting');
    expect(padMessage('signatureInsured')).toBe('The insured must sign in the box as well');
    // The first message also shows as a toast, as every form's check does.
    await vi.waitFor(() =>
      expect(
        screen.getAllByText('Please consent to the collection and use of your personal data'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('img', { name: "Insured's signature" })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first box missing takes the focus.
    expect(document.activeElement).toHaveAttribute('name', 'consent-use');
    expect(uploads.sent).toEqual([]);
    expect(submits(seen)).toHaveLength(0);
  });

  it('uploads each signature, then submits once with the declarations', async () => {
    const reservation = insurance();
    const { seen } = serve(reservation, {
      'policyholder/EditAppointInfo': () => ({
        code: 200,
        data: { ...reservation, status: 'submitted', businessId: 'b1' },
      }),
    });
    const { router } = renderAt(<TipScreen />, a.tip, [paths.appointment.submitted]);
    await declareAndSign();
    const button = screen.getByTestId('submit-button');
    fireEvent.click(button);
    fireEvent.click(button);
    // The submitted page, naming the new business (issue 36: a toast and the business list).
    expect(await screen.findByText(`screen ${paths.appointment.submitted}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=b1');
    expect(uploads.sent).toEqual(['signaturePolicyholder', 'signatureInsured']);
    expect(submits(seen)).toHaveLength(1);
    expect(JSON.parse(submits(seen)[0]?.fields.declarations ?? '')).toEqual({
      pics: PICS_VERSION,
      declarations: DECLARATIONS_VERSION,
      consents: { use: true, sensitive: true, crossBorder: true },
    });
    expect(sessionStorage.getItem('tip:tok_abcdefghijklmnop')).toBeNull();
  });

  it('shows a refusal beside the right part, keeps what was done, and sends an unchanged signature once', async () => {
    let answer = 0;
    const { seen } = serve(insurance(), {
      'policyholder/EditAppointInfo': () => {
        answer += 1;
        return {
          code: 400,
          msg: 'please enter all data correctly',
          data: {
            fields:
              answer === 1
                ? {
                    declarations: 'The statement or the declarations have changed',
                    signatureInsured: 'The insured must sign in the box as well',
                    'insured.birthDate': 'Please choose the date of birth',
                  }
                : { 'insured.birthDate': 'Please choose the date of birth' },
          },
        };
      },
    });
    renderAt(<TipScreen />, a.tip);
    await declareAndSign();
    fireEvent.click(screen.getByTestId('submit-button'));
    expect(
      await screen.findByText('The statement or the declarations have changed'),
    ).toBeInTheDocument();
    const insured = screen.getByTestId('signature-signatureInsured');
    expect(within(insured).getByRole('alert')).toHaveTextContent(
      'The insured must sign in the box as well',
    );
    expect(
      within(await screen.findByTestId('sections-to-fix')).getByRole('link', { name: 'Insured' }),
    ).toBeInTheDocument();
    // What the member did is all still there.
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(insured).toHaveAttribute('data-signed', 'true');
    fireEvent.click(screen.getByTestId('submit-button'));
    await vi.waitFor(() => expect(submits(seen)).toHaveLength(2));
    expect(uploads.sent).toEqual(['signaturePolicyholder', 'signatureInsured']);
  });

  it('keeps the ticks and the signatures over a reload', async () => {
    serve(reservationOf('trust', validSections('trust', today)));
    const first = renderAt(<TipScreen />, a.tip);
    await declareAndSign();
    first.unmount();
    renderAt(<TipScreen />, a.tip);
    const pad = await screen.findByTestId('signature-signaturePolicyholder');
    await vi.waitFor(() => expect(pad).toHaveAttribute('data-signed', 'true'));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
  });

  it('says when a signature could not be sent, and does not submit', async () => {
    const refusing = autoUploads({ signaturePolicyholder: 'A signature must be a PNG image' });
    vi.stubGlobal('XMLHttpRequest', refusing.XMLHttpRequest);
    const { seen } = serve(reservationOf('trust', validSections('trust', today)));
    renderAt(<TipScreen />, a.tip);
    await declareAndSign();
    fireEvent.click(screen.getByTestId('submit-button'));
    const pad = screen.getByTestId('signature-signaturePolicyholder');
    expect(await within(pad).findByRole('alert')).toHaveTextContent(
      'A signature must be a PNG image',
    );
    expect(submits(seen)).toHaveLength(0);
  });
});
