import type { AriaAttributes, ChangeEvent, ReactNode } from 'react';

interface FilePickerProps extends Pick<
  AriaAttributes,
  'aria-labelledby' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  name: string;
  accept: string;
  /** An upload is under way: no second file until it ends. */
  busy: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The label's look: it is the button a finger taps. */
  buttonClass: string;
  children: ReactNode;
}

/**
 * A file input hidden from sight but not from the keyboard or screen readers, opened by its
 * label drawn as a button: the platform's own picker (camera, photos, files) with our wording.
 * The label follows the input, so the input's focus ring shows on it (styles.css .file-picker).
 */
export function FilePicker({
  id,
  name,
  accept,
  busy,
  onPick,
  buttonClass,
  children,
  ...aria
}: FilePickerProps) {
  return (
    <>
      <input
        {...aria}
        id={id}
        className="visually-hidden file-picker"
        type="file"
        name={name}
        accept={accept}
        disabled={busy}
        onChange={onPick}
      />
      <label htmlFor={id} className={buttonClass}>
        {children}
      </label>
    </>
  );
}
