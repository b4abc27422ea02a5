import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { languages } from '@app/contract/codes';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { useLanguage } from '../../../../i18n/use-language';
import { useOptions } from '../../../lib/options';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { linkCreate } from '@app/contract/admin/schemas';
import { useCreateLink } from '../api/use-members';
import type { LinkInput } from '../api/use-members';
import { LinkResult } from './link-result';

/** A reservation link for the member's e-mail: product, the mail's language, send. */
export function LinkForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { fromEnum } = useOptions();
  const [values, setValues] = useState<Record<keyof LinkInput, string>>({
    email,
    productType: '',
    lang: language,
  });
  const { errors, setErrors, fail, clear } = useServerErrors();
  const create = useCreateLink();
  const set = (key: keyof LinkInput) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(linkCreate, values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await create.mutateAsync(checked.data);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="console-card" aria-labelledby="link-title">
      <h2 id="link-title" className="console-card__title">
        {t('pda.link.title')}
      </h2>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <InputField
          name="email"
          type="email"
          label={t('pda.link.email')}
          value={values.email}
          onChange={set('email')}
          maxLength={60}
          error={errors.email}
        />
        <SelectField
          name="productType"
          label={t('pda.link.product')}
          value={values.productType}
          options={fromEnum('productType')}
          emptyLabel={t('pda.link.pickProduct')}
          onChange={set('productType')}
          error={errors.productType}
        />
        <SelectField
          name="lang"
          label={t('pda.link.language')}
          value={values.lang}
          options={languages.map((lng) => ({ value: lng, label: t(`common.languageName.${lng}`) }))}
          onChange={set('lang')}
          error={errors.lang}
        />
        <div className="console-actions">
          <Button type="submit" color="primary" loading={create.isPending}>
            {t('pda.link.send')}
          </Button>
        </div>
      </form>
      {create.data && <LinkResult result={create.data} />}
    </section>
  );
}
