// The HTTP client's failure messages are worded when the error is made, in the language shown then.
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../shared/i18n/active-locale';
import { toApiError } from './api-client';
import { httpText } from './text';

afterEach(() => setActiveLocale('en'));

describe('HTTP failure messages (spec 8, issue 28)', () => {
  it('are the spec words in English, numbers kept as they are', () => {
    expect(toApiError(undefined, 'timeout', 30000).message).toBe('timeout of 30000ms exceeded');
    expect(toApiError(new TypeError('fetch failed'), null, 0).message).toBe('Network Error');
  });

  it('read in Spanish once the account centre shows Spanish', async () => {
    await httpText.load('es');
    setActiveLocale('es');
    expect(toApiError(new TypeError('fetch failed'), null, 0).message).toBe('Error de red');
    expect(toApiError(undefined, 'timeout', 30000).message).toBe(
      'se superó el tiempo de espera de 30000 ms',
    );
    const refused = toApiError({ response: { status: 502 }, data: undefined }, null, 0);
    expect(refused.message).toBe('La solicitud falló con el código de estado 502');
    expect(refused.status).toBe(502);
  });
});
