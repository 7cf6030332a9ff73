import { describe, expect, it } from 'vitest';
import { pageTitles, type PageTitle } from '../../lib/routing/page-titles';
import { translator } from '../../lib/shared/i18n/catalogue';
import { documentTitle } from './document-title';

const handle = (name: string, crumb?: PageTitle) => ({
  handle: { name, requiresAuth: true, crumb },
});
const english = translator(pageTitles, 'en');

describe('documentTitle', () => {
  it('names an index page after the route above it', () => {
    expect(
      documentTitle(
        [handle('shell'), handle('appointments', 'appointments'), handle('appointments-home')],
        english,
      ),
    ).toBe('Appointments · Account Centre');
  });

  it('prefers the deepest crumb', () => {
    expect(
      documentTitle(
        [
          handle('appointments', 'appointments'),
          handle('appointments-reschedule', 'appointments.reschedule'),
        ],
        english,
      ),
    ).toBe('Reschedule Appointment · Account Centre');
  });

  it('falls back to the app name', () => {
    expect(documentTitle([handle('loading'), { handle: undefined }], english)).toBe(
      'Account Centre',
    );
  });

  it("is in the reader's language once its words have loaded", async () => {
    await pageTitles.load('es');
    const spanish = translator(pageTitles, 'es');
    expect(documentTitle([handle('billing', 'billing.payment')], spanish)).toBe(
      'Hacer un pago · Centro de cuenta',
    );
  });
});
