import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { appointmentOf, renderAt, serve, TOKEN } from '../testing';
import { OverviewScreen } from './overview-screen';
import { TipScreen } from './tip-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const submits = (seen: { path: string; fields: Record<string, string> }[]) =>
  seen.filter((r) => r.path === 'policyholder/EditAppointInfo' && r.fields.action === 'submit');

describe('overviews', () => {
  it("lists each section as 'To be completed' or 'Completed', linking to its screen", async () => {
    const appointment = appointmentOf('education');
    appointment.sections.customer!.completed = true;
    serve(appointment);
    renderAt(<OverviewScreen />, a.educationImmigrant.index);
    const customer = await screen.findByTestId('section-customer');
    expect(customer).toHaveAttribute('data-status', 'completed');
    expect(customer).toHaveTextContent('Customer information');
    expect(customer).toHaveTextContent('Completed');
    const bank = screen.getByTestId('section-bank');
    expect(bank).toHaveAttribute('data-status', 'todo');
    expect(bank).toHaveTextContent('To be completed');
    expect(within(bank).getByRole('link')).toHaveAttribute(
      'href',
      `${a.educationImmigrant.bankInfo}?token=${TOKEN}`,
    );
    expect(screen.getByTestId('section-education')).toBeInTheDocument();
    expect(screen.getByTestId('section-upload')).toBeInTheDocument();
  });

  it('sends a link opened on the wrong overview to its own', async () => {
    serve(appointmentOf('ita'));
    renderAt(<OverviewScreen />, a.appointment, [a.ita.index]);
    expect(await screen.findByText(`screen ${a.ita.index}`)).toBeInTheDocument();
  });

  it('insurance leads to the declarations instead of submitting from the overview', async () => {
    serve(appointmentOf('insurance'));
    renderAt(<OverviewScreen />, a.appointment);
    expect(await screen.findByTestId('to-tip')).toHaveAttribute('href', `${a.tip}?token=${TOKEN}`);
    expect(screen.queryByTestId('submit-button')).toBeNull();
  });

  it('refreshes on request', async () => {
    const { seen } = serve(appointmentOf('trust'));
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === 'policyholder/checkAppointUrl')).toHaveLength(2),
    );
  });

  it('submits once on a double tap, then goes to the business list', async () => {
    const appointment = appointmentOf('trust');
    const { seen } = serve(appointment, {
      'policyholder/EditAppointInfo': () => ({
        code: 200,
        data: { ...appointment, status: 'submitted', businessId: 'b1' },
      }),
    });
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index, [paths.business.index]);
    const button = await screen.findByTestId('submit-button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(`screen ${paths.business.index}`)).toBeInTheDocument();
    expect(submits(seen)).toHaveLength(1);
    expect(submits(seen)[0]?.fields.token).toBe(TOKEN);
    expect(await screen.findByText('Submit Successful')).toBeInTheDocument();
  });

  it('marks the sections a refused submit names', async () => {
    serve(appointmentOf('realEstate'), {
      'policyholder/EditAppointInfo': () => ({
        code: 400,
        msg: 'please enter all data correctly',
        data: { fields: { 'bank.swiftCode': 'Invalid', 'upload.idCardFront': 'Please upload' } },
      }),
    });
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    fireEvent.click(await screen.findByTestId('submit-button'));
    const bank = screen.getByTestId('section-bank');
    await vi.waitFor(() => expect(bank).toHaveTextContent('Needs changes'));
    expect(bank).toHaveAttribute('data-status', 'todo');
    expect(screen.getByTestId('section-upload')).toHaveTextContent('Needs changes');
    expect(screen.getByTestId('section-customer')).toHaveTextContent('To be completed');
  });
});

describe('declarations (tip)', () => {
  it('asks for the declaration, then submits once', async () => {
    const appointment = appointmentOf('insurance');
    const { seen } = serve(appointment, {
      'policyholder/EditAppointInfo': () => ({
        code: 200,
        data: { ...appointment, status: 'submitted' },
      }),
    });
    renderAt(<TipScreen />, a.tip, [paths.business.index]);
    const submit = await screen.findByTestId('submit-button');
    fireEvent.click(submit);
    expect(
      await screen.findByText('Please read and tick the declaration first'),
    ).toBeInTheDocument();
    expect(submits(seen)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(document.querySelector('input[name="declaration"]')).toBeChecked();
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByText(`screen ${paths.business.index}`);
    expect(submits(seen)).toHaveLength(1);
  });

  it('lists the sections to fix after a refused submit', async () => {
    serve(appointmentOf('insurance'), {
      'policyholder/EditAppointInfo': () => ({
        code: 400,
        msg: 'please enter all data correctly',
        data: { fields: { 'insured.birthDate': 'This field is required' } },
      }),
    });
    renderAt(<TipScreen />, a.tip);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByTestId('submit-button'));
    const fix = await screen.findByTestId('sections-to-fix');
    expect(within(fix).getByRole('link', { name: 'Insured' })).toHaveAttribute(
      'href',
      `${a.insurantInfo}?token=${TOKEN}`,
    );
  });
});
