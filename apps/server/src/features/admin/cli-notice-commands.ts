import { noticeCreate } from '@app/contract/admin/notice-schemas';
import type * as z from 'zod';
import { email } from '@app/contract/fields';
import { parseInput } from '../../http/define-call.ts';
import { sendNotice } from './notice-service.ts';
import type { StaffCtx } from './access.ts';
import { findMemberInBook } from './book-repository.ts';
import type { ParsedArgs } from './cli-args.ts';

const check = <S extends z.ZodType>(schema: S, value: unknown) =>
  parseInput(schema, value, 'en-US');

type Command = (ctx: StaffCtx, args: ParsedArgs) => Promise<unknown>;

/**
 * `notice:send (--member <email> | --all) --title-zh … --title-en … --body-zh … --body-en …
 * [--link /pages/…]`: the same service as POST /admin/notices, audited as the script actor.
 */
export const noticeCommands: Record<string, Command> = {
  'notice:send': async (ctx, { flags }) => {
    const memberId =
      flags.member === undefined
        ? undefined
        : await findMemberInBook(ctx.db, ctx.access, check(email, flags.member));
    const input = check(noticeCreate, {
      memberId,
      all: flags.all === 'true' ? true : undefined,
      title: { zhCN: flags.titleZh, enUS: flags.titleEn },
      body: { zhCN: flags.bodyZh, enUS: flags.bodyEn },
      link: flags.link,
    });
    return sendNotice(ctx, input);
  },
};
