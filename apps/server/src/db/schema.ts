import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Times are epoch milliseconds (bigint), dates ISO text, money decimal
 * text, booleans 0/1, JSON text: one representation that SQLite and PostgreSQL store alike.
 */
export interface MembersTable {
  id: string;
  name: string;
  mobile: string;
  email: string;
  password_hash: string;
  /** The mobile number's area code (+86, +852 …): DESIGN.md mobileList; '+86' when not given. */
  area_code: Generated<string>;
  /** The member of staff whose book the member is in (registered with their invite code). */
  staff_id: string | null;
  /** The user agreement version accepted at registration (user/userDeal), and when. */
  agreement_version: string | null;
  agreement_at: number | null;
  /** The language of the member's e-mail: the one they last logged in or opened the app in. */
  language: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  member_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'logout' ends quietly (401); 'password' tells the next call the session was ended (100). */
  revoke_reason: string | null;
}

export interface EmailCodesTable {
  id: string;
  email: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export interface NoncesTable {
  /** The request's signature: a replay carries the same one. */
  sign: string;
  expires_at: number;
}

export interface ThrottlesTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface CurrenciesTable {
  code: string;
  name_zh: string;
  /** zh-HK (migration 023); null for a row added without one: read name_zh. */
  name_hk: string | null;
  name_en: string;
  sort: number;
}

export interface BanksTable {
  code: string;
  name_zh: string;
  /** zh-HK (migration 023); null for a row added without one: read name_zh. */
  name_hk: string | null;
  name_en: string;
  swift: string;
  sort: number;
}

export interface InsurersTable {
  code: string;
  name_zh: string;
  /** zh-HK (migration 023); null for a row added without one: read name_zh. */
  name_hk: string | null;
  name_en: string;
}

export interface ProductsTable {
  code: string;
  insurer_code: string;
  product_type: string;
  name_zh: string;
  /** zh-HK (migration 023); null for a row added without one: read name_zh. */
  name_hk: string | null;
  name_en: string;
}

export interface ReservationsTable {
  id: string;
  token: string;
  product_type: string;
  status: string;
  creator_id: string;
  filler_id: string | null;
  business_id: string | null;
  invited_email: string | null;
  /** The member of staff who created the link, when one did. */
  staff_id: string | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  /** The back office's review of a submitted reservation; null while it is open. */
  review_status: ReviewStatus | null;
  review_note: string | null;
  /** JSON text lists of the reopened section names and upload kinds. */
  review_sections: string | null;
  review_uploads: string | null;
  reviewed_at: number | null;
  /** The staff member's name (or ADMIN_TOKEN's script name) at the time. */
  reviewed_by: string | null;
  /** JSON of the last submit's declarations ({pics, declarations, consents, lang, at, ip}). */
  declarations: string | null;
  /** The member of staff who looks after it (migration 022); null: nobody yet. */
  assignee_id: string | null;
}

export type ReviewStatus = 'pending' | 'changesRequested' | 'accepted';

export interface ReservationSectionsTable {
  appointment_id: string;
  section: string;
  data: string;
  completed: number;
  updated_at: number;
  /** The section's `idExpiry` (YYYY-MM-DD), copied out of `data` at each save; null without one. */
  id_expiry: Generated<string | null>;
}

/** A section as it was when staff last asked for changes (migration 020). */
export interface ReservationBaselinesTable {
  appointment_id: string;
  section: string;
  data: string;
  requested_at: number;
}

export interface UploadsTable {
  id: string;
  member_id: string;
  appointment_id: string | null;
  kind: string;
  original_name: string;
  mime: string;
  size: number;
  storage_name: string;
  created_at: number;
}

export interface BusinessesTable {
  id: string;
  appointment_id: string | null;
  owner_id: string;
  order_no: string;
  policy_no: string | null;
  status: string;
  product_type: string;
  insurer: string | null;
  product_name: string | null;
  currency: string | null;
  sum_insured: string | null;
  exchange_rate: string | null;
  annual_premium: string | null;
  levy: string | null;
  payment_period: string | null;
  contribution_period: string | null;
  next_payment_date: string | null;
  effective_date: string | null;
  cooling_off_expiry: string | null;
  salesperson: string | null;
  channel_partner: string | null;
  advisory_fee: string | null;
  advisory_fee_currency: string | null;
  dda_status: string | null;
  source_of_funds: string | null;
  remarks: string | null;
  investment_amount: string | null;
  investment_currency: string | null;
  created_at: number;
  updated_at: number;
  /** The member of staff who looks after it (migration 022); null: nobody yet. */
  assignee_id: string | null;
}

/** Staff's internal notes on a member, reservation or business (migration 022). */
export interface StaffNotesTable {
  id: string;
  object_type: string;
  object_id: string;
  author_id: string | null;
  author_name: string;
  text: string;
  created_at: number;
}

/** Who may see a business: its creator and the member who filled the reservation. */
export interface BusinessMembersTable {
  business_id: string;
  member_id: string;
  created_at: number;
}

export interface PaymentRecordsTable {
  id: string;
  business_id: string;
  payment_date: string;
  fee_type: string;
  currency: string;
  amount: string;
  payment_no: string;
  status: string;
  created_at: number;
}

export interface BusinessDocumentsTable {
  id: string;
  business_id: string;
  name: string;
  mime: string;
  size: number;
  storage_name: string;
  created_at: number;
  /** What the document is: null (attached by staff), or `application` (the submitted form). */
  kind: string | null;
}

/** One submission's application PDF: due while rendered_at is null (migration 016). */
export interface ApplicationRecordsTable {
  id: string;
  appointment_id: string;
  business_id: string;
  version: number;
  member_id: string | null;
  language: string;
  submitted_at: number;
  document_id: string | null;
  sha256: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  rendered_at: number | null;
}

export interface StatusChangesTable {
  id: string;
  business_id: string;
  from_status: string | null;
  to_status: string;
  note: string;
  at: number;
}

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  invite_code: string;
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface StaffLoginsTable {
  id: string;
  staff_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'logout', 'reuse' (a spent refresh token came back), 'disabled', 'password'. */
  revoke_reason: string | null;
}

export interface StaffTokensTable {
  token_hash: string;
  /**
   * 'bearer', 'refresh', 'invite' (sets the first password), 'mfa' (a login waiting for its second
   * factor) or 'mfa-setup' (a login that may only enrol one).
   */
  kind: string;
  staff_id: string;
  login_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StaffMfaTable {
  staff_id: string;
  /** Encrypted under DATA_KEY; null until totp/setup. */
  totp_secret: string | null;
  /** Null while the secret waits for its first code. */
  totp_enabled_at: number | null;
  totp_last_step: number | null;
  webauthn_challenge: string | null;
  webauthn_challenge_expires_at: number | null;
  updated_at: number;
}

export interface StaffRecoveryCodesTable {
  code_hash: string;
  staff_id: string;
  created_at: number;
  used_at: number | null;
}

export interface StaffPasskeysTable {
  id: string;
  staff_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string | null;
  created_at: number;
  last_used_at: number | null;
}

export interface AuditLogTable {
  id: string;
  at: number;
  /** 'staff', 'script' (ADMIN_TOKEN), 'member' or 'system' (a job). */
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  object_type: string;
  object_id: string;
  /** JSON: {field: {before, after}} for writes, {} or a note for reads. */
  changes: string;
}

/** A notice to one member, or (member_id null) to every member registered before it. */
export interface NoticesTable {
  id: string;
  member_id: string | null;
  kind: string;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  /** The zh-HK half (migration 025): staff's own, or the OpenCC conversion of the zh one. */
  title_hk: Generated<string>;
  body_hk: Generated<string>;
  link: string | null;
  created_by: string | null;
  created_at: number;
  /** The occasion it tells of (a reminder, an event retried): unique when set. */
  dedupe_key: Generated<string | null>;
  /** The business it is about, if any (the console's Messages panel). */
  business_id: Generated<string | null>;
}

export interface NoticeReadsTable {
  notice_id: string;
  member_id: string;
  read_at: number;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: number;
}

/** DESIGN.md's sub-user list: a member's family members (the people they insure). */
export interface FamilyMembersTable {
  id: string;
  member_id: string;
  chinese_name: string;
  english_name: string;
  relation: string;
  gender: string;
  /** ISO date. */
  birth_date: string;
  id_type: string;
  /** In capitals, as the contract writes it. */
  id_number: string;
  nationality: string;
  created_at: number;
  updated_at: number;
  /** YYYY-MM-DD, the ID document's expiry; null when not given (migration 024). */
  id_expiry: Generated<string | null>;
}

/** Mail to send (migration 012): written with what caused it, sent by the outbox worker. */
export interface MailOutboxTable {
  id: string;
  member_id: string | null;
  to_address: string;
  /** What the mail is about ('reminder', 'notice' …): the preference a member can turn off. */
  kind: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Unique when set: a second mail for the same object and occasion is not queued. */
  dedupe_key: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** When the row is next due; while 'sending', the end of the worker's lease. */
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface MailPreferencesTable {
  member_id: string;
  kind: string;
  /** 0 or 1; no row means on. */
  enabled: number;
  updated_at: number;
}

export interface PayeesTable {
  id: string;
  name: string;
  bank_name: string;
  account_no: string;
  swift: string;
  currency: string;
  /** An insurer's code; null: offered for every business. */
  insurer: string | null;
  disabled: Generated<number>;
  created_at: number;
}

export interface RemittancesTable {
  id: string;
  member_id: string;
  business_id: string;
  payee_id: string;
  amount: string;
  currency: string;
  remit_date: string;
  slip_upload_id: string;
  status: string;
  note: string | null;
  decided_by: string | null;
  decided_at: number | null;
  payment_record_id: string | null;
  created_at: number;
}

/** A reminder occasion told (notify/reminders.ts): at most once each. */
export interface RemindersSentTable {
  occasion: string;
  sent_at: number;
}

/** One read of a member's file, per owner (migration 017; the access log of user/accessLog). */
export interface FileAccessTable {
  id: string;
  owner_id: string;
  file_type: FileAccessType;
  file_id: string;
  file_name: string;
  upload_kind: string | null;
  business_id: string | null;
  appointment_id: string | null;
  reader_type: 'member' | 'staff' | 'script';
  reader_id: string | null;
  reader_name: string;
  reader_role: string | null;
  via: 'open' | 'export';
  ip: string | null;
  at: number;
}

export type FileAccessType = 'upload' | 'document' | 'slip';

/** A stored file's seal (migration 021, storage/sealed.ts). */
export interface StoredFilesTable {
  area: string;
  name: string;
  /** The file's data key, encrypted by DATA_KEY ('enc:v1:…'). */
  wrapped_key: string;
  nonce: string;
  /** Plain bytes. */
  size: number;
  sha256: string;
  created_at: number;
  /** Plain bytes per sealed chunk (migration 026: 65,536 for files sealed before, D102). */
  chunk: number;
}

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  nonces: NoncesTable;
  throttles: ThrottlesTable;
  currencies: CurrenciesTable;
  banks: BanksTable;
  insurers: InsurersTable;
  products: ProductsTable;
  staff: StaffTable;
  staff_logins: StaffLoginsTable;
  staff_tokens: StaffTokensTable;
  staff_mfa: StaffMfaTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  audit_log: AuditLogTable;
  server_keys: ServerKeysTable;
  appointments: ReservationsTable;
  appointment_sections: ReservationSectionsTable;
  appointment_baselines: ReservationBaselinesTable;
  uploads: UploadsTable;
  businesses: BusinessesTable;
  business_members: BusinessMembersTable;
  payment_records: PaymentRecordsTable;
  business_documents: BusinessDocumentsTable;
  application_records: ApplicationRecordsTable;
  status_changes: StatusChangesTable;
  family_members: FamilyMembersTable;
  mail_outbox: MailOutboxTable;
  mail_preferences: MailPreferencesTable;
  payees: PayeesTable;
  remittances: RemittancesTable;
  notices: NoticesTable;
  reminders_sent: RemindersSentTable;
  notice_reads: NoticeReadsTable;
  file_access: FileAccessTable;
  stored_files: StoredFilesTable;
  staff_notes: StaffNotesTable;
}
