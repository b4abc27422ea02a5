import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon' | 'inputMode'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** SPEC §4: the password field toggles between shown and hidden. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={props.maxLength ?? 16}
      addon={
        <button
          type="button"
          className="field__addon field__addon--icon"
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
          aria-pressed={visible}
          data-testid={`toggle-${props.name}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    />
  );
}
