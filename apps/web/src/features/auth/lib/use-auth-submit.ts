import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { commonMessages } from '@app/contract/messages';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { focusFirstInvalid } from '../../../lib/focus';
import { reportError } from '../../../lib/report-error';

type SuccessKey = Extract<keyof typeof commonMessages, `success.${string}`>;

interface AuthSubmitOptions<Input> {
  /** The form from useZodForm: validates with the contract's schema, shows data.fields. */
  form: {
    validate: () => Promise<Input | null>;
    showServerErrors: (error: unknown) => boolean;
    warm: () => void;
  };
  mutation: { mutateAsync: (input: NoInfer<Input>) => Promise<unknown>; isPending: boolean };
  /** Toasted once the server has accepted the form. */
  successToast: SuccessKey;
  /** Where the member goes next. */
  onSuccess: (input: Input) => void;
}

/**
 * The one submit of the three account screens: a form that fails validation sends nothing and
 * focuses the first field to fix; a rejection shows data.fields beside the fields and toasts.
 */
export function useAuthSubmit<Input>({
  form,
  mutation,
  successToast,
  onSuccess,
}: AuthSubmitOptions<Input>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return focusFirstInvalid(formRef.current);
    try {
      await mutation.mutateAsync(input);
      showToast(t(successToast));
      onSuccess(input);
    } catch (error) {
      const shown = form.showServerErrors(error);
      if (shown) focusFirstInvalid(formRef.current);
      reportError(error, { announce: !shown });
    }
  };

  const submit = (event: FormEvent) => void run(event);
  // What the screen's SubmitForm takes: the form, its schema's warm-up, the submit and its state.
  const formProps = { formRef, warm: form.warm, onSubmit: submit, pending: mutation.isPending };
  return { submit, formProps };
}
