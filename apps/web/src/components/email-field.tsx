import { EMAIL_MAX_LENGTH } from '@app/contract/constants';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

/** An e-mail address: the phone's e-mail keyboard and the contract's length. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} type="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} />;
}
