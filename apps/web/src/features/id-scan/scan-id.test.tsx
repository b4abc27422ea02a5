import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScannedIdentity } from './read/types';
import ScanId from './scan-id';

const scanDocument = vi.fn<() => Promise<ScannedIdentity | null>>();
vi.mock('./engine/scan', () => ({ scanDocument: () => scanDocument() }));

// The family form's names: the scan's keys (the section's) map to the block's own fields.
const targets = { nameCn: 'chineseName', idType: 'idType', idNumber: 'idNumber', gender: 'gender' };

function pickPhoto() {
  const input = document.querySelector<HTMLInputElement>('input[type=file][name=scanIdDocument]');
  if (!input) throw new Error('no input');
  const photo = new File(['x'], 'id.jpg', { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [photo] } });
  return input;
}

afterEach(() => scanDocument.mockReset());

describe('Scan ID', () => {
  it('has the hidden input DESIGN.md names, for a photo from the camera', () => {
    render(<ScanId targets={targets} onFill={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Scan ID' })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type=file][name=scanIdDocument]');
    expect(input?.accept).toBe('image/*');
    expect(input?.getAttribute('capture')).toBe('environment');
  });

  it('fills only the fields the block has, under its own names', async () => {
    scanDocument.mockResolvedValue({
      idType: 'hkId',
      idNumber: 'A123456(3)',
      nameCn: '陳大文',
      nameEn: 'CHAN Tai Man',
      birthDate: '1985-03-07',
    });
    const onFill = vi.fn();
    render(<ScanId targets={targets} onFill={onFill} />);
    pickPhoto();
    await waitFor(() => expect(onFill).toHaveBeenCalledTimes(1));
    expect(onFill).toHaveBeenCalledWith({
      idType: 'hkId',
      idNumber: 'A123456(3)',
      chineseName: '陳大文',
    });
    expect(screen.getByRole('status').textContent).toBe(
      '3 fields filled from your document: please check each one',
    );
  });

  it('fills nothing and says so when nothing could be read for sure', async () => {
    scanDocument.mockResolvedValue(null);
    const onFill = vi.fn();
    render(<ScanId targets={targets} onFill={onFill} />);
    pickPhoto();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/could not be read reliably/),
    );
    expect(onFill).not.toHaveBeenCalled();
  });

  it('says the scan could not start when the engine fails, and fills nothing', async () => {
    scanDocument.mockRejectedValue(new Error('no WebAssembly SIMD'));
    const onFill = vi.fn();
    render(<ScanId targets={targets} onFill={onFill} />);
    pickPhoto();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The ID scan could not start. Please type the details in.',
      ),
    );
    expect(onFill).not.toHaveBeenCalled();
  });
});
