import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { enumOptions, enums } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { reportError } from '../../../lib/report-error';
import { useCreateReservation } from '../api/create-reservation';
import { ReservationScreen } from './reservation-screen';
import { LinkCard } from './link-card';

/**
 * /pages/appointment/start: choose the product, then start the reservation and get the link to
 * send to the policyholder. A tap on a product only chooses it: the reservation is made by
 * "Start", so browsing the products leaves no draft behind (issue 36).
 */
export function StartScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const create = useCreateReservation();
  const [chosen, setChosen] = useState<ProductType | null>(null);
  const [created, setCreated] = useState<{ token: string; productType: ProductType } | null>(null);
  const options = enumOptions('productType', language);

  const start = async () => {
    if (create.isPending || !chosen || created) return;
    try {
      const data = await create.mutateAsync(chosen);
      setCreated({ token: data.token, productType: chosen });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <ReservationScreen title={t('appointment.start.title')} back={paths.business.index}>
      <h2 className="start__heading" id="start-products">
        {t('appointment.start.choose')}
      </h2>
      <ul className="start__products" aria-labelledby="start-products">
        {enums.productType.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`start__product${chosen === type ? ' start__product--chosen' : ''}`}
              data-testid={`product-${type}`}
              aria-pressed={chosen === type}
              disabled={create.isPending || created !== null}
              onClick={() => setChosen(type)}
            >
              {options.find((option) => option.value === type)?.label ?? type}
            </button>
          </li>
        ))}
      </ul>
      {created ? (
        <LinkCard token={created.token} />
      ) : (
        <div className="start__go">
          <p className="start__hint" id="start-hint">
            {t('appointment.start.hint')}
          </p>
          <Button
            block
            color="primary"
            data-testid="start-reservation"
            aria-describedby="start-hint"
            disabled={!chosen}
            loading={create.isPending}
            onClick={() => void start()}
          >
            {t('appointment.start.go')}
          </Button>
        </div>
      )}
    </ReservationScreen>
  );
}
