import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readChatConfig } from '../../lib/chat/chat-config';
import { startChat, useChatStore } from '../../lib/chat/chat-client';
import { buildPrechatFields } from '../../lib/chat/prechat';
import { useFlagsStore } from '../../lib/analytics/feature-flags';
import { chatText } from '../../lib/chat/text';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { ChatLauncher } from './chat-launcher';

const HOURS = { start: '07:00', end: '21:00' };
const config = readChatConfig({
  orgId: 'org',
  eswConfigDevName: 'Demo',
  siteUrl: '/demo/chat',
  eswEndpoint: '/demo/chat/missing.js',
  scrt2URL: '/demo/chat/scrt2',
  clientName: 'shs-account-centre',
  chatAvailability: { wednesday: HOURS, thursday: HOURS },
});
const WEDNESDAY_NOON = () => new Date('2026-11-25T19:00:00Z');
const WEDNESDAY_3AM = () => new Date('2026-11-25T10:00:00Z');
const WEDNESDAY_10PM = () => new Date('2026-11-26T05:00:00Z');

const user = {
  email: 'sam@example.com',
  customerId: 'C-1002',
  phoneNumber: '3855550199',
  services: {
    byName: { 'S-200300400': { serviceName: 'S-200300400', accountId: 'A-4' } },
    names: ['S-200300400'],
  },
};

beforeEach(() => {
  useChatStore.setState({ status: 'idle', identity: null });
  useFlagsStore.setState({ flags: {} });
  startChat({ prechat: buildPrechatFields(user, null, 'c'), getIdentityToken: async () => 'jwt' });
});

describe('ChatLauncher', () => {
  it('is enabled within the hours', () => {
    render(<ChatLauncher config={config} now={WEDNESDAY_NOON} />);
    expect(
      (screen.getByRole('button', { name: 'Chat with us' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByText(/Chat is closed/)).toBeNull();
  });

  it("outside the hours it is disabled, gives today's or the next day's hours and the phone", () => {
    const { unmount } = render(<ChatLauncher config={config} now={WEDNESDAY_3AM} />);
    expect(
      (screen.getByRole('button', { name: 'Chat with us' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      screen.getByText('Chat opens today at 7:00 AM Mountain Time (hours: 7:00 AM – 9:00 PM).'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe(
      'tel:18005550199',
    );
    unmount();
    render(<ChatLauncher config={config} now={WEDNESDAY_10PM} phoneNumber="(801) 555-0100" />);
    expect(screen.getByText(/Chat opens tomorrow at 7:00 AM/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '(801) 555-0100' }).getAttribute('href')).toBe(
      'tel:8015550100',
    );
  });

  it('shows the fallback when the chat script cannot load, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatLauncher config={config} now={WEDNESDAY_NOON} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByText('Chat is not available right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-800-555-0199' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Chat could not be loaded.', expect.any(Error));
  });

  it('is disabled until chat has been started for a signed-in customer', () => {
    useChatStore.setState({ identity: null });
    render(<ChatLauncher config={config} now={WEDNESDAY_NOON} />);
    expect(
      (screen.getByRole('button', { name: 'Chat with us' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("the chat-hours-hint flag shows today's hours; without it they stay hidden", () => {
    const { unmount } = render(<ChatLauncher config={config} now={WEDNESDAY_NOON} />);
    expect(screen.queryByText(/Chat hours today/)).toBeNull();
    unmount();
    useFlagsStore.setState({
      flags: { 'chat-hours-hint': { variant_key: 'on', variant_value: true } },
    });
    render(<ChatLauncher config={config} now={WEDNESDAY_NOON} />);
    expect(screen.getByText('Chat hours today: 7:00 AM – 9:00 PM Mountain Time')).toBeTruthy();
  });
});

describe('ChatLauncher in Spanish (issue 28)', () => {
  it('words the day, the hours and the phone line in Spanish', async () => {
    await chatText.load('es');
    render(
      <LocaleContext.Provider value="es">
        <ChatLauncher config={config} now={WEDNESDAY_10PM} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Chatear con nosotros' })).toBeTruthy();
    expect(screen.getByText('El chat está cerrado en este momento.')).toBeTruthy();
    expect(
      screen.getByText(
        'El chat abre mañana a las 7:00 a.m., hora de la montaña (horario: 7:00 a.m. – 9:00 p.m.).',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Llámenos al/).textContent).toBe('Llámenos al 1-800-555-0199');
    expect(screen.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe(
      'tel:18005550199',
    );
  });
});

describe('buildPrechatFields (spec 7.6)', () => {
  it('fills the six hidden fields from the customer and the selected (else primary) service', () => {
    expect(buildPrechatFields(user, 'S-unknown', 'shs-account-centre')).toEqual({
      Account_Id: 'A-4',
      Contact_Id: 'C-1002',
      Service_Id: '200300400',
      Phone_Number: '3855550199',
      Login_User: 'sam@example.com',
      ClientName: 'shs-account-centre',
    });
  });
});
