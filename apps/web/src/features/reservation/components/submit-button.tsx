import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';

/** Disabled while the submit is on its way, so a double tap sends it once. */
export function SubmitButton({
  pending,
  onSubmit,
  disabled = false,
}: {
  pending: boolean;
  onSubmit: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      block
      color="primary"
      size="large"
      loading={pending}
      disabled={pending || disabled}
      onClick={onSubmit}
      data-testid="submit-button"
    >
      {t('appointment.submit.button')}
    </Button>
  );
}
