import Button from 'antd-mobile/es/components/button';
import type { FormEvent, FormHTMLAttributes, ReactNode, RefObject } from 'react';

interface SubmitFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onFocus' | 'children'
> {
  formRef: RefObject<HTMLFormElement | null>;
  /** useZodForm's warm: the contract's schema starts loading when a field is first entered. */
  warm: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The request is under way: the button spins and a second tap sends nothing. */
  pending: boolean;
  children: ReactNode;
}

/**
 * A member form checked by the app, not the browser (noValidate: the contract's messages in the
 * page's language), ending in its one full-width submit button.
 */
export function SubmitForm({
  formRef,
  warm,
  onSubmit,
  submitLabel,
  pending,
  children,
  className = 'form',
  ...rest
}: SubmitFormProps) {
  return (
    <form
      ref={formRef}
      className={className}
      noValidate
      onFocus={warm}
      onSubmit={onSubmit}
      {...rest}
    >
      {children}
      <Button type="submit" color="primary" block size="large" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
