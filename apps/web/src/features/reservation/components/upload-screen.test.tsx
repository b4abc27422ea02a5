import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { yearsBefore } from '@app/contract/testing/fixtures';
import { paths } from '../../../config/paths';
import { reservationOf, FakeUpload, renderAt, serve, TOKEN } from '../testing';
import { UploadScreen } from './upload-screen';

const a = paths.appointment;
const today = isoDateToday();

beforeEach(() => {
  FakeUpload.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

const photo = () => new File(['x'.repeat(1000)], 'id.png', { type: 'image/png' });
const tileKinds = () =>
  screen
    .getAllByTestId(/^upload-tile-/)
    .map((tile) => tile.dataset.testid?.replace('upload-tile-', ''));

function pick(kind: string, file: File) {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="${kind}"]`)!;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe('UploadScreen', () => {
  it('shows one tile per document needed, required ones marked', async () => {
    serve(reservationOf('education'));
    renderAt(<UploadScreen />, a.educationImmigrant.upload);
    await screen.findByTestId('upload-tile-idCardFront');
    expect(tileKinds()).toEqual([
      'idCardFront',
      'idCardBack',
      'passFront',
      'passBack',
      'resume',
      'savingsCardFront',
    ]);
    expect(screen.getByTestId('upload-tile-resume')).toHaveTextContent('required');
    const resume = document.querySelector('input[name="resume"]')!;
    expect(resume).toHaveAttribute('accept', 'application/pdf');
    // No capture attribute: phones then offer the camera and the photo library, so an ID card
    // photographed earlier can be chosen as well as a new one taken.
    expect(document.querySelector('input[name="idCardFront"]')).not.toHaveAttribute('capture');
    expect(document.querySelector('input[name="idCardFront"]')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/jpeg'),
    );
  });

  it('asks for a birth certificate only when the insured is under 18', async () => {
    serve(reservationOf('insurance', { insured: { birthDate: yearsBefore(today, 30) } }));
    const view = renderAt(<UploadScreen />, a.upload);
    await screen.findByTestId('upload-tile-idCardFront');
    expect(screen.queryByTestId('upload-tile-birthCertificate')).toBeNull();
    view.unmount();

    serve(reservationOf('insurance', { insured: { birthDate: yearsBefore(today, 10) } }));
    renderAt(<UploadScreen />, a.upload);
    expect(await screen.findByTestId('upload-tile-birthCertificate')).toBeInTheDocument();
  });

  it('sends the file with kind and token, shows the progress, then saves the section', async () => {
    const reservation = reservationOf('trust');
    const have = { idCardBack: 'u2', passFront: 'u3', passBack: 'u4', savingsCardFront: 'u5' };
    reservation.uploads = Object.entries(have).map(([kind, id]) => ({
      id,
      kind: kind as 'idCardBack',
      name: `${kind}.jpg`,
      size: 10,
      mime: 'image/jpeg',
      url: `/api/upload/file/${id}`,
    }));
    const { seen } = serve(reservation);
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    await screen.findByTestId('upload-tile-idCardFront');
    const file = photo();
    pick('idCardFront', file);

    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    const sent = FakeUpload.last!;
    expect(sent.url).toBe('/api/platform/upload');
    expect(sent.body!.get('kind')).toBe('idCardFront');
    expect(sent.body!.get('token')).toBe(TOKEN);
    expect(sent.body!.get('type')).toBe('miniapp');
    expect((sent.body!.get('file') as File).name).toBe('id.png');
    expect(sent.headers.Authorization).toBe('member-1');

    act(() => sent.progress(40, 100));
    const tile = screen.getByTestId('upload-tile-idCardFront');
    const bar = within(tile).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    // Named by the tile's own label, so a screen reader says which file is uploading.
    expect(bar).toHaveAccessibleName(/^ID card front/);

    act(() =>
      sent.answer({
        code: 200,
        msg: '',
        data: {
          id: 'u1',
          url: '/api/upload/file/u1',
          name: 'id.png',
          size: 1000,
          mime: 'image/png',
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('upload-tile-idCardFront')).toHaveAttribute(
        'data-status',
        'uploaded',
      ),
    );
    await waitFor(() =>
      expect(seen.some((r) => r.path === 'policyholder/EditAppointInfo')).toBe(true),
    );
    const save = seen.find((r) => r.path === 'policyholder/EditAppointInfo')!;
    expect(save.fields.section).toBe('upload');
    expect(JSON.parse(save.fields.data!)).toEqual({ idCardFront: 'u1', ...have });
    expect(localStorage.getItem(`draft:${TOKEN}:upload`)).toBeNull();
  });

  it('previews a stored file fetched with the member token, from a blob URL', async () => {
    const reservation = reservationOf('trust', { upload: { passBack: 'u9' } });
    reservation.uploads = [
      {
        id: 'u9',
        kind: 'passBack',
        name: 'p.jpg',
        size: 3,
        mime: 'image/jpeg',
        url: '/api/upload/file/u9',
      },
    ];
    const { seen } = serve(reservation, {
      'upload/file/u9': () =>
        new Response('img', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:u9', revokeObjectURL: () => {} }),
    );
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    const image = await screen.findByRole('img', { name: 'Preview of Pass or passport back' });
    expect(image).toHaveAttribute('src', 'blob:u9');
    const request = seen.find((r) => r.path === 'upload/file/u9');
    expect(request?.headers.get('Authorization')).toBe('member-1');
  });

  it("previews a file just sent from platform/upload's data.url, not a url of its own", async () => {
    const { seen } = serve(reservationOf('trust'), {
      'files/elsewhere/u1': () =>
        new Response('img', { status: 200, headers: { 'Content-Type': 'image/png' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:sent', revokeObjectURL: () => {} }),
    );
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    await screen.findByTestId('upload-tile-idCardFront');
    pick('idCardFront', photo());
    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    const data = {
      id: 'u1',
      url: '/api/files/elsewhere/u1',
      name: 'a',
      size: 1,
      mime: 'image/png',
    };
    act(() => FakeUpload.last!.answer({ code: 200, data }));
    await waitFor(() => expect(seen.some((r) => r.path === 'files/elsewhere/u1')).toBe(true));
    expect(seen.some((r) => r.path.startsWith('upload/file/'))).toBe(false);
    const preview = await screen.findByRole('img', { name: 'Preview of ID card front' });
    expect(preview).toHaveAttribute('src', 'blob:sent');
  });

  it("says 'Upload Failed, Please Try Again Later' when the upload fails", async () => {
    serve(reservationOf('trust'));
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    await screen.findByTestId('upload-tile-passFront');
    pick('passFront', photo());
    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    act(() => FakeUpload.last!.answer({}, 502));
    expect(
      await within(screen.getByTestId('upload-tile-passFront')).findByText(
        'Upload Failed, Please Try Again Later',
      ),
    ).toBeInTheDocument();
  });

  it('shows the limits, and says a file over 10 MB is too large without sending it (issue 36)', async () => {
    serve(reservationOf('trust'));
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    const tile = await screen.findByTestId('upload-tile-passFront');
    expect(tile).toHaveTextContent('JPG, PNG, WebP, HEIC or PDF, up to 10 MB');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    pick('passFront', big);
    expect(
      await within(tile).findByText('The file is 26 MB: files can be at most 10 MB'),
    ).toBeInTheDocument();
    expect(FakeUpload.last).toBeUndefined();
  });

  it('says which types are accepted, without sending another (issue 36)', async () => {
    serve(reservationOf('trust'));
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    const tile = await screen.findByTestId('upload-tile-passFront');
    pick('passFront', new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(
      await within(tile).findByText(
        'This type of file is not accepted: please choose a JPG, PNG, WebP, HEIC or PDF',
      ),
    ).toBeInTheDocument();
    expect(FakeUpload.last).toBeUndefined();
  });

  it('says why the server refused a file: an unreadable image, a body over the limit (issue 36)', async () => {
    serve(reservationOf('trust'));
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    const tile = await screen.findByTestId('upload-tile-passFront');
    pick('passFront', photo());
    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    const unreadable = 'The image cannot be read, please take it again or choose another file';
    act(() =>
      FakeUpload.last!.answer({
        code: 400,
        msg: 'Upload Failed, Please Try Again Later',
        data: { fields: { file: unreadable } },
      }),
    );
    expect(await within(tile).findByText(unreadable)).toBeInTheDocument();
    const sent = FakeUpload.last;
    pick('passFront', photo());
    await waitFor(() => expect(FakeUpload.last).not.toBe(sent));
    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    const limit = 'Files can be at most 10 MB';
    act(() =>
      FakeUpload.last!.answer({ code: 413, msg: limit, data: { fields: { file: limit } } }, 413),
    );
    expect(await within(tile).findByText(limit)).toBeInTheDocument();
  });

  it('marks the missing documents on save and keeps the uploaded ones in the draft', async () => {
    const { seen } = serve(reservationOf('trust'));
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    await screen.findByTestId('upload-tile-idCardFront');
    pick('idCardFront', photo());
    await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
    act(() =>
      FakeUpload.last!.answer({
        code: 200,
        data: { id: 'u1', url: '/x', name: 'a', size: 1, mime: 'image/png' },
      }),
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`draft:${TOKEN}:upload`)!)).toEqual({
        idCardFront: 'u1',
      }),
    );
    fireEvent.click(screen.getByTestId('save-button'));
    expect(
      await within(screen.getByTestId('upload-tile-idCardBack')).findByText(
        'Please upload the ID card back',
      ),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.path === 'policyholder/EditAppointInfo')).toBe(false);
  });
});
