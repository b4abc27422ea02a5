import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve } from '../testing';
import { SectionScreen } from './section-screen';

const saved = { nameCn: '陈大文', mailingAddress: 'Old Road 1' };

describe('pull-to-refresh on a section screen (SPEC §2)', () => {
  it("takes the server's values and keeps what the member typed", async () => {
    let server = reservationOf('insurance', { applicant: saved });
    const { seen } = serve(server, {
      'policyholder/checkAppointUrl': () => ({ code: 200, data: server }),
    });
    renderAt(<SectionScreen />, paths.appointment.applicantInfo);
    const nameCn = await screen.findByLabelText(/Chinese name/);
    expect(nameCn).toHaveValue('陈大文');
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'typed@example.com' } });
    fireEvent.change(nameCn, { target: { value: '陈小文' } });

    // Meanwhile the reservation changed on the server (another device saved it).
    server = reservationOf('insurance', {
      applicant: { nameCn: '陈大明', mailingAddress: 'New Road 2', email: 'server@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.path === 'policyholder/checkAppointUrl')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByLabelText(/Mailing address/)).toHaveValue('New Road 2'));
    // Typed, not saved: the member's words stay.
    expect(screen.getByLabelText(/Chinese name/)).toHaveValue('陈小文');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('typed@example.com');
  });
});
