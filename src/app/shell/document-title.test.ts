import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const handle = (name: string, crumb?: string) => ({ handle: { name, requiresAuth: true, crumb } });

describe('documentTitle', () => {
  it('names an index page after the route above it', () => {
    expect(
      documentTitle([
        handle('shell'),
        handle('appointments', 'Appointments'),
        handle('appointments-home'),
      ]),
    ).toBe('Appointments · Account Centre');
  });

  it('prefers the deepest crumb', () => {
    expect(
      documentTitle([
        handle('appointments', 'Appointments'),
        handle('appointments-reschedule', 'Reschedule'),
      ]),
    ).toBe('Reschedule · Account Centre');
  });

  it('falls back to the app name', () => {
    expect(documentTitle([handle('loading'), { handle: undefined }])).toBe('Account Centre');
  });
});
