import { accountFieldLabels } from '@app/contract/account-labels';
import { familyCallMessages } from '@app/contract/family-messages';
import { commonMessages } from '@app/contract/messages';
import { moneyMessages } from '@app/contract/money-messages';
import { declarationMessages } from '@app/contract/declarations/messages';
import { fieldLabels, sectionLabels } from '@app/contract/sections/labels';
import { sectionPrompts } from '@app/contract/sections/prompts';
import { reservationMessages } from '../features/reservation/i18n';
import { authExtraMessages } from '../features/auth/extra-messages';
import authMessages from '../features/auth/i18n.json';
import { businessMessages } from '../features/business/i18n';
import { familyMessages } from '../features/family/i18n';
import { idScanMessages } from '../features/id-scan/i18n';
import languageMessages from '../features/language/i18n.json';
import { locationMessages } from '../features/location/i18n';
import { accountAreaMessages } from '../features/my/account-area-messages';
import { myMessages } from '../features/my/i18n';
import { remittanceMessages } from '../features/remittance/i18n';
import { noticeMessages } from '../features/notice/i18n';
import { privacyMessages } from '../features/privacy/i18n';
import { profileMessages } from '../features/profile/i18n';
import { unreadMessages } from '../api/unread-messages';
import type { Resources } from '../i18n/i18n';
import { fromCatalog } from '../i18n/catalog';
import sharedMessages from '../i18n/shared-messages.json';

/**
 * Texts that a build loads with their screens (addResourceBundle in the screen module) to keep the
 * login route's first load small. Tests and the dev server merge them here, so the completeness
 * test checks them like every other part; in a build this branch, and with it the import, is gone.
 */
/**
 * The texts a build loads with the start (main.tsx), before any screen adds its own: what a screen
 * can count on (the raw-key tests load only these, then the screen's own registration). Besides
 * the contract's: the shared components' (header, tab bar, fields, section fields, fallbacks:
 * i18n/shared-messages.json), the login, register and forgot-password screens'
 * (features/auth/i18n.json) and the language page's (features/language/i18n.json), read here
 * without a module of their own in between: the login route's first load is measured to the byte.
 */
export function startParts(): Record<string, Resources> {
  return {
    contract: fromCatalog({ ...commonMessages, ...accountFieldLabels }),
    shared: sharedMessages,
    auth: authMessages,
    language: languageMessages,
  };
}

const screenParts: Record<string, Resources> = import.meta.env.PROD
  ? {}
  : {
      business: businessMessages,
      appointment: reservationMessages,
      family: familyMessages,
      idScan: idScanMessages,
      familyCalls: fromCatalog(familyCallMessages),
      location: locationMessages,
      authExtra: authExtraMessages(),
      remittance: remittanceMessages,
      moneyCalls: fromCatalog(moneyMessages),
      notice: noticeMessages,
      profile: profileMessages,
      privacy: privacyMessages,
      unread: unreadMessages,
      accountArea: accountAreaMessages,
      my: myMessages,
      fieldLabels: fromCatalog({
        ...fieldLabels,
        ...sectionLabels,
        ...sectionPrompts,
        ...declarationMessages,
      }),
    };

/**
 * Every text the app shows. A feature adds its messages to this list; the completeness test
 * then checks that each of its keys exists in both languages and collides with no other.
 */
export const resourceParts: Record<string, Resources> = {
  ...startParts(),
  ...screenParts,
};

export const resources: Resources = {
  'zh-CN': Object.assign({}, ...Object.values(resourceParts).map((part) => part['zh-CN'])),
  'zh-HK': Object.assign({}, ...Object.values(resourceParts).map((part) => part['zh-HK'])),
  'en-US': Object.assign({}, ...Object.values(resourceParts).map((part) => part['en-US'])),
};
