import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import { Link } from 'react-router';
import type { ReservationListItem } from '@app/contract/calls/reservation';
import { enumLabel } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { loadImperative } from '../../../lib/antd-render';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { useDeleteReservation, useMyReservations } from '../api/my-reservations';
import { registerReservationTexts } from '../texts';
import '../reservation.css';

registerReservationTexts();

/** Deletes an open draft once the member confirms it in a dialog. */
function useDeleteConfirmed() {
  const { t } = useTranslation();
  const remove = useDeleteReservation();
  return async (item: ReservationListItem, product: string) => {
    // Dialog brings antd-mobile's animation library: fetched when it is first needed.
    const { default: Dialog } = await loadImperative(
      () => import('antd-mobile/es/components/dialog'),
    );
    const confirmed = await Dialog.confirm({
      content: t('appointment.mine.deleteConfirm', { product }),
      confirmText: t('appointment.mine.deleteYes'),
      cancelText: t('appointment.mine.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.token);
      showToast(t('success.remove'));
    } catch (error) {
      reportError(error);
    }
  };
}

function ReservationItem({
  item,
  onDelete,
}: {
  item: ReservationListItem;
  onDelete: (item: ReservationListItem, product: string) => void;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const product = enumLabel('productType', item.productType, language);
  const titleId = `reservation-${item.token}`;
  const updated = new Date(item.updatedAt).toLocaleDateString(language);
  return (
    <li
      className="card mine-item"
      aria-labelledby={titleId}
      data-testid="my-reservation"
      data-token={item.token}
      data-status={item.status}
    >
      <div className="card__head">
        <h2 id={titleId} className="card__title">
          {product}
        </h2>
        <span className={`mine-item__status mine-item__status--${item.status}`}>
          {t(`appointment.mine.status.${item.status}`)}
        </span>
      </div>
      <p className="mine-item__progress">
        {t('appointment.mine.progress', {
          done: item.sectionsCompleted,
          total: item.sectionsTotal,
        })}
      </p>
      <progress
        className="mine-item__bar"
        value={item.sectionsCompleted}
        max={item.sectionsTotal}
        aria-label={t('appointment.mine.progressLabel', { product })}
      />
      <p className="mine-item__updated">{t('appointment.mine.updated', { date: updated })}</p>
      <div className="mine-item__actions">
        {item.status === 'submitted' ? (
          item.businessId && (
            <Link
              className="mine-item__action button-outline"
              to={paths.business.detailHref(item.businessId)}
              data-testid="my-reservation-business"
            >
              {t('appointment.mine.viewBusiness')}
            </Link>
          )
        ) : (
          <Link
            className="mine-item__action button-outline mine-item__action--primary"
            to={paths.appointment.href(paths.appointment.index, item.token)}
            data-testid="my-reservation-resume"
          >
            {t(item.status === 'open' ? 'appointment.mine.resume' : 'appointment.mine.makeChanges')}
          </Link>
        )}
        {item.status === 'open' && (
          <button
            type="button"
            className="mine-item__action button-outline mine-item__action--danger"
            data-testid="my-reservation-delete"
            aria-describedby={titleId}
            onClick={() => onDelete(item, product)}
          >
            {t('appointment.mine.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * "My reservations" (issue 36): every reservation the member started or filled in, open drafts,
 * those sent back for changes and those submitted, with their progress; resume any, delete a
 * draft after a confirmation.
 */
export function MyReservationsScreen() {
  const { t } = useTranslation();
  const mine = useMyReservations();
  const confirmDelete = useDeleteConfirmed();
  const items = mine.data?.pages.flatMap((page) => page.list) ?? [];

  let body;
  if (mine.isPending) {
    body = (
      <p className="mine-state" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (mine.isError) {
    body = (
      <div className="mine-state" role="alert">
        <p>{t('appointment.mine.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void mine.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="mine-state" data-testid="my-reservations-empty">
        <Empty description={t('appointment.mine.empty')} />
        <Link
          className="mine-item__action button-outline mine-item__action--primary"
          to={paths.appointment.start}
        >
          {t('appointment.mine.start')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card-list mine-list" aria-label={t('appointment.mine.title')}>
          {items.map((item) => (
            <ReservationItem
              key={item.token}
              item={item}
              onDelete={(chosen, product) => void confirmDelete(chosen, product)}
            />
          ))}
        </ul>
        {mine.hasNextPage && (
          <Button
            block
            fill="outline"
            loading={mine.isFetchingNextPage}
            onClick={() => void mine.fetchNextPage()}
          >
            {t('appointment.mine.more')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="appointment-screen">
      <PageHeader title={t('appointment.mine.title')} back={paths.my} />
      <main className="appointment-screen__body">{body}</main>
    </div>
  );
}
