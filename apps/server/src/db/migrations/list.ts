import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as reference from './002-reference.ts';
import * as reservations from './003-appointments.ts';
import * as businesses from './004-businesses.ts';
import * as referenceSeed from './005-reference-seed.ts';
import * as staff from './006-staff.ts';
import * as review from './007-review.ts';
import * as memberAreaCode from './008-member-area-code.ts';
import * as familyMembers from './009-family-members.ts';
import * as remittances from './010-remittances.ts';
import * as notices from './011-notices.ts';
import * as mailOutbox from './012-mail-outbox.ts';
import * as notifications from './013-notifications.ts';
import * as encryptSensitive from './014-encrypt-sensitive.ts';
import * as declarations from './015-declarations.ts';
import * as applicationRecords from './016-application-records.ts';
import * as fileAccess from './017-file-access.ts';
import * as staffMfa from './018-staff-mfa.ts';
import * as dropEnumOptions from './019-drop-enum-options.ts';
import * as changeBaselines from './020-change-baselines.ts';
import * as storedFiles from './021-stored-files.ts';
import * as desk from './022-desk.ts';
import * as referenceHk from './023-reference-hk.ts';
import * as idExpiry from './024-id-expiry.ts';
import * as noticesHk from './025-notices-hk.ts';
import * as storedFilesChunk from './026-stored-files-chunk.ts';

/** Every migration in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-reference': reference,
  '003-appointments': reservations,
  '004-businesses': businesses,
  '005-reference-seed': referenceSeed,
  '006-staff': staff,
  '007-review': review,
  '008-member-area-code': memberAreaCode,
  '009-family-members': familyMembers,
  '010-remittances': remittances,
  '011-notices': notices,
  '012-mail-outbox': mailOutbox,
  '013-notifications': notifications,
  '014-encrypt-sensitive': encryptSensitive,
  '015-declarations': declarations,
  '016-application-records': applicationRecords,
  '017-file-access': fileAccess,
  '018-staff-mfa': staffMfa,
  '019-drop-enum-options': dropEnumOptions,
  '020-change-baselines': changeBaselines,
  '021-stored-files': storedFiles,
  '022-desk': desk,
  '023-reference-hk': referenceHk,
  '024-id-expiry': idExpiry,
  '025-notices-hk': noticesHk,
  '026-stored-files-chunk': storedFilesChunk,
};
