import type { FieldMessage } from '@app/contract/issues';
import { useTranslation } from '../../../i18n/use-translation';

/** A field's message, announced, with the id its control points at (aria-describedby). */
export function FieldError({
  id,
  name,
  error,
}: {
  id: string;
  name: string;
  error: FieldMessage | undefined;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="field__error" id={id} data-testid={`error-${name}`} role="alert">
      {t(error.key, error.params)}
    </p>
  );
}
