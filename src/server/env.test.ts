import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('gives the documented defaults, with empty variables counting as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      LOG_LEVEL: 'info',
      DATA_REFRESH_HOURS: '24',
    });
    expect(readEnv({ DATA_REFRESH_HOURS: 'off' }).DATA_REFRESH_HOURS).toBe('off');
    expect(readEnv({ DATA_REFRESH_HOURS: '0.5' }).DATA_REFRESH_HOURS).toBe('0.5');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a whole number'],
    [{ PORT: '1e3' }, 'PORT: PORT must be a whole number'],
    [{ PORT: '0' }, 'PORT: PORT must be 1-65535'],
    [{ PORT: '70000' }, 'PORT: PORT must be 1-65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SCHOOLS_DATA_DIR: '/no/such/folder' }, 'SCHOOLS_DATA_DIR must be an existing folder'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ DATA_REFRESH_HOURS: '0' }, 'DATA_REFRESH_HOURS: DATA_REFRESH_HOURS must be a number of hours above 0'],
    [{ DATA_REFRESH_HOURS: '1000' }, 'DATA_REFRESH_HOURS: DATA_REFRESH_HOURS must be a number of hours above 0 and at most 500, or off'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('resolves the folders and reads a port', () => {
    const env = readEnv({ PORT: '8080', SCHOOLS_DATA_DIR: '.', DATA_DIR: 'x' });
    expect(env).toMatchObject({ PORT: 8080, SCHOOLS_DATA_DIR: path.resolve('.'), DATA_DIR: path.resolve('x') });
  });
});
