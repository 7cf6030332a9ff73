// The overview's Language section (issue 28): the customer's language, shown at once and saved to
// the account (PUT /api/account/language, mocked here as saveLanguage).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage, useShownLanguage } from '../../lib/i18n/language';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { getPasskeys, getPasswordStatus, getServiceAddress, getVerbalPasswordStatus } from './api';
import { ProfilePage } from './profile-page';
import { renderPage, signInTestUser } from './test-utils';

const saveLanguage = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/user-api', async (original) => ({
  ...(await original<typeof import('../../lib/http/user-api')>()),
  saveLanguage,
}));
vi.mock('./api', () => ({
  getPasskeys: vi.fn(),
  getPasswordStatus: vi.fn(),
  getServiceAddress: vi.fn(),
  getVerbalPasswordStatus: vi.fn(),
}));

/** The app's locale provider: the language shown now, which a choice changes at once. */
function Shown({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={useShownLanguage()}>{children}</LocaleContext.Provider>;
}

const renderOverview = () =>
  renderPage(
    <Shown>
      <ProfilePage />
    </Shown>,
    '/profile',
  );

beforeEach(() => {
  saveLanguage.mockReset();
  vi.mocked(getPasskeys).mockResolvedValue([]);
  vi.mocked(getPasswordStatus).mockResolvedValue({ changedAt: null });
  vi.mocked(getVerbalPasswordStatus).mockResolvedValue({ isSet: false, updatedAt: null });
  vi.mocked(getServiceAddress).mockReturnValue(new Promise(() => {}));
  signInTestUser();
});

afterEach(async () => {
  await act(() => showLanguage('en'));
  localStorage.clear();
});

describe('ProfilePage: Language (issue 28)', () => {
  it('is a settings section of its own, after Security, with its hint and the language shown', () => {
    renderOverview();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Personal information', 'Security', 'Language', 'Service addresses']);
    const language = screen.getByRole('region', { name: 'Language' });
    expect(language.className).toBe('shs-panel');
    expect(
      within(language).getByText(
        'The account centre, the sign-in pages and the mail we send you use this language.',
      ),
    ).toBeTruthy();
    const select = within(language).getByRole('combobox', { name: 'Language' });
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(within(language).getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe(
      'es',
    );
  });

  it('shows the page in Spanish at once and saves the choice to the account', async () => {
    saveLanguage.mockResolvedValueOnce({ language: 'es' });
    renderOverview();
    const language = screen.getByRole('region', { name: 'Language' });
    await userEvent.selectOptions(within(language).getByRole('combobox'), 'es');

    const idioma = await screen.findByRole('region', { name: 'Idioma' });
    expect(within(idioma).getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
    expect(
      within(idioma).getByText(
        'El Centro de cuenta, las páginas de inicio de sesión y los correos que le enviamos usan este idioma.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil y seguridad' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Información personal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar el correo electrónico' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await vi.waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('es'));
    expect(saveLanguage).toHaveBeenCalledTimes(1);
    expect(within(idioma).queryByText(/no pudimos guardarlo/)).toBeNull();
  });

  it('says so when the account could not save it, and keeps the language shown', async () => {
    saveLanguage.mockRejectedValueOnce(new Error('down'));
    renderOverview();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    const idioma = await screen.findByRole('region', { name: 'Idioma' });
    expect(await within(idioma).findByText(/pero no pudimos guardarlo en su cuenta/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
