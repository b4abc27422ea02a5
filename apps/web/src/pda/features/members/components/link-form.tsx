import { languages } from '@app/contract/codes';
import { linkCreate } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLanguage } from '../../../../i18n/use-language';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { useCreateLink } from '../api/use-members';
import type { LinkInput } from '../api/use-members';
import { LinkResult } from './link-result';
import { Card } from '../../../kit/detail/card';

/** A reservation link for the member's e-mail: product, the mail's language, send. */
export function LinkForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const create = useCreateLink();
  const fields: readonly FieldSpec<keyof LinkInput>[] = [
    { name: 'email', label: 'pda.link.email', kind: 'email', maxLength: 60 },
    {
      name: 'productType',
      label: 'pda.link.product',
      kind: 'enum',
      enumName: 'productType',
      emptyLabel: 'pda.link.pickProduct',
    },
    {
      name: 'lang',
      label: 'pda.link.language',
      kind: 'reference',
      options: languages.map((lng) => ({ value: lng, label: t(`common.languageName.${lng}`) })),
    },
  ];

  return (
    <Card titleId="link-title" title={t('pda.link.title')}>
      <ConsoleForm
        fields={fields}
        schema={linkCreate}
        initial={{ email, productType: '', lang: language }}
        onSubmit={create.mutateAsync}
        submitLabel={t('pda.link.send')}
      />
      {create.data && <LinkResult result={create.data} />}
    </Card>
  );
}
