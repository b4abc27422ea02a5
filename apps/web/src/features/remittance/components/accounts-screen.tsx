import type { BankAccount } from '@app/contract/calls/money-area';
import { enumLabel } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useAccountDetails, useBankSwiftCodes } from '../api/queries';
import { registerRemittanceTexts } from '../register-texts';
import { Empty, Loading } from './states';
import '../money-area.css';

registerRemittanceTexts();

function AccountItem({ account, swift }: { account: BankAccount; swift: string | undefined }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const dda = account.ddaStatus ? enumLabel('ddaStatus', account.ddaStatus, lang) : null;
  return (
    <li className="money-card" data-testid="bank-account">
      <h3>{account.bankName}</h3>
      <dl className="money-facts">
        <dt>{t('money.payee.accountNo')}</dt>
        <dd data-testid="account-number">{account.accountNo}</dd>
        <dt>{t('money.accounts.holder')}</dt>
        <dd>{account.holderName}</dd>
        {swift && (
          <>
            <dt>{t('money.payee.swift')}</dt>
            <dd>{swift}</dd>
          </>
        )}
        {account.currency && (
          <>
            <dt>{t('money.payee.currency')}</dt>
            <dd>{account.currency}</dd>
          </>
        )}
        <dt>{t('money.accounts.dda')}</dt>
        <dd data-testid="account-dda">{dda ?? t('money.accounts.ddaNone')}</dd>
        {account.orderNo && (
          <>
            <dt>{t('money.accounts.order')}</dt>
            <dd>{account.orderNo}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * /pages/my/accounts: the bank accounts of the member's reservations, masked, with the DDA
 * status, and each bank's SWIFT code from user/dictionary (SPEC's 'Failed to obtain Bank Swift
 * Code' when that fails; the accounts still show).
 */
export function AccountsScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const accounts = useAccountDetails();
  const hasAccounts = (accounts.data?.list.length ?? 0) > 0;
  const swiftCodes = useBankSwiftCodes(lang, hasAccounts);
  const swiftOf = (code: string) => swiftCodes.data?.find((entry) => entry.code === code)?.extra;

  let body;
  if (accounts.isPending) body = <Loading />;
  else if (accounts.isError) {
    body = (
      <LoadFailed text={t('money.accounts.loadFailed')} onRetry={() => void accounts.refetch()} />
    );
  } else if (!hasAccounts) body = <Empty text={t('money.accounts.empty')} />;
  else {
    body = (
      <>
        {swiftCodes.isError && (
          <p className="field__error" role="alert">
            {t('reference.bankFailed')}
          </p>
        )}
        <ul className="money-list" aria-label={t('money.accounts.title')}>
          {accounts.data.list.map((account) => (
            <AccountItem
              key={account.id}
              account={account}
              swift={swiftOf(account.bankCode) ?? (account.swift || undefined)}
            />
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="money-screen">
      <PageHeader title={t('money.accounts.title')} back={paths.my} />
      <main className="money-screen__body">{body}</main>
    </div>
  );
}
