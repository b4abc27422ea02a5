import { useQueryClient } from '@tanstack/react-query';
import Empty from 'antd-mobile/es/components/empty';
import { Link, useSearchParams } from 'react-router';
import { isEnumValue } from '@app/contract/enums';
import type { BusinessStatus } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { businessKeys } from '../../../api/business-keys';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useContentMark } from '../../../hooks/use-content-mark';
import { useSecondaryReady } from '../../../hooks/use-secondary-ready';
import { useLanguage } from '../../../i18n/use-language';
import { useBusinessList } from '../api/business-list';
import { useEnumLabel } from '../lib/use-enum-label';
import { useToday } from '../lib/use-today';
import { registerBusinessTexts } from '../register-texts';
import { BusinessCard } from './business-card';
import { InfiniteList } from './infinite-list';
import { NewReservationLink } from './new-reservation-link';
import { RefreshButton } from './refresh-button';
import { StatusFilter } from './status-filter';
import '../business.css';

registerBusinessTexts();

/** The status filter lives in the URL, so coming back from a detail keeps it. */
function useStatusParam(): [
  BusinessStatus | undefined,
  (next: BusinessStatus | undefined) => void,
] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isEnumValue('businessStatus', raw) ? (raw as BusinessStatus) : undefined;
  const change = (next: BusinessStatus | undefined) =>
    setParams(next ? { status: next } : {}, { replace: true });
  return [status, change];
}

/** Tab 1 (SPEC §2 /pages/business/index): the member's businesses. */
export function BusinessListScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useEnumLabel();
  const today = useToday();
  const [status, setStatus] = useStatusParam();
  const query = useBusinessList(status);
  // The list (its skeleton, then its cards) renders a task after the header and the filter
  // (issue 14: the screen's first render was one task of 30-40 ms at full speed). Nothing moves:
  // the list is the last thing on the screen.
  const listReady = useSecondaryReady();
  // The first card, or the empty list's invitation: what the member came for. Both wait for the
  // list's turn, also when the loader's prefetch had the data there before the screen.
  useContentMark(listReady && query.data !== undefined);
  const queryClient = useQueryClient();
  // A refresh is the member asking for what staff changed: every cached business view (details,
  // histories, payments) is stale then, not only the list, and the list refetches at once.
  const refresh = () => queryClient.invalidateQueries({ queryKey: businessKeys.all });

  return (
    <div className="business-screen">
      <PageHeader
        title={t('business.list.title')}
        back={false}
        right={<RefreshButton onClick={() => void refresh()} busy={query.isRefetching} />}
      />
      <main className="business-screen__body">
        <div className="business-actions">
          <NewReservationLink />
          {/* Drafts and reservations sent back are not businesses yet: they are found here. */}
          <Link
            className="business-mine button-outline"
            to={paths.myReservations}
            data-testid="my-reservations-link"
          >
            {t('business.list.myReservations')}
          </Link>
        </div>
        <StatusFilter value={status} onChange={setStatus} label={label} />
        {listReady && (
          <InfiniteList
            query={query}
            onRefresh={refresh}
            label={t('business.list.title')}
            itemKey={(business) => business.id}
            renderItem={(business) => (
              <BusinessCard business={business} label={label} lang={lang} today={today} />
            )}
            loadFailed={t('business.list.loadFailed')}
            empty={
              <div className="business-empty" data-testid="business-empty">
                <Empty
                  description={t(status ? 'business.list.emptyFiltered' : 'business.list.empty')}
                />
                <p>{t('business.list.emptyHint')}</p>
                <NewReservationLink testId="business-empty-new" />
              </div>
            }
          />
        )}
      </main>
    </div>
  );
}
