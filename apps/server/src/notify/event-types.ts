import type { Labels } from '@app/contract/codes';

/**
 * The events of DESIGN.md "Messages, e-mail and reminders". Each names its occurrence (a status
 * change's id, a document's id …), which keys its notices and mails: the same event told twice
 * is told once.
 */
export type NotifyEvent =
  | {
      type: 'statusChanged';
      businessId: string;
      changeId: string;
      from: string | null;
      to: string;
      note: string;
    }
  | { type: 'documentAdded'; businessId: string; documentId: string; documentName: string }
  | {
      type: 'paymentRecorded';
      businessId: string;
      paymentId: string;
      amount: string;
      currency: string;
      date: string;
    }
  | { type: 'remittanceConfirmed'; remittanceId: string }
  | { type: 'remittanceRejected'; remittanceId: string; note: string }
  | {
      type: 'changesRequested';
      appointmentId: string;
      businessId: string;
      token: string;
      productType: string;
      sections: readonly string[];
      note: string;
      /** The request's time: a later request on the same reservation is another occasion. */
      requestedAt: number;
    }
  | {
      type: 'announcement';
      /** Names this announcement's occasion (a fresh id per send). */
      occasionId: string;
      /** Null: every member. */
      memberId: string | null;
      title: Labels;
      body: Labels;
      link: string | null;
      createdBy: string | null;
    };
