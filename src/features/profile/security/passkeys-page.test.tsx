import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addPasskey, getPasskeyCreationOptions, getPasskeys, renamePasskey } from '../api';
import {
  createPasskey,
  PasskeyError,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '../../../lib/auth/passkeys';
import { renderPage, signInTestUser } from '../test-utils';
import { PasskeysPage } from './passkeys-page';

vi.mock('../api', () => ({
  getPasskeys: vi.fn(),
  getPasskeyCreationOptions: vi.fn(),
  addPasskey: vi.fn(),
  renamePasskey: vi.fn(),
  removePasskey: vi.fn(),
}));
vi.mock('../../../lib/auth/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth/passkeys')>()),
  createPasskey: vi.fn(),
}));

const LAPTOP = {
  id: 'cred-1',
  name: 'Work laptop',
  createdAt: '2026-07-04T16:05:00.000Z',
  lastUsedAt: null,
};

beforeEach(() => {
  vi.mocked(getPasskeys).mockReset();
  vi.mocked(renamePasskey).mockReset();
  vi.mocked(createPasskey).mockReset();
  signInTestUser();
});

describe('PasskeysPage', () => {
  it('says there are none yet', async () => {
    vi.mocked(getPasskeys).mockResolvedValue([]);
    renderPage(<PasskeysPage />, '/profile/passkeys');
    expect(
      await screen.findByText(
        'You have no passkeys yet. Add one to sign in without typing your password.',
      ),
    ).toBeTruthy();
  });

  it('lists each passkey with when it was added in Denver time and that it is unused', async () => {
    vi.mocked(getPasskeys).mockResolvedValue([
      LAPTOP,
      { ...LAPTOP, id: 'cred-2', name: 'Phone', lastUsedAt: '2026-12-01T03:30:00.000Z' },
    ]);
    renderPage(<PasskeysPage />, '/profile/passkeys');
    const laptop = (await screen.findByRole('heading', { name: 'Work laptop' })).closest('li')!;
    expect(laptop.textContent).toContain('AddedSaturday, July 4, 2026 at 10:05 AM MDT');
    expect(laptop.textContent).toContain('Last usedNot used yet');
    const phone = screen.getByRole('heading', { name: 'Phone' }).closest('li')!;
    expect(phone.textContent).toContain('Last usedMonday, November 30, 2026 at 8:30 PM MST');
  });

  it('renames in a dialog: an empty name is refused, then the new name is shown', async () => {
    const user = userEvent.setup();
    vi.mocked(getPasskeys).mockResolvedValue([LAPTOP]);
    vi.mocked(renamePasskey).mockResolvedValue({ ...LAPTOP, name: 'Home laptop' });
    renderPage(<PasskeysPage />, '/profile/passkeys');
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Work laptop' });
    const input = within(dialog).getByLabelText('Passkey name');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name for the passkey.')).toBeTruthy();
    expect(renamePasskey).not.toHaveBeenCalled();
    await user.type(input, 'Home laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passkey is now called Home laptop.')).toBeTruthy();
    expect(renamePasskey).toHaveBeenCalledWith('cred-1', 'Home laptop');
    expect(screen.getByRole('heading', { name: 'Home laptop' })).toBeTruthy();
  });

  it('says why no passkey was added and keeps the typed name', async () => {
    const user = userEvent.setup();
    vi.mocked(getPasskeys).mockResolvedValue([]);
    vi.mocked(getPasskeyCreationOptions).mockResolvedValue(
      {} as PublicKeyCredentialCreationOptionsJSON,
    );
    vi.mocked(createPasskey).mockRejectedValue(
      new PasskeyError(
        'No passkey was added. You cancelled, or the request timed out. Try again.',
        'cancelled',
      ),
    );
    renderPage(<PasskeysPage />, '/profile/passkeys');
    const name = await screen.findByLabelText('Name (optional)');
    await user.type(name, 'Tablet');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText(
        'No passkey was added. You cancelled, or the request timed out. Try again.',
      ),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Tablet');
    expect(addPasskey).not.toHaveBeenCalled();
  });

  it('sends the new credential with the typed name', async () => {
    const user = userEvent.setup();
    vi.mocked(getPasskeys).mockResolvedValue([]);
    vi.mocked(getPasskeyCreationOptions).mockResolvedValue(
      {} as PublicKeyCredentialCreationOptionsJSON,
    );
    const response = { id: 'new' } as RegistrationResponseJSON;
    vi.mocked(createPasskey).mockResolvedValue(response);
    vi.mocked(addPasskey).mockResolvedValue({ ...LAPTOP, id: 'new', name: 'Tablet' });
    renderPage(<PasskeysPage />, '/profile/passkeys');
    await user.type(await screen.findByLabelText('Name (optional)'), ' Tablet ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Tablet was added. You can now sign in with it.')).toBeTruthy();
    expect(addPasskey).toHaveBeenCalledWith({ response, name: 'Tablet' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tablet' })).toBeTruthy());
  });
});
