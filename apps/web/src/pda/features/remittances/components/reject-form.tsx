import { remittanceReject } from '@app/contract/admin/remittance-schemas';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { useDecideRemittance } from '../api/use-remittances';
import { remittanceMoney } from './remittance-money';

interface RejectFormProps {
  remittance: AdminRemittance;
  onClose: () => void;
}

const fields: readonly FieldSpec<'note'>[] = [
  { name: 'note', label: 'pda.remittances.note', kind: 'multiline', maxLength: 500 },
];

/** Rejecting a notice takes a note the member reads; refused here without one. */
export function RejectForm({ remittance, onClose }: RejectFormProps) {
  const { t } = useTranslation();
  const decide = useDecideRemittance();
  return (
    <ConsoleForm
      card={{
        id: `reject-${remittance.id}-title`,
        title: t('pda.remittances.rejectTitle', {
          amount: remittanceMoney(remittance).amount,
          member: remittance.memberName ?? remittance.orderNo,
        }),
      }}
      fields={fields}
      schema={remittanceReject}
      initial={{ note: '' }}
      onSubmit={(body) =>
        decide.mutateAsync({ id: remittance.id, decision: 'reject', note: body.note })
      }
      onDone={() => {
        showToast(t('pda.remittances.rejected'));
        onClose();
      }}
      submitLabel={t('pda.remittances.reject')}
      onCancel={onClose}
    />
  );
}
