import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { businessCreate } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { useOptions } from '../../../lib/options';
import { consolePaths } from '../../../lib/paths';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { useCreateMemberBusiness } from '../api/use-members';

interface Values {
  ownerEmail: string;
  productType: string;
  orderNo: string;
}

/**
 * A business for the member without a reservation (the CLI's business:create --ownerEmail): the
 * product and, if the insurer gave one, the order number; every other field is then edited on
 * the business's own screen, where this form leads.
 */
export function NewBusinessForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fromEnum } = useOptions();
  const [values, setValues] = useState<Values>({ ownerEmail: email, productType: '', orderNo: '' });
  const { errors, setErrors, fail, clear } = useServerErrors();
  const create = useCreateMemberBusiness();
  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { orderNo, ...rest } = values;
    const checked = checkWith(businessCreate, orderNo ? values : rest);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const business = await create.mutateAsync(checked.data);
      void navigate(consolePaths.businessHref(business.id));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="console-card" aria-labelledby="new-business-title">
      <h2 id="new-business-title" className="console-card__title">
        {t('pda.newBusiness.title')}
      </h2>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          name="productType"
          label={t('pda.newBusiness.product')}
          value={values.productType}
          options={fromEnum('productType')}
          emptyLabel={t('pda.link.pickProduct')}
          onChange={set('productType')}
          error={errors.productType}
        />
        <InputField
          name="orderNo"
          label={t('pda.newBusiness.orderNo')}
          value={values.orderNo}
          onChange={set('orderNo')}
          maxLength={40}
          required={false}
          error={errors.orderNo}
        />
        {errors.ownerEmail && (
          <p className="console-form-error" role="alert">
            {errors.ownerEmail}
          </p>
        )}
        <div className="console-actions">
          <Button type="submit" color="primary" loading={create.isPending}>
            {t('pda.newBusiness.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
