import { reservationCalls } from '@app/contract/calls/reservation';
import { isoDateToday } from '@app/contract/dates';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { createReservation, openReservation, saveSection } from './reservations.ts';
import { deleteMine, listMine } from './mine.ts';
import { submitReservation } from './submission.ts';

/**
 * The reservation calls: create, open by link, save or submit. Thin handlers: the rules live in
 * appointments.ts and submission.ts. `today` is read here, once per call, and passed down.
 */
export default async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  defineCall(app, reservationCalls.createAppoint, async ({ input, memberId }) => ({
    data: await createReservation(db, memberId, input.productType, isoDateToday()),
  }));

  defineCall(app, reservationCalls.appointList, async ({ input, memberId }) => ({
    data: await listMine(db, memberId, input),
  }));

  defineCall(app, reservationCalls.deleteAppoint, async ({ input, memberId }) => {
    await deleteMine(db, memberId, input.token, app.ctx.files);
    return { data: null, msg: 'success.remove' };
  });

  defineCall(app, reservationCalls.checkAppointUrl, async ({ input, memberId }) => ({
    data: await openReservation(db, input.token, memberId, isoDateToday()),
  }));

  defineCall(app, reservationCalls.editAppointInfo, async ({ input, memberId, lang, req }) => {
    const today = isoDateToday();
    if (input.action === 'submit') {
      const { token, declarations } = input;
      // The application PDF is made after the submit commits, in the member's language.
      const record = {
        files: app.ctx.files,
        timeZone: config.reminderTimeZone,
        log: req.log,
      };
      return {
        data: await submitReservation(
          db,
          { token, declarations, memberId, lang, today, ip: req.ip },
          record,
        ),
        msg: 'success.submit',
      };
    }
    // The contract's request schema requires section and data when saving.
    const { section, data = '' } = input;
    if (!section) throw new Error('section missing after validation');
    return {
      data: await saveSection(db, { token: input.token, section, data, memberId, lang, today }),
      msg: 'success.save',
    };
  });
}
