import { accountFieldLabels } from './account-labels.ts';
import { agreementMessages } from './agreement-messages.ts';
import { declarationMessages } from './declarations/messages.ts';
import { familyCallMessages } from './family-messages.ts';
import { commonMessages } from './messages.ts';
import type { Catalog } from './messages.ts';
import { moneyMessages } from './money-messages.ts';
import { fieldLabels, sectionLabels } from './sections/labels.ts';
import { sectionPrompts } from './sections/prompts.ts';
import { staffMessages } from './staff-messages.ts';

/**
 * Every text the contract defines, in both languages: messages (the staff ones too), field labels
 * and section titles.
 * The server translates with it; the client loads it into i18next. Enumeration labels are not here
 * (enumOptions serves them, country names come from Intl).
 */
export const catalog: Catalog = {
  ...commonMessages,
  ...accountFieldLabels,
  ...agreementMessages,
  ...declarationMessages,
  ...familyCallMessages,
  ...moneyMessages,
  ...staffMessages,
  ...fieldLabels,
  ...sectionLabels,
  ...sectionPrompts,
};
