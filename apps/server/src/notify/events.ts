import type { Language } from '@app/contract/codes';
import { enumLabel } from '@app/contract/enums';
import { translate } from '@app/contract/messages';
import { formatMoney } from '@app/contract/money';
import { sectionLabels } from '@app/contract/sections/labels';
import type { Db } from '../db/database.ts';
import { announceToAll } from './announce.ts';
import { deliver } from './deliver.ts';
import type { DeliverySummary, NotifyOptions } from './deliver.ts';
import type { NotifyEvent } from './event-types.ts';
import { noticeLinks } from './links.ts';
import { businessMembers, oneMember, reservationMembers } from './recipients.ts';
import { businessRefs, inLanguage, notifyText, withNote } from './templates.ts';

export const money = (currency: string, amount: string) => `${currency} ${formatMoney(amount)}`;

async function businessOf(trx: Db, id: string) {
  const row = await trx
    .selectFrom('businesses')
    .select(['order_no', 'policy_no'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { orderNo: row.order_no, policyNo: row.policy_no };
}

async function businessEvent(trx: Db, event: NotifyEvent & { businessId: string }) {
  const business = await businessOf(trx, event.businessId);
  const recipients = await businessMembers(trx, event.businessId);
  const route = noticeLinks.business(event.businessId);
  const common = (lang: Language) => ({
    orderNo: business.orderNo,
    refs: businessRefs(lang, business),
  });
  return { recipients, route, common };
}

async function remittanceEvent(
  trx: Db,
  event: Extract<NotifyEvent, { type: 'remittanceConfirmed' | 'remittanceRejected' }>,
  options: NotifyOptions,
) {
  const row = await trx
    .selectFrom('remittances')
    .select(['member_id', 'business_id', 'amount', 'currency', 'remit_date'])
    .where('id', '=', event.remittanceId)
    .executeTakeFirstOrThrow();
  const business = await businessOf(trx, row.business_id);
  const note = event.type === 'remittanceRejected' ? event.note : '';
  return deliver(
    trx,
    {
      noticeKind: event.type,
      mailKind: 'remittance',
      businessId: row.business_id,
      // The member who sent the remittance notice.
      recipients: await oneMember(trx, row.member_id),
      route: noticeLinks.remittances(),
      occasion: `${event.type}:${event.remittanceId}`,
      render: (lang) => {
        const params = {
          money: money(row.currency, row.amount),
          date: row.remit_date,
          refs: businessRefs(lang, business),
        };
        return {
          title: notifyText(`notify.${event.type}.title`, lang, params),
          body: withNote(lang, notifyText(`notify.${event.type}.body`, lang, params), note),
        };
      },
    },
    options,
  );
}

/**
 * Tells the members concerned of an event, inside the transaction of the change that caused it:
 * a notice each, and an e-mail each in their language unless they turned that kind off.
 */
export async function notifyMembers(
  trx: Db,
  event: NotifyEvent,
  options: NotifyOptions,
): Promise<DeliverySummary> {
  switch (event.type) {
    case 'statusChanged': {
      const { recipients, route, common } = await businessEvent(trx, event);
      return deliver(
        trx,
        {
          noticeKind: 'statusChanged',
          mailKind: 'status',
          businessId: event.businessId,
          recipients,
          route,
          occasion: `statusChanged:${event.changeId}`,
          render: (lang) => {
            const params = {
              ...common(lang),
              status: enumLabel('businessStatus', event.to, lang),
              from: event.from === null ? '-' : enumLabel('businessStatus', event.from, lang),
            };
            return {
              title: notifyText('notify.statusChanged.title', lang, params),
              body: withNote(
                lang,
                notifyText('notify.statusChanged.body', lang, params),
                event.note,
              ),
            };
          },
        },
        options,
      );
    }
    case 'documentAdded': {
      const { recipients, route, common } = await businessEvent(trx, event);
      return deliver(
        trx,
        {
          noticeKind: 'documentAdded',
          mailKind: 'document',
          businessId: event.businessId,
          recipients,
          route,
          occasion: `documentAdded:${event.documentId}`,
          render: (lang) => {
            const params = { ...common(lang), name: event.documentName };
            return {
              title: notifyText('notify.documentAdded.title', lang, params),
              body: notifyText('notify.documentAdded.body', lang, params),
            };
          },
        },
        options,
      );
    }
    case 'paymentRecorded': {
      const { recipients, route, common } = await businessEvent(trx, event);
      return deliver(
        trx,
        {
          noticeKind: 'paymentRecorded',
          mailKind: 'payment',
          businessId: event.businessId,
          recipients,
          route,
          occasion: `paymentRecorded:${event.paymentId}`,
          render: (lang) => {
            const params = {
              ...common(lang),
              money: money(event.currency, event.amount),
              date: event.date,
            };
            return {
              title: notifyText('notify.paymentRecorded.title', lang, params),
              body: notifyText('notify.paymentRecorded.body', lang, params),
            };
          },
        },
        options,
      );
    }
    case 'remittanceConfirmed':
    case 'remittanceRejected':
      return remittanceEvent(trx, event, options);
    case 'changesRequested':
      return deliver(
        trx,
        {
          noticeKind: 'changesRequested',
          mailKind: 'changes',
          businessId: event.businessId,
          recipients: await reservationMembers(trx, event.appointmentId),
          route: noticeLinks.reservation(event.token),
          occasion: `changesRequested:${event.appointmentId}:${event.requestedAt}`,
          render: (lang) => {
            const params = {
              product: enumLabel('productType', event.productType, lang),
              sections: event.sections
                .map((name) => translate(sectionLabels, `section.${name}`, lang))
                .join(notifyText('notify.list.separator', lang)),
            };
            return {
              title: notifyText('notify.changesRequested.title', lang, params),
              body: withNote(
                lang,
                notifyText('notify.changesRequested.body', lang, params),
                event.note,
              ),
            };
          },
        },
        options,
      );
    case 'announcement':
      if (event.memberId === null) return announceToAll(trx, event, options);
      return deliver(
        trx,
        {
          noticeKind: 'announcement',
          mailKind: 'announcement',
          recipients: await oneMember(trx, event.memberId),
          route: event.link,
          occasion: `announcement:${event.occasionId}`,
          createdBy: event.createdBy,
          render: (lang) => inLanguage(event, lang),
        },
        options,
      );
  }
}
