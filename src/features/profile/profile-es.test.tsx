// Profile & Security in US Spanish (issue 28): real words, plurals and dates in the reader's
// locale. English is what every other test of the area asserts.
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { showLanguage } from '../../lib/i18n/language';
import { translator } from '../../lib/shared/i18n/catalogue';
import {
  getAccessActivity,
  getPasskeys,
  getPasswordStatus,
  getRecoveryCodeCount,
  getServiceAddress,
  getSignedInDevices,
  getVerbalPasswordStatus,
  type Passkey,
} from './api';
import { verbalPasswordError } from './contact/validation';
import { ProfilePage } from './profile-page';
import { AccessActivityPage } from './security/access-activity-page';
import { turnOnMfa } from './security/mfa-flow';
import { RecoveryCodesPanel } from './security/recovery-codes-panel';
import { renderPage, signInTestUser } from './test-utils';
import { profileText } from './text';

vi.mock('./api', () => ({
  getAccessActivity: vi.fn(),
  getPasskeys: vi.fn(),
  getPasswordStatus: vi.fn(),
  getRecoveryCodeCount: vi.fn(),
  getServiceAddress: vi.fn(),
  getSignedInDevices: vi.fn(),
  getVerbalPasswordStatus: vi.fn(),
}));

const passkey = (id: string): Passkey => ({
  id,
  name: `Key ${id}`,
  createdAt: '2026-01-05T14:03:00.000Z',
  lastUsedAt: null,
});

// The app shows Spanish once every catalogue in use has loaded (dates follow the same choice).
beforeAll(async () => {
  await showLanguage('es');
});
afterAll(async () => {
  await act(() => showLanguage('en'));
});

beforeEach(() => {
  signInTestUser(true);
  vi.mocked(getServiceAddress).mockReturnValue(new Promise(() => {}));
  vi.mocked(getVerbalPasswordStatus).mockResolvedValue({ isSet: false, updatedAt: null });
});

describe('Profile & Security in Spanish', () => {
  it('words the overview, counts passkeys and dates the last password change', async () => {
    vi.mocked(getPasskeys).mockResolvedValue([passkey('a'), passkey('b')]);
    vi.mocked(getPasswordStatus).mockResolvedValue({ changedAt: '2026-11-20T15:30:00.000Z' });
    renderPage(<ProfilePage />, '/profile', 'es');

    expect(screen.getByRole('heading', { level: 1, name: 'Perfil y seguridad' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Seguridad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar la contraseña' }).textContent).toBe('Cambiar');
    expect(screen.getByText('Activada').className).toContain('profile-status--on');
    expect(await screen.findByText('No establecida')).toBeTruthy();
    expect(await screen.findByText('2 llaves de acceso')).toBeTruthy();
    const time = await screen.findByText((_, element) => element?.tagName === 'TIME');
    expect(time.parentElement?.textContent).toMatch(/^Última actualización: 2\d nov 2026, /);
    expect(screen.getByText('Direcciones de los servicios')).toBeTruthy();
  });

  it('says none when there is no passkey', async () => {
    vi.mocked(getPasskeys).mockResolvedValue([]);
    vi.mocked(getPasswordStatus).mockResolvedValue({ changedAt: null });
    renderPage(<ProfilePage />, '/profile', 'es');
    expect(await screen.findByText('Ninguna agregada')).toBeTruthy();
  });

  it('words the access activity table, its results, one entry and the date', async () => {
    vi.mocked(getSignedInDevices).mockResolvedValue([]);
    vi.mocked(getAccessActivity).mockResolvedValue({
      items: [
        {
          id: 1,
          occurredAt: '2026-01-15T21:30:00.000Z',
          browser: 'Chrome 131',
          os: 'Linux',
          ip: '127.0.0.1',
          success: false,
          mfaUsed: false,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    renderPage(<AccessActivityPage />, '/profile/access-activity', 'es');

    expect(await screen.findByRole('columnheader', { name: 'Resultado' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sistema operativo' })).toBeTruthy();
    expect(screen.getByText('Fallido')).toBeTruthy();
    expect(screen.getByText('No usada')).toBeTruthy();
    expect(screen.getByText('Esta computadora (red local)')).toBeTruthy();
    expect(screen.getByText(/\(1 registro\)/)).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toMatch(/^1[45] ene 2026, /);
    expect(screen.getByRole('link', { name: 'Volver a Perfil y seguridad' })).toBeTruthy();
  });

  it('counts the recovery codes left, one and many', async () => {
    vi.mocked(getRecoveryCodeCount).mockResolvedValueOnce({ remaining: 1 });
    const first = renderPage(<RecoveryCodesPanel onCodes={() => {}} />, '/profile/2fa', 'es');
    expect(await screen.findByText('Le queda 1 código de recuperación sin usar.')).toBeTruthy();
    first.unmount();
    vi.mocked(getRecoveryCodeCount).mockResolvedValueOnce({ remaining: 7 });
    renderPage(<RecoveryCodesPanel onCodes={() => {}} />, '/profile/2fa', 'es');
    expect(await screen.findByText('Le quedan 7 códigos de recuperación sin usar.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Obtener códigos de recuperación nuevos' }),
    ).toBeTruthy();
  });

  it('checks a verbal password in Spanish', () => {
    const t = translator(profileText, 'es');
    expect(verbalPasswordError(t, 'abc')).toBe(
      'Use al menos 4 caracteres para la contraseña verbal.',
    );
  });

  it('says a failed two-factor step in Spanish and still logs spec 8 in English', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'Ese código no es válido.';
    const failure = new ApiError(reason, 400, { message: reason });
    await expect(
      turnOnMfa({ enable: () => Promise.reject(failure), setMfaEnabled: vi.fn() }),
    ).rejects.toThrow(`No se pudo activar la autenticación de dos factores. ${reason}`);
    expect(log).toHaveBeenCalledWith('Failed to enable MFA.', failure);
    log.mockRestore();
  });
});
