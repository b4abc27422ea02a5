import type { Remittance } from '@app/contract/calls/money-area';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../config/paths';
import { useRemittances } from '../api/queries';
import { formatAmount } from '../lib/format';
import { registerRemittanceTexts } from '../register-texts';
import { Empty, Loading } from './states';
import { StatusTag } from './status-tag';
import '../money-area.css';

registerRemittanceTexts();

function RemittanceItem({ remittance }: { remittance: Remittance }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <li className="money-card" data-testid="remittance" data-status={remittance.status}>
      <div className="money-row">
        <strong>{formatAmount(remittance.amount, remittance.currency)}</strong>
        <StatusTag status={remittance.status} />
      </div>
      <p className="money-muted">
        {formatDate(remittance.remitDate, lang)} ·{' '}
        {t('money.remittances.order', { orderNo: remittance.orderNo })}
      </p>
      <p className="money-muted">
        {remittance.payee.name} · {remittance.payee.accountNo}
      </p>
      <p className="money-muted">{t('money.remittances.slip', { name: remittance.slip.name })}</p>
      {remittance.status === 'rejected' && remittance.note && (
        <p className="field__error" data-testid="remittance-note">
          {t('money.remittances.note', { note: remittance.note })}
        </p>
      )}
    </li>
  );
}

/** /pages/my/remittances: the member's remittance notices with their status and staff note. */
export function RemittanceListScreen() {
  const { t } = useTranslation();
  const remittances = useRemittances();

  let body;
  if (remittances.isPending) body = <Loading />;
  else if (remittances.isError) {
    body = (
      <LoadFailed
        text={t('money.remittances.loadFailed')}
        onRetry={() => void remittances.refetch()}
      />
    );
  } else if (remittances.data.list.length === 0) {
    body = <Empty text={t('money.remittances.empty')} />;
  } else {
    body = (
      <ul className="money-list" aria-label={t('money.remittances.title')}>
        {remittances.data.list.map((r) => (
          <RemittanceItem key={r.id} remittance={r} />
        ))}
      </ul>
    );
  }
  return (
    <div className="money-screen">
      <PageHeader title={t('money.remittances.title')} back={paths.my} />
      <main className="money-screen__body">{body}</main>
    </div>
  );
}
