import Button from 'antd-mobile/es/components/button';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { reportError } from '../../../../lib/report-error';
import { confirmed } from '../../../lib/confirm';
import { useDecideRemittance } from '../api/use-remittances';
import { remittanceMoney } from './remittance-money';

interface RemittanceActionsProps {
  remittance: AdminRemittance;
  /** Opens the rejection (its note) above the list. */
  onReject: () => void;
}

/** A notice still waiting: confirm it (asked first, saying what it records) or reject it. */
export function RemittanceActions({ remittance, onReject }: RemittanceActionsProps) {
  const { t } = useTranslation();
  const decide = useDecideRemittance();
  const { amount, due, gap } = remittanceMoney(remittance);

  const confirm = async () => {
    const question = due
      ? t('pda.remittances.askSettle', {
          due: due.text,
          dueDate: due.date,
          amount,
          date: remittance.remitDate,
        })
      : t('pda.remittances.askAdd', { amount, date: remittance.remitDate });
    if (!(await confirmed(gap ? `${question} ${t('pda.remittances.gap', { gap })}` : question))) {
      return;
    }
    try {
      await decide.mutateAsync({ id: remittance.id, decision: 'confirm' });
      showToast(t('pda.remittances.confirmed'));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="primary"
        loading={decide.isPending}
        onClick={() => void confirm()}
      >
        {t('pda.remittances.confirm')}
      </Button>
      <button
        type="button"
        className="console-link-button"
        disabled={decide.isPending}
        onClick={onReject}
      >
        {t('pda.remittances.reject')}
      </button>
    </>
  );
}
