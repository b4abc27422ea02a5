import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { BlotterEntry } from '@app/contract/calls/money-area';
import type { RemittanceStatus } from '@app/contract/calls/money-area';
import { enumLabel } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/dates';
import { showToast } from '../../../lib/feedback';
import { useStatement } from '../api/queries';
import { formatAmount } from '../lib/format';
import { registerRemittanceTexts } from '../register-texts';
import { DateField } from './date-field';
import { Empty, Loading } from './states';
import { StatusTag } from './status-tag';
import '../money-area.css';

registerRemittanceTexts();

function EntryItem({ entry }: { entry: BlotterEntry }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const title =
    entry.kind === 'payment'
      ? `${t('money.statement.payment')} · ${entry.feeType ? enumLabel('feeType', entry.feeType, lang) : ''}`
      : t('money.statement.remittance');
  return (
    <li className="money-card" data-testid="statement-entry" data-kind={entry.kind}>
      <div className="money-row">
        <span>{title}</span>
        <strong>{formatAmount(entry.amount, entry.currency)}</strong>
      </div>
      <div className="money-row">
        <span className="money-muted">
          {formatDate(entry.date, lang)} · {entry.orderNo}
        </span>
        {entry.kind === 'remittance' ? (
          <StatusTag status={entry.status as RemittanceStatus} />
        ) : (
          <span className="money-muted">{enumLabel('paymentStatus', entry.status, lang)}</span>
        )}
      </div>
    </li>
  );
}

/** /pages/my/statement: payments and remittances, newest first, dates to filter, totals. */
export function StatementScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const statement = useStatement(range.from, range.to);

  const [rangeError, setRangeError] = useState('');

  // The end before the start is refused here, on the field and in a toast; the dates stay.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('validation.dateRange'));
      showToast(t('validation.dateRange'));
      return;
    }
    setRangeError('');
    setRange(draft);
  };
  const clear = () => {
    setRangeError('');
    setDraft({ from: '', to: '' });
    setRange({ from: '', to: '' });
  };

  let body;
  if (statement.isPending) body = <Loading />;
  else if (statement.isError) {
    body = (
      <LoadFailed text={t('money.statement.loadFailed')} onRetry={() => void statement.refetch()} />
    );
  } else if (!statement.data || statement.data.list.length === 0) {
    body = <Empty text={t('money.statement.empty')} />;
  } else {
    body = (
      <>
        <section className="money-card" aria-labelledby={`${id}-totals`}>
          <h2 id={`${id}-totals`}>{t('money.statement.totals')}</h2>
          <dl className="money-facts" data-testid="statement-totals">
            {statement.data.totals.map((total) => (
              <div key={total.currency} style={{ display: 'contents' }}>
                <dt>
                  {total.currency} {t('money.statement.paid')}
                </dt>
                <dd>{formatAmount(total.paid, total.currency)}</dd>
                {total.submitted !== '0.00' && (
                  <>
                    <dt>{t('money.statement.pending')}</dt>
                    <dd>{formatAmount(total.submitted, total.currency)}</dd>
                  </>
                )}
              </div>
            ))}
          </dl>
        </section>
        <ul className="money-list" aria-label={t('money.statement.title')}>
          {statement.data.list.map((entry) => (
            <EntryItem key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="money-screen">
      <PageHeader title={t('money.statement.title')} back={paths.my} />
      <main className="money-screen__body">
        <form className="money-card money-filter" onSubmit={apply} noValidate>
          <DateField
            name="from"
            label={t('money.statement.from')}
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateField
            name="to"
            label={t('money.statement.to')}
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
            error={rangeError}
          />
          <button type="submit" className="money-button">
            {t('money.statement.filter')}
          </button>
          <button type="button" className="money-button" onClick={clear}>
            {t('money.statement.clear')}
          </button>
        </form>
        {body}
      </main>
    </div>
  );
}
