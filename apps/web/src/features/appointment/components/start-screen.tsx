import { useState } from 'react';
import { enumOptions, enums } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { reportError } from '../../../lib/report-error';
import { useCreateAppointment } from '../api/create-appointment';
import { AppointmentScreen } from './appointment-screen';
import { LinkCard } from './link-card';

/** /pages/appointment/start: choose the product, get the link to send to the policyholder. */
export function StartScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const create = useCreateAppointment();
  const [created, setCreated] = useState<{ token: string; productType: ProductType } | null>(null);
  const options = enumOptions('productType', language);

  const choose = async (productType: ProductType) => {
    if (create.isPending) return;
    try {
      const data = await create.mutateAsync(productType);
      setCreated({ token: data.token, productType });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <AppointmentScreen title={t('appointment.start.title')} back={paths.business.index}>
      <h2 className="start__heading" id="start-products">
        {t('appointment.start.choose')}
      </h2>
      <ul className="start__products" aria-labelledby="start-products">
        {enums.productType.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`start__product${created?.productType === type ? ' start__product--chosen' : ''}`}
              data-testid={`product-${type}`}
              aria-pressed={created?.productType === type}
              disabled={create.isPending}
              onClick={() => void choose(type)}
            >
              {options.find((option) => option.value === type)?.label ?? type}
            </button>
          </li>
        ))}
      </ul>
      {created && <LinkCard token={created.token} />}
    </AppointmentScreen>
  );
}
