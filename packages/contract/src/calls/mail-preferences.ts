import * as z from 'zod';
import { mailPreferenceRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * The kinds of e-mail a member may turn off or on (DESIGN.md "Messages, e-mail and reminders"):
 * one per kind of event, and the reminders. The notice in the app always arrives.
 */
export const mailKinds = [
  'status',
  'document',
  'payment',
  'remittance',
  'changes',
  'announcement',
  'reminder',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailPreference = z.object({ kind: z.enum(mailKinds), enabled: z.boolean() });
export type MailPreference = z.infer<typeof mailPreference>;

const onOff = z
  .union([
    z.literal(true),
    z.literal(false),
    z.literal('true'),
    z.literal('false'),
    z.literal('1'),
    z.literal('0'),
    z.literal(1),
    z.literal(0),
  ])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 1);

export const saveMailPreferenceRequest = z.object({
  kind: z.enum(mailKinds, { error: 'validation.option' }),
  enabled: onOff,
});

export const mailPreferenceCalls = {
  mailPreferences: {
    ...mailPreferenceRoutes.mailPreferences,
    request: z.object({}),
    response: z.array(mailPreference),
  },
  saveMailPreference: {
    ...mailPreferenceRoutes.saveMailPreference,
    request: saveMailPreferenceRequest,
    response: z.array(mailPreference),
  },
} as const satisfies Record<string, CallDefinition>;
