import type { StaffRole } from '@app/contract/calls/staff';
import type {
  BusinessStatus,
  DdaStatus,
  FeeType,
  PaymentStatus,
  ProductType,
} from '@app/contract/enums';
import type { SectionName } from '@app/contract/sections/products';
import type { BusinessFieldKey } from '@app/contract/admin/schemas';

/**
 * The back office's answers as the console uses them. What the console sends is checked with the
 * contract's admin schemas (`@app/contract/admin/schemas`, see lib/validate.ts).
 */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export type ReservationStatus = 'open' | 'submitted' | 'changesRequested';
export type ReviewState = 'pending' | 'changesRequested' | 'accepted' | null;

export interface ReservationSummary {
  token: string;
  productType: ProductType;
  status: ReservationStatus;
  review: ReviewState;
  businessId: string | null;
  orderNo: string | null;
  memberName: string | null;
  creatorEmail: string | null;
  fillerEmail: string | null;
  invitedEmail: string | null;
  createdAt: string;
  submittedAt: string | null;
}

export interface ReservationUpload {
  id: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
  url: string;
  createdAt: string | null;
  /** The file its kind uses now; false: replaced by a later one (kept for the record). */
  current?: boolean;
}

export interface ChangeRequest {
  sections: string[];
  uploads: string[];
  note: string;
  at: string;
  /** The reopened parts the member has changed since (issue 36). */
  answered?: { sections: string[]; uploads: string[] };
  /** Every reopened part answered: the member may submit again. */
  complete?: boolean;
}

/** What the member changed since staff last asked for changes (issue 36); masked numbers. */
export interface ChangesSinceRequest {
  requestedAt: string;
  fields: { section: string; field: string; before: unknown; after: unknown }[];
  files: { kind: string; before: string | null; after: string | null }[];
}

export interface Reservation extends ReservationSummary {
  sections: Partial<Record<SectionName, { completed: boolean; data: Record<string, unknown> }>>;
  uploads: ReservationUpload[];
  changeRequest?: ChangeRequest | null;
  changesSinceRequest?: ChangesSinceRequest | null;
}

export interface ReservationQuery {
  q?: string;
  productType?: string;
  status?: string;
  review?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

export interface BusinessSummary {
  id: string;
  orderNo: string;
  policyNo: string | null;
  status: BusinessStatus;
  productType: ProductType;
  insurer: string | null;
  productName: string | null;
  memberName: string | null;
  memberEmail: string | null;
  updatedAt: string;
}

export interface Payment {
  id: string;
  paymentDate: string;
  feeType: FeeType;
  currency: string;
  amount: string;
  paymentNo: string | null;
  status: PaymentStatus;
}

export interface BusinessDocument {
  id: string;
  name: string;
  mime: string;
  size: number;
  kind: string | null;
  url: string;
}

export interface StatusChange {
  from: string | null;
  to: string;
  at: string;
  note: string | null;
}

export type Business = Record<BusinessFieldKey, string | null> & {
  id: string;
  orderNo: string;
  status: BusinessStatus;
  productType: ProductType;
  ddaStatus: DdaStatus | null;
  appointmentToken: string | null;
  members: { id: string; name: string; email: string }[];
  payments: Payment[];
  documents: BusinessDocument[];
  statusChanges: StatusChange[];
};

export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  staffName: string | null;
  createdAt: string;
}

export interface MemberDetail {
  member: MemberSummary;
  reservations: ReservationSummary[];
  businesses: BusinessSummary[];
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  inviteCode: string;
  disabled: boolean;
  createdAt: string;
}

export interface Me {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  inviteCode: string;
}

export interface AuditEntry {
  at: string;
  actor: { type: string; id: string | null; name: string | null };
  action: string;
  objectType: string;
  objectId: string;
  changes: unknown;
}

export interface LinkCreated {
  token: string;
  link: string;
  email: string;
  productType: ProductType;
  mailed: boolean;
}
