import type { HTMLAttributes, ReactNode } from 'react';
import { DEFAULT_MAXLENGTH, EMAIL_MAX_LENGTH } from '@app/contract/constants';
import { translateMessage } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { useTranslation } from '../i18n/use-translation';
import { FieldFrame } from './field-frame';

export interface TextFieldProps {
  /** Equals the payload field key: browser tests and password managers rely on it. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  /** A control beside the input (show password, send code). */
  addon?: ReactNode;
}

/**
 * A labelled native input. Native rather than antd-mobile's Input, whose aria-* props land on a
 * wrapper div: here aria-invalid and aria-describedby reach the input screen readers announce.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  maxLength = DEFAULT_MAXLENGTH,
  required = true,
  addon,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame
      label={label}
      error={error && translateMessage(error, t)}
      errorTestId={`error-${name}`}
    >
      {(aria) => (
        <>
          <input
            {...aria}
            className="field__input"
            name={name}
            type={type}
            value={value}
            maxLength={maxLength}
            required={required}
            onChange={(event) => onChange(event.target.value)}
            {...rest}
          />
          {addon}
        </>
      )}
    </FieldFrame>
  );
}

/**
 * An e-mail address: the phone's e-mail keyboard and the contract's length. Beside TextField, not
 * in a module of its own: the login screen's first load carries one module wrapper less.
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} type="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} />;
}
