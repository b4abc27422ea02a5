import { accountFieldLabels } from '@app/contract/account-labels';
import { commonMessages } from '@app/contract/messages';
import { staffMessages as contractStaffMessages } from '@app/contract/staff-messages';
import { declarationMessages } from '@app/contract/declarations/messages';
import { fieldLabels, sectionLabels } from '@app/contract/sections/labels';
import { sectionPrompts } from '@app/contract/sections/prompts';
import type { Resources } from '../../i18n/i18n';
import { fromCatalog } from '../../i18n/catalog';
import sharedMessages from '../../i18n/shared-messages.json';
import { auditMessages } from '../features/audit/i18n';
import { businessMessages } from '../features/businesses/i18n';
import { calendarMessages } from '../features/calendar/i18n';
import { dashboardMessages } from '../features/dashboard/i18n';
import { deskMessages } from '../features/desk/i18n';
import { searchMessages } from '../features/search/i18n';
import { loginMessages } from '../features/login/i18n';
import { memberMessages } from '../features/members/i18n';
import { mfaMessages } from '../features/security/i18n';
import { payeeMessages } from '../features/payees/i18n';
import { noticeMessages } from '../features/notices/i18n';
import { queueMessages } from '../features/queue/i18n';
import { remittanceMessages } from '../features/remittances/i18n';
import { reservationMessages } from '../features/reservation/i18n';
import { staffMessages } from '../features/staff/i18n';
import { consoleMessages } from '../lib/console-messages';
import { listMessages } from '../kit/list/i18n';

/**
 * Every text the console shows, loaded with its entry (the console has no first-load budget to
 * keep, and staff switch screens all day). The completeness test checks each part.
 */
export const consoleResourceParts: Record<string, Resources> = {
  contract: fromCatalog({ ...commonMessages, ...accountFieldLabels, ...contractStaffMessages }),
  labels: fromCatalog({
    ...fieldLabels,
    ...sectionLabels,
    ...sectionPrompts,
    ...declarationMessages,
  }),
  shared: sharedMessages,
  console: consoleMessages,
  list: listMessages,
  login: loginMessages,
  mfa: mfaMessages,
  dashboard: dashboardMessages,
  calendar: calendarMessages,
  desk: deskMessages,
  search: searchMessages,
  queue: queueMessages,
  reservation: reservationMessages,
  businesses: businessMessages,
  members: memberMessages,
  payees: payeeMessages,
  remittances: remittanceMessages,
  staff: staffMessages,
  audit: auditMessages,
  notices: noticeMessages,
};

export const consoleResources: Resources = {
  'zh-CN': Object.assign({}, ...Object.values(consoleResourceParts).map((p) => p['zh-CN'])),
  'zh-HK': Object.assign({}, ...Object.values(consoleResourceParts).map((p) => p['zh-HK'])),
  'en-US': Object.assign({}, ...Object.values(consoleResourceParts).map((p) => p['en-US'])),
};
