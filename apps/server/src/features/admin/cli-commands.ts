import fs from 'node:fs/promises';
import path from 'node:path';
import { parseInput } from '../../http/define-call.ts';
import { getReservation, listReservations } from './reservation-service.ts';
import type { StaffCtx } from './access.ts';
import { changeStatus, createBusiness, updateBusiness } from './business-service.ts';
import { UsageError, fieldsFrom } from './cli-args.ts';
import { noticeCommands } from './cli-notice-commands.ts';
import type { ParsedArgs } from './cli-args.ts';
import { dataCommands } from './cli-data-commands.ts';
import { filesCommands } from './cli-files-commands.ts';
import { jobsCommands } from './cli-jobs-commands.ts';
import { staffCommands } from './cli-staff-commands.ts';
import { attachDocument } from './document-service.ts';
import { createReservationLink } from './link-service.ts';
import { addPayment, updatePayment } from './payment-service.ts';
import * as schemas from '@app/contract/admin/schemas';

export { UsageError };

/** The same validation as the API, in English: a refused flag reads like a refused field. */
const check = <S extends Parameters<typeof parseInput>[0]>(schema: S, value: unknown) =>
  parseInput(schema, value, 'en-US');

function need(args: ParsedArgs, count: number, names: string): string[] {
  if (args.positionals.length < count) throw new UsageError(`${args.command} needs ${names}`);
  return args.positionals;
}

const payment = (flags: Record<string, string>) => ({
  paymentDate: flags.date,
  feeType: flags.feeType,
  currency: flags.currency,
  amount: flags.amount,
  paymentNo: flags.paymentNo,
  status: flags.status,
});

type Command = (ctx: StaffCtx, args: ParsedArgs) => Promise<unknown>;

/** Each command: flags in, the service's answer out. */
export const commands: Record<string, Command> = {
  appointments: (ctx, { flags }) => listReservations(ctx, check(schemas.reservationQuery, flags)),
  appointment: (ctx, args) => getReservation(ctx, need(args, 1, '<token>')[0] ?? ''),
  'business:create': (ctx, { flags }) => {
    const { token, ...rest } = flags;
    const fields = fieldsFrom(rest);
    return createBusiness(
      ctx,
      check(schemas.businessCreate, { ...fields, appointmentToken: token }),
    );
  },
  'business:update': (ctx, args) => {
    const [id = ''] = need(args, 1, '<businessId>');
    return updateBusiness(ctx, id, check(schemas.businessPatch, fieldsFrom(args.flags)));
  },
  status: (ctx, args) => {
    const [id = '', status] = need(args, 2, '<businessId> <status>');
    return changeStatus(
      ctx,
      id,
      check(schemas.statusChangeBody, { status, note: args.flags.note }),
    );
  },
  'payment:add': (ctx, args) => {
    const [id = ''] = need(args, 1, '<businessId>');
    return addPayment(ctx, id, check(schemas.paymentCreate, payment(args.flags)));
  },
  'payment:update': (ctx, args) => {
    const [id = ''] = need(args, 1, '<paymentId>');
    return updatePayment(ctx, id, check(schemas.paymentPatch, payment(args.flags)));
  },
  'document:add': async (ctx, args) => {
    const [id = '', file = ''] = need(args, 2, '<businessId> <file>');
    const bytes = await fs.readFile(file);
    return attachDocument(ctx, id, { name: args.flags.name ?? path.basename(file), bytes });
  },
  link: (ctx, args) => {
    const [email, productType] = need(args, 2, '<email> <productType>');
    const { lang } = args.flags;
    return createReservationLink(ctx, check(schemas.linkCreate, { email, productType, lang }));
  },
  ...staffCommands(need),
  ...jobsCommands,
  ...dataCommands,
  ...filesCommands,
  ...noticeCommands,
};
