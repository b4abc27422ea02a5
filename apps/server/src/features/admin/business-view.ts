import type { BusinessRecord } from './business-repository.ts';
import { businessFields } from '@app/contract/admin/schemas';
import type { BusinessFieldKey } from '@app/contract/admin/schemas';
import { toIso } from '../../db/time.ts';

/** The back office's view of a business: every field by its wire key, codes as stored. */
export type AdminBusiness = Omit<Record<BusinessFieldKey, string | null>, 'orderNo'> & {
  id: string;
  orderNo: string;
  status: string;
  productType: string;
  ownerId: string;
  appointmentId: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  members: string[];
  createdAt: string;
  updatedAt: string;
};

export function toAdminBusiness(row: BusinessRecord, members: string[]): AdminBusiness {
  const fields = Object.fromEntries(
    Object.entries(businessFields).map(([key, [column]]) => [key, row[column]]),
  ) as Record<BusinessFieldKey, string | null>;
  return {
    id: row.id,
    ...fields,
    orderNo: row.order_no,
    status: row.status,
    productType: row.product_type,
    ownerId: row.owner_id,
    appointmentId: row.appointment_id,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    members,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * What staff can change about a business, by wire key: the audit log's before and after. The
 * assignee is logged by name where it changes (assignment-service.ts), so it is left out here.
 */
export function businessValues(row: BusinessRecord) {
  // The business's own id is the entry's object: said again it reads as "Other details: f0b6…".
  const {
    id: _id,
    members: _m,
    createdAt: _c,
    updatedAt: _u,
    assigneeId: _a,
    assigneeName: _n,
    ...values
  } = toAdminBusiness(row, []);
  return values;
}

type OptionalColumn = Exclude<(typeof businessFields)[BusinessFieldKey][0], 'order_no'>;

/**
 * The optional columns a patch sets, from its wire keys: absent keys are left alone, null clears.
 * The order number is never cleared, so callers handle it themselves.
 */
export function columnsOf(patch: Partial<Record<BusinessFieldKey, string | null | undefined>>) {
  const set: Partial<Record<OptionalColumn, string | null>> = {};
  for (const [key, value] of Object.entries(patch)) {
    const field = businessFields[key as BusinessFieldKey];
    if (field && field[0] !== 'order_no' && value !== undefined) set[field[0]] = value;
  }
  return set;
}
