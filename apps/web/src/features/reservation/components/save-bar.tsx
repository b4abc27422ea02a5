import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';

/** The bar under a section's form; disabled while saving, so a double tap saves once. */
export function SaveBar({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="section-form__bar">
      <Button
        block
        color="primary"
        type="submit"
        loading={pending}
        disabled={pending}
        data-testid="save-button"
      >
        {t('appointment.form.save')}
      </Button>
    </div>
  );
}
