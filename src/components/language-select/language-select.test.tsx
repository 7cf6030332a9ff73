import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage, useShownLanguage } from '../../lib/i18n/language';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { LanguageSelect } from './language-select';

const saveLanguage = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/user-api', () => ({ saveLanguage }));

/** The select inside the app's locale provider, as the shell renders it. */
function InApp(props: { saveToAccount: boolean }) {
  return (
    <LocaleContext.Provider value={useShownLanguage()}>
      <LanguageSelect {...props} />
    </LocaleContext.Provider>
  );
}

afterEach(async () => {
  await act(() => showLanguage('en'));
  localStorage.clear();
});

describe('LanguageSelect (issue 28)', () => {
  it('lists each language by its own name and switches the page at once', async () => {
    render(<InApp saveToAccount={false} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await userEvent.selectOptions(select, 'es');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('shs-lang')).toBe('es');
    expect(saveLanguage).not.toHaveBeenCalled();
  });

  it('saves the choice to the account when signed in', async () => {
    saveLanguage.mockResolvedValueOnce({ language: 'es' });
    const onChosen = vi.fn();
    render(
      <LocaleContext.Provider value="en">
        <LanguageSelect saveToAccount onChosen={onChosen} />
      </LocaleContext.Provider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await vi.waitFor(() => expect(onChosen).toHaveBeenCalledWith('es', true));
    expect(saveLanguage).toHaveBeenCalledWith('es');
  });

  it('says so when the account could not save it, and keeps the language shown', async () => {
    saveLanguage.mockRejectedValueOnce(new Error('down'));
    render(<InApp saveToAccount />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    const message = await screen.findByText(/pero no pudimos guardarlo en su cuenta/);
    expect(message.textContent).toBe(
      'Su idioma cambió en este dispositivo, pero no pudimos guardarlo en su cuenta. Inténtelo de nuevo más tarde.',
    );
    expect(document.documentElement.lang).toBe('es');
  });
});
