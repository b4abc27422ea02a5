import Skeleton from 'antd-mobile/es/components/skeleton';
import type { DealKind } from '@app/contract/calls/deal';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import { useLanguage } from '../../../i18n/use-language';
import { useUserDeal } from '../api/user-deal';

/**
 * A text from user/userDeal in a modal sheet: focus moves to its close button and returns to the
 * link that opened it; Escape closes it.
 */
export function DealSheet({ kind, onClose }: { kind: DealKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const deal = useUserDeal(kind, lang);
  const titleId = useId();

  const fallbackTitle = t(
    kind === 'privacy' ? 'auth.agreement.privacy' : 'auth.agreement.agreement',
  );
  return (
    <div className="deal-sheet__mask">
      <ModalDialog
        block="deal-sheet"
        labelledBy={titleId}
        onClose={onClose}
        bar={(closeRef) => (
          <>
            <h2 id={titleId} className="deal-sheet__title">
              {deal.data?.title ?? fallbackTitle}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className="deal-sheet__close button-outline"
              onClick={onClose}
            >
              {t('auth.deal.close')}
            </button>
          </>
        )}
      >
        {/* Focusable: a keyboard scrolls the long text too. */}
        <div
          className="deal-sheet__body"
          aria-busy={deal.isFetching}
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
        >
          {deal.isPending ? (
            <div role="status" aria-label={t('common.loading')}>
              <Skeleton.Paragraph lineCount={6} animated />
            </div>
          ) : deal.isError ? (
            <LoadFailed text={t('auth.deal.loadFailed')} onRetry={() => void deal.refetch()} />
          ) : (
            <>
              <p className="deal-sheet__version">
                {t('auth.deal.version', { version: deal.data.version })}
              </p>
              {deal.data.body.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </>
          )}
        </div>
      </ModalDialog>
    </div>
  );
}
