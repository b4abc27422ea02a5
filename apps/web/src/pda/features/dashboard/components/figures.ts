import type { Dashboard } from '@app/contract/admin/api/dashboard';
import { consolePaths } from '../../../lib/paths';

/**
 * The dashboard's figures in the order staff work through them, each with the list it counts,
 * filtered as GET /admin/dashboard counts it (the server shares each condition with its list).
 * The queue's default is submitted reservations: `status=all` lets a reservation whose changes
 * were requested (no longer "submitted") through.
 */
export const figures: { key: keyof Dashboard; href: string }[] = [
  { key: 'reservationsWaiting', href: consolePaths.queueHref({ review: 'pending' }) },
  {
    key: 'changesRequested',
    href: consolePaths.queueHref({ status: 'all', review: 'changesRequested' }),
  },
  { key: 'dueIn7Days', href: consolePaths.businessesHref({ due: '7' }) },
  { key: 'dueIn30Days', href: consolePaths.businessesHref({ due: '30' }) },
  { key: 'overdue', href: consolePaths.businessesHref({ overdue: '1' }) },
  { key: 'coolingOffEnding', href: consolePaths.businessesHref({ coolingOff: '1' }) },
  { key: 'remittancesToConfirm', href: consolePaths.remittancesHref({ status: 'submitted' }) },
  {
    key: 'documentsExpiring',
    href: consolePaths.queueHref({ status: 'all', idExpiring: '90' }),
  },
];
