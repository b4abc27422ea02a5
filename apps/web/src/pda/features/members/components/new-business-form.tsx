import { useNavigate } from 'react-router';
import { businessCreate } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { consolePaths } from '../../../lib/paths';
import { useCreateMemberBusiness } from '../api/use-members';

/** The owner's e-mail is sent but not shown: a refusal of it is told at the form's level. */
const fields: readonly FieldSpec<'productType' | 'orderNo'>[] = [
  {
    name: 'productType',
    label: 'pda.newBusiness.product',
    kind: 'enum',
    enumName: 'productType',
    emptyLabel: 'pda.link.pickProduct',
  },
  { name: 'orderNo', label: 'pda.newBusiness.orderNo', maxLength: 40 },
];

/**
 * A business for the member without a reservation (the CLI's business:create --ownerEmail): the
 * product and, if the insurer gave one, the order number; every other field is then edited on
 * the business's own screen, where this form leads.
 */
export function NewBusinessForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateMemberBusiness();

  return (
    <ConsoleForm
      card={{ id: 'new-business-title', title: t('pda.newBusiness.title') }}
      fields={fields}
      schema={businessCreate}
      initial={{ productType: '', orderNo: '' }}
      toBody={(body) => ({ ...body, ownerEmail: email })}
      onSubmit={create.mutateAsync}
      onDone={(business) => void navigate(consolePaths.businessHref(business.id))}
      submitLabel={t('pda.newBusiness.create')}
    />
  );
}
