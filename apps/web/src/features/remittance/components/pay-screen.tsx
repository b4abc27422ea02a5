import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../config/paths';
import { usePayees } from '../api/queries';
import { formatAmount } from '../lib/format';
import { registerRemittanceTexts } from '../register-texts';
import { PayeeCard } from './payee-card';
import { RemittanceForm } from './remittance-form';
import { Empty, Loading } from './states';
import '../money-area.css';

registerRemittanceTexts();

/**
 * /pages/business/pay?id=<business>: the instalment due (amount, currency, date), the official
 * accounts for this business's premium, a clear warning to pay only these, then the remittance
 * notice with the account of the due currency chosen. Sent, it shows in My remittances. Nothing
 * due: it says so and offers no form.
 */
export function PayScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const businessId = params.get('id') ?? '';
  const payees = usePayees(businessId);

  let body;
  if (!businessId) body = <Empty text={t('common.notFound')} />;
  else if (payees.isPending) body = <Loading />;
  else if (payees.isError) {
    body = <LoadFailed text={t('money.pay.loadFailed')} onRetry={() => void payees.refetch()} />;
  } else if (payees.data.due === null) body = <Empty text={t('money.pay.nothingDue')} />;
  else if (payees.data.list.length === 0) body = <Empty text={t('money.pay.noPayees')} />;
  else {
    const { due, list } = payees.data;
    body = (
      <>
        <section aria-labelledby="due-title" className="money-card money-due" data-testid="pay-due">
          <h2 id="due-title">{t('money.pay.dueTitle')}</h2>
          <p className="money-due__amount">{formatAmount(due.amount, due.currency)}</p>
          <p>{t('money.pay.dueDate', { date: formatDate(due.date, lang) })}</p>
        </section>
        <section aria-labelledby="payees-title" className="money-list">
          <h2 id="payees-title" className="visually-hidden">
            {t('money.pay.payees')}
          </h2>
          <ul className="money-list">
            {list.map((payee) => (
              <PayeeCard key={payee.id} payee={payee} />
            ))}
          </ul>
        </section>
        <RemittanceForm
          businessId={businessId}
          payees={list}
          due={due}
          onSent={() => void navigate(paths.myRemittances, { replace: true })}
        />
      </>
    );
  }

  return (
    <div className="money-screen">
      <PageHeader title={t('money.pay.title')} />
      <main className="money-screen__body">
        <p className="money-warning" role="note" data-testid="pay-warning">
          {t('money.pay.warning')}
        </p>
        {body}
      </main>
    </div>
  );
}
