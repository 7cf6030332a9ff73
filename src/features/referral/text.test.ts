// The area's words that choose by a value (ICU select): English as before, Spanish by the same value.
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/shared/i18n/catalogue';
import { referralText } from './text';

describe('referral words (issue 28)', () => {
  it("word each referral's status, in English and in Spanish", async () => {
    const en = translator(referralText, 'en');
    expect(en('status', { status: 'pending' })).toBe('Signed up, not installed yet');
    expect(en('status', { status: 'installed' })).toBe('Installed: credit on its way');
    expect(en('status', { status: 'rewarded' })).toBe('Credited');
    await referralText.load('es');
    const es = translator(referralText, 'es');
    expect(es('status', { status: 'installed' })).toBe('Instalado: crédito en camino');
    expect(es('emailBody', { link: 'https://buy.example.com/?ref=A' })).toBe(
      'Uso Smart Home Security y pensé que le podría gustar. Haga su pedido con mi enlace y los dos salimos ganando: https://buy.example.com/?ref=A',
    );
  });
});
