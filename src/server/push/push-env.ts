// The notifications' settings (issue 27, decision record 029), read with the rest of the environment: PUSH=off turns
// them off (no key, no follows made, nothing sent); PUSH_SERVICE_ORIGINS adds push services to the browsers'
// (a self-hosted one, a test's stand-in); PUSH_SUBJECT is the contact push services are given (VAPID `sub`).
import { z } from 'zod';
import { parsePushOrigins } from './push-origins.ts';

export interface PushSettings {
  on: boolean;
  origins: string[];
  subject?: string;
}

export const pushEnvShape = {
  PUSH: z.enum(['on', 'off'], 'PUSH must be on or off').default('on'),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      try {
        return parsePushOrigins(list);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  PUSH_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:.+@.+|https:\/\/.+)$/.test(value), 'PUSH_SUBJECT must be a mailto: address or an https: URL')
    .optional(),
};

const pushEnvSchema = z.object(pushEnvShape);

export function pushSettingsFromEnv(source: NodeJS.ProcessEnv = process.env): PushSettings {
  const parsed = pushEnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([key, value]) => key.startsWith('PUSH') && value !== '')));
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { PUSH, PUSH_SERVICE_ORIGINS, PUSH_SUBJECT } = parsed.data;
  return { on: PUSH === 'on', origins: PUSH_SERVICE_ORIGINS, subject: PUSH_SUBJECT };
}
