/** SPEC §9 business constants shared by client and server. */
export const API_VERSION = '1.2.9';
export const SYSTEM = '1';
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
/** A file the client fetches: a document, an upload's preview, the console's export. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SCREEN_DELAY_MS = 200;
export const SCREEN_TIMEOUT_MS = 60_000;
export const SESSION_EXPIRED_TOAST_MS = 2_000;
export const SEND_CODE_FAILURE_TOAST_MS = 3_000;
export const CODE_COUNTDOWN_S = 60;
export const DEFAULT_MAXLENGTH = 20;
/** E-mail addresses: the account's and a reservation's (FIELDS.md "up to 60"). */
export const EMAIL_MAX_LENGTH = 60;
export const UPLOAD_TYPE = 'miniapp';
export const DEFAULT_ACC_TYPE = 'bankUserEmail';
/** The window in which a signed request's timestamp is accepted and its nonce remembered. */
export const SIGNATURE_WINDOW_S = 300;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * A signature image at most (issue 34): the pad's PNG fits well within these, and the server
 * refuses more from the file's header, before anything decodes it.
 */
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
/**
 * The version of the user agreement and the privacy (collection) statement, which are read and
 * accepted together at registration (user/userDeal answers it; policyholder/Register requires it).
 * The server's texts carry this version; a new text changes it here, in one place.
 */
export const AGREEMENT_VERSION = '2026-11-01';

/** Public parameters sent with every request (SPEC §7). */
export const publicParams = {
  cuserid: '',
  model: '',
  system: SYSTEM,
  appversion: API_VERSION,
  emplid: '',
  version: 'other',
} as const;

/** Local storage keys (SPEC §3). */
export const storageKeys = {
  memberToken: 'member-token',
  language: 'language',
  userId: 'userid',
  loginInfo: 'login_info',
  bearerToken: 'bearer_token',
  refreshToken: 'refresh_token',
  expireIn: 'expire_in',
} as const;
