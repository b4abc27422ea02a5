import { useState } from 'react';
import type { FormEvent } from 'react';
import { remittanceReject } from '@app/contract/admin/remittance-schemas';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { InputField } from '../../../components/input-field';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { useDecideRemittance } from '../api/use-remittances';
import { remittanceMoney } from './remittance-money';

interface RejectFormProps {
  remittance: AdminRemittance;
  onClose: () => void;
}

/** Rejecting a notice takes a note the member reads; refused here without one. */
export function RejectForm({ remittance, onClose }: RejectFormProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const decide = useDecideRemittance();
  const { errors, setErrors, fail, clear } = useServerErrors();
  const titleId = `reject-${remittance.id}-title`;

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(remittanceReject, { note });
    if (!checked.ok) {
      setErrors(checked.errors);
      showToast(t('validation.default'));
      return;
    }
    try {
      await decide.mutateAsync({ id: remittance.id, decision: 'reject', note: checked.data.note });
      showToast(t('pda.remittances.rejected'));
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form
      className="form console-card"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => void reject(e)}
    >
      <h2 id={titleId} className="console-card__title">
        {t('pda.remittances.rejectTitle', {
          amount: remittanceMoney(remittance).amount,
          member: remittance.memberName ?? remittance.orderNo,
        })}
      </h2>
      <InputField
        name={`note-${remittance.id}`}
        label={t('pda.remittances.note')}
        value={note}
        multiline
        maxLength={500}
        onChange={(value) => {
          setNote(value);
          clear('note');
        }}
        error={errors.note}
      />
      <div className="console-actions">
        <button type="submit" className="console-button" disabled={decide.isPending}>
          {t('pda.remittances.reject')}
        </button>
        <button type="button" className="console-link-button" onClick={onClose}>
          {t('pda.confirm.cancel')}
        </button>
      </div>
    </form>
  );
}
