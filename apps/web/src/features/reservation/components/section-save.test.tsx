import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { validSection } from '@app/contract/testing/fixtures';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { SectionScreen } from './section-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const today = isoDateToday();
const overview = a.appointment;
const applicant = (): Record<string, string | string[]> =>
  validSection('applicant', 'insurance', today);
const edits = (seen: { path: string; fields: Record<string, string> }[]) =>
  seen.filter((r) => r.path === 'policyholder/EditAppointInfo');

describe('saving a section', () => {
  it('shows the messages beside the fields and focuses the first invalid one', async () => {
    const { seen } = serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, a.applicantInfo);
    fireEvent.click(await screen.findByTestId('save-button'));
    expect(await screen.findByTestId('error-nameCn')).toHaveTextContent(
      'Please enter the Chinese name',
    );
    expect(screen.getByTestId('error-idType')).toHaveTextContent('Please choose the ID type');
    expect(screen.getByTestId('error-email')).toHaveTextContent('Please enter the e-mail');
    // SPEC §5: and a toast with the first field's message.
    await waitFor(() =>
      expect(document.querySelector('.toast__main')).toHaveTextContent(
        'Please enter the Chinese name',
      ),
    );
    const nameCn = screen.getByLabelText(/Chinese name/);
    expect(nameCn).toHaveAttribute('aria-invalid', 'true');
    expect(nameCn.getAttribute('aria-describedby')).toBe(screen.getByTestId('error-nameCn').id);
    await waitFor(() => expect(document.activeElement).toBe(nameCn));
    expect(edits(seen)).toHaveLength(0);
  });

  it('sends the section as JSON, says so and goes back to the overview', async () => {
    const { seen } = serve(reservationOf('insurance', { applicant: applicant() }));
    const { router } = renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    fireEvent.click(await screen.findByTestId('save-button'));
    expect(await screen.findByText(`screen ${overview}`)).toBeInTheDocument();
    // The toast leaves after two seconds: looked for first.
    expect(await screen.findByText('Save Successful')).toBeInTheDocument();
    const [save] = edits(seen);
    expect(save?.fields).toMatchObject({ token: TOKEN, section: 'applicant', action: 'save' });
    expect(JSON.parse(save!.fields.data!)).toMatchObject({ nameCn: applicant().nameCn });
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });

  it("shows the server's code 400 messages beside their fields", async () => {
    serve(reservationOf('insurance', { applicant: applicant() }), {
      'policyholder/EditAppointInfo': () => ({
        code: 400,
        msg: 'Please enter a valid ID number',
        data: { fields: { idNumber: 'Please enter a valid ID number' } },
      }),
    });
    renderAt(<SectionScreen />, a.applicantInfo);
    fireEvent.click(await screen.findByTestId('save-button'));
    expect(await screen.findByTestId('error-idNumber')).toHaveTextContent(
      'Please enter a valid ID number',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/ID number/)));
  });

  it("saves a 'self' policyholder once: the server writes the insured copy in the same save", async () => {
    // Issue 36: a second save of the insured copy was refused (409) when only the policyholder
    // was reopened, leaving two addresses for one person.
    const self = { ...applicant(), relationToInsured: 'self' };
    const { seen } = serve(reservationOf('insurance', { applicant: self }));
    localStorage.setItem(`draft:${TOKEN}:insured`, JSON.stringify({ nameCn: 'stale' }));
    renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    fireEvent.click(await screen.findByTestId('save-button'));
    await screen.findByText(`screen ${overview}`);
    expect(edits(seen).map((edit) => edit.fields.section)).toEqual(['applicant']);
    expect(localStorage.getItem(`draft:${TOKEN}:insured`)).toBeNull();
  });

  it('says on the insured screen that the policyholder is the insured', async () => {
    const self = { ...applicant(), relationToInsured: 'self' };
    serve(reservationOf('insurance', { applicant: self, insured: applicant() }));
    renderAt(<SectionScreen />, a.insurantInfo);
    expect(await screen.findByTestId('insured-is-applicant')).toHaveTextContent(
      'copied from the policyholder',
    );
  });
});

describe('drafts', () => {
  const key = `draft:${TOKEN}:applicant`;

  it('keeps what is typed, and restores it after a remount with a notice', async () => {
    serve(reservationOf('insurance'));
    const user = userEvent.setup();
    const first = renderAt(<SectionScreen />, a.applicantInfo);
    await user.type(await screen.findByLabelText(/Chinese name/), '陈大文');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ nameCn: '陈大文' }),
    );
    first.unmount();

    renderAt(<SectionScreen />, a.applicantInfo);
    expect(await screen.findByTestId('draft-restored')).toHaveTextContent(
      'Unsaved changes were restored',
    );
    expect(screen.getByLabelText(/Chinese name/)).toHaveValue('陈大文');
  });

  it('writes the draft at once when the page is hidden', async () => {
    serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, a.applicantInfo);
    fireEvent.change(await screen.findByLabelText(/Position/), { target: { value: 'Clerk' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ position: 'Clerk' });
  });

  it('keeps the draft when the save fails and clears it only after a 200', async () => {
    let fail = true;
    serve(reservationOf('insurance', { applicant: applicant() }), {
      'policyholder/EditAppointInfo': () =>
        fail
          ? new Response('down', { status: 503 })
          : { code: 200, data: reservationOf('insurance') },
    });
    renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    fireEvent.change(await screen.findByLabelText(/Position/), { target: { value: 'Director' } });
    fireEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText(/kept on this device/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ position: 'Director' });

    fail = false;
    fireEvent.click(screen.getByTestId('save-button'));
    await screen.findByText(`screen ${overview}`);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('saved while the server cannot be reached: kept, said so, and sent once back online', async () => {
    let down = true;
    const { seen } = serve(reservationOf('insurance', { applicant: applicant() }), {
      'policyholder/EditAppointInfo': () => {
        if (down) throw new TypeError('Failed to fetch');
        return { code: 200, data: reservationOf('insurance') };
      },
    });
    renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    fireEvent.change(await screen.findByLabelText(/Position/), { target: { value: 'Director' } });
    fireEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByTestId('save-state')).toHaveTextContent(
      'will be saved when you are back online',
    );
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ position: 'Director' });

    down = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('saved'));
    expect(localStorage.getItem(key)).toBeNull();
    const [, sent] = edits(seen);
    expect(JSON.parse(sent!.fields.data!)).toMatchObject({ position: 'Director' });
  });
});
