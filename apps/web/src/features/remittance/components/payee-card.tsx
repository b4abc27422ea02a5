import type { Payee } from '@app/contract/calls/money-area';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One official account, its number copyable in a tap. */
export function PayeeCard({ payee }: { payee: Payee }) {
  const { t } = useTranslation();
  const onCopy = async () => {
    if (await copy(payee.accountNo)) showToast(t('money.payee.copied'));
  };
  return (
    <li className="money-card" data-testid="payee">
      <h3>{payee.name}</h3>
      <dl className="money-facts">
        <dt>{t('money.payee.bank')}</dt>
        <dd>{payee.bankName}</dd>
        <dt>{t('money.payee.accountNo')}</dt>
        <dd className="money-copy">
          <code data-testid="payee-account">{payee.accountNo}</code>
          <button
            type="button"
            className="money-button"
            aria-label={t('money.payee.copyLabel', { name: payee.name })}
            onClick={() => void onCopy()}
          >
            {t('money.payee.copy')}
          </button>
        </dd>
        <dt>{t('money.payee.swift')}</dt>
        <dd>{payee.swift}</dd>
        <dt>{t('money.payee.currency')}</dt>
        <dd>{payee.currency}</dd>
        <dt>{t('money.payee.reference')}</dt>
        <dd>{payee.reference}</dd>
      </dl>
    </li>
  );
}
