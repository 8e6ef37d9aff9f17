// The environment, read and validated once at start-up.
import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { edgeEnvShape } from './edge/edge-env.ts';
import { DEFAULT_ADDRESS_LOOKUP_URL } from './places/address-lookup.ts';
import { pushEnvShape } from './push/push-env.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'PORT must be 1-65535').max(65535, 'PORT must be 1-65535'))
    .default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SCHOOLS_DATA_DIR: z
    .string()
    .refine((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true, 'SCHOOLS_DATA_DIR must be an existing folder')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADDRESS_LOOKUP_URL: z
    .string()
    .refine((value) => value === 'off' || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), 'ADDRESS_LOOKUP_URL must be an http(s) URL or off')
    .default(DEFAULT_ADDRESS_LOOKUP_URL),
  /** Hours between checks of the official datasets (no SCHOOLS_DATA_DIR), or off (decision 011). */
  DATA_REFRESH_HOURS: z
    .string()
    .refine(
      (value) => value === 'off' || (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0 && Number(value) <= 500),
      'DATA_REFRESH_HOURS must be a number of hours above 0 and at most 500, or off',
    )
    .default('24'),
  ...edgeEnvShape,
  ...pushEnvShape,
});
export type Env = z.infer<typeof envSchema>;

/** ADDRESS_LOOKUP_URL alone (for buildApp when it is not given one), checked as readEnv checks it. */
export function addressLookupUrlFromEnv(source: NodeJS.ProcessEnv = process.env): string {
  const parsed = envSchema.shape.ADDRESS_LOOKUP_URL.safeParse(source.ADDRESS_LOOKUP_URL || undefined);
  if (!parsed.success) throw new Error(`Invalid environment: ADDRESS_LOOKUP_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable counts as unset.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    SCHOOLS_DATA_DIR: env.SCHOOLS_DATA_DIR && path.resolve(env.SCHOOLS_DATA_DIR),
  };
}
