import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-client';
import { useServicesStore } from '../../../stores/services-store';
import { useUserStore } from '../../../stores/user-store';
import {
  addEmergencyContact,
  getEmergencyContacts,
  removeEmergencyContact,
  updateEmergencyContact,
  type EmergencyContact,
} from '../api';
import { EmergencyContactsPage } from './emergency-contacts-page';
import { renderPage, signInTestUser } from '../test-utils';

vi.mock('../api', () => ({
  getEmergencyContacts: vi.fn(),
  addEmergencyContact: vi.fn(),
  updateEmergencyContact: vi.fn(),
  removeEmergencyContact: vi.fn(),
}));

const jordan: EmergencyContact = {
  id: 'ec-1',
  name: 'Jordan Rivera',
  phone: '8015550175',
  relationship: 'Spouse',
  order: 1,
};

const names = () =>
  within(screen.getByRole('region', { name: 'Who we call, in order' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('EmergencyContactsPage', () => {
  beforeEach(() => {
    vi.mocked(getEmergencyContacts).mockReset();
    vi.mocked(addEmergencyContact).mockReset();
    vi.mocked(updateEmergencyContact).mockReset();
    vi.mocked(removeEmergencyContact).mockReset();
    signInTestUser();
    useServicesStore.setState({ selectedServiceName: 'S-100200300' });
  });

  it("lists the selected service's contacts and reloads when the service changes", async () => {
    vi.mocked(getEmergencyContacts).mockImplementation(async (serviceName) =>
      serviceName === 'S-100200300' ? [jordan] : [],
    );
    renderPage(<EmergencyContactsPage />, '/profile/emergency-contacts');
    await screen.findByText('Jordan Rivera');
    expect(screen.getByText('Spouse · (801) 555-0175')).toBeTruthy();

    act(() => {
      useServicesStore.getState().select('S-100200301', useUserStore.getState().user!.services);
    });
    expect(await screen.findByText('No emergency contacts yet for this service.')).toBeTruthy();
    expect(vi.mocked(getEmergencyContacts).mock.calls.map((call) => call[0])).toEqual([
      'S-100200300',
      'S-100200301',
    ]);
  });

  it('adds a contact after checking the fields, at the chosen place', async () => {
    vi.mocked(getEmergencyContacts).mockResolvedValue([jordan]);
    const added = { ...jordan, id: 'ec-9', name: 'Casey Moss', order: 1 };
    vi.mocked(addEmergencyContact).mockResolvedValue([added, { ...jordan, order: 2 }]);
    const user = userEvent.setup();
    renderPage(<EmergencyContactsPage />, '/profile/emergency-contacts');
    await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const form = screen.getByRole('form', { name: 'Add an emergency contact' });
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(within(form).getByText('Enter the contact’s name.')).toBeTruthy();
    expect(addEmergencyContact).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Name/), 'Casey Moss');
    await user.type(within(form).getByLabelText(/^Phone number/), '(801) 555-0111');
    await user.type(within(form).getByLabelText(/^Relationship/), 'Sister');
    await user.selectOptions(within(form).getByLabelText(/^Call order/), '1');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Casey Moss was added.')).toBeTruthy();
    expect(addEmergencyContact).toHaveBeenCalledWith('S-100200300', {
      name: 'Casey Moss',
      phone: '8015550111',
      relationship: 'Sister',
      order: 1,
    });
    expect(names()).toEqual(['Casey Moss', 'Jordan Rivera']);
  });

  it("keeps the form and says 'Failed to put emergency contacts.' when a save fails", async () => {
    vi.mocked(getEmergencyContacts).mockResolvedValue([jordan]);
    vi.mocked(updateEmergencyContact).mockRejectedValue(new ApiError('Network Error'));
    const user = userEvent.setup();
    renderPage(<EmergencyContactsPage />, '/profile/emergency-contacts');
    await user.click(await screen.findByRole('button', { name: 'Edit Jordan Rivera' }));
    const form = screen.getByRole('form', { name: 'Edit Jordan Rivera' });
    await user.clear(within(form).getByLabelText(/^Relationship/));
    await user.type(within(form).getByLabelText(/^Relationship/), 'Partner');
    await user.click(within(form).getByRole('button', { name: 'Save contact' }));
    expect(await within(form).findByText('Failed to put emergency contacts.')).toBeTruthy();
    expect((within(form).getByLabelText(/^Relationship/) as HTMLInputElement).value).toBe(
      'Partner',
    );
  });

  it("removes after confirming, and says 'Failed to delete emergency contacts.' on failure", async () => {
    vi.mocked(getEmergencyContacts).mockResolvedValue([jordan]);
    vi.mocked(removeEmergencyContact).mockRejectedValueOnce(new ApiError('Network Error'));
    vi.mocked(removeEmergencyContact).mockResolvedValueOnce([]);
    const user = userEvent.setup();
    renderPage(<EmergencyContactsPage />, '/profile/emergency-contacts');
    await user.click(await screen.findByRole('button', { name: 'Remove Jordan Rivera' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to delete emergency contacts.')).toBeTruthy();
    expect(names()).toEqual(['Jordan Rivera']);

    await user.click(screen.getByRole('button', { name: 'Remove Jordan Rivera' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Jordan Rivera was removed.')).toBeTruthy();
    expect(removeEmergencyContact).toHaveBeenLastCalledWith('S-100200300', 'ec-1');
    expect(names()).toEqual([]);
  });
});
