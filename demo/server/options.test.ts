// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOptions } from './options.js';

describe('readOptions', () => {
  it('defaults to port 8080, ./data, no reset, no dev', () => {
    expect(readOptions({}, [])).toEqual({
      port: 8080,
      dataDir: resolve('./data'),
      reset: false,
      dev: false,
      trustProxy: false,
    });
  });

  it('reads PORT, SHS_DATA_DIR, SHS_RESET_DATA=1 and --dev', () => {
    expect(
      readOptions({ PORT: '8090', SHS_DATA_DIR: '/tmp/x', SHS_RESET_DATA: '1' }, ['--dev']),
    ).toEqual({ port: 8090, dataDir: '/tmp/x', reset: true, dev: true, trustProxy: false });
  });

  it('reads SHS_PUBLIC_ORIGIN and SHS_TRUST_PROXY=1 for a server behind a proxy', () => {
    expect(
      readOptions({ SHS_PUBLIC_ORIGIN: 'https://account.example.com/', SHS_TRUST_PROXY: '1' }, []),
    ).toMatchObject({ origin: 'https://account.example.com', trustProxy: true });
    expect(() => readOptions({ SHS_PUBLIC_ORIGIN: 'https://account.example.com/x' }, [])).toThrow(
      'SHS_PUBLIC_ORIGIN must be an origin like https://account.example.com',
    );
  });

  it('reads SHS_RECENT_SIGN_IN_SECONDS as the recent sign-in window, refusing junk', () => {
    expect(readOptions({ SHS_RECENT_SIGN_IN_SECONDS: '10' }, [])).toMatchObject({
      recentSignInWindowMs: 10_000,
    });
    expect(readOptions({}, [])).not.toHaveProperty('recentSignInWindowMs');
    expect(() => readOptions({ SHS_RECENT_SIGN_IN_SECONDS: '0' }, [])).toThrow(
      'SHS_RECENT_SIGN_IN_SECONDS must be a whole number of seconds, got "0".',
    );
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readOptions({ PORT: 'abc' }, [])).toThrow('PORT must be a port number');
    expect(() => readOptions({ PORT: '70000' }, [])).toThrow('PORT must be a port number');
  });
});
