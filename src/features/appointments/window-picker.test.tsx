import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { checkAvailability, saveAppointment, type Appointment } from './api';
import { WindowPicker } from './window-picker';

vi.mock('./api', () => ({ checkAvailability: vi.fn(), saveAppointment: vi.fn() }));

// Monday 23 November 2026, noon in Denver: the picker offers the 14 days after it.
const NOW = new Date('2026-11-23T19:00:00.000Z');
// Tuesday 24 and Wednesday 25 November 2026, Denver (MST, UTC-7).
const tue8 = { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T17:00:00.000Z' };
const tue10 = { start: '2026-11-24T17:00:00.000Z', end: '2026-11-24T19:00:00.000Z' };
const wed8 = { start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T17:00:00.000Z' };

const saved: Appointment = {
  id: 'A-7001',
  type: 'installation',
  status: 'scheduled',
  windowStart: tue10.start,
  windowEnd: tue10.end,
  address: '12 Elm St, Provo, UT 84601',
  technicianNote: null,
  orderId: 'O-4001',
  serviceName: 'S-1001',
  technicianName: 'Dana Reyes',
};

function renderPicker(onSaved = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WindowPicker
          booking={{ appointmentId: 'A-7001' }}
          confirmTitle="Reschedule this visit?"
          confirmLabel="Reschedule"
          notFoundText="Not found."
          onSaved={onSaved}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('WindowPicker', () => {
  afterEach(() => vi.useRealTimers());

  beforeEach(() => {
    // Only the clock is fixed; timers stay real for the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.mocked(checkAvailability).mockReset();
    vi.mocked(saveAppointment).mockReset();
  });

  it("offers the 14 days, marks days without windows, then the chosen day's windows", async () => {
    vi.mocked(checkAvailability).mockResolvedValue({
      timeZone: 'America/Denver',
      windows: [tue8, tue10, wed8],
    });
    renderPicker();
    const days = within(await screen.findByRole('group', { name: 'Day' })).getAllByRole('radio');
    expect(days).toHaveLength(14);
    // The first day with windows is chosen; a day without any is disabled and says so.
    const tuesday = screen.getByRole('radio', { name: 'Tuesday, November 24: 2 windows free' });
    expect((tuesday as HTMLInputElement).checked).toBe(true);
    const thursday = screen.getByRole('radio', { name: 'Thursday, November 26: no windows free' });
    expect((thursday as HTMLInputElement).disabled).toBe(true);
    const windows = screen.getByRole('group', { name: 'Arrival window on Tuesday, November 24' });
    expect(
      within(windows)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label') ?? r.parentElement?.textContent),
    ).toEqual(['8:00 AM – 10:00 AM MST', '10:00 AM – 12:00 PM MST']);
    // Another day shows its own windows.
    await userEvent.click(
      screen.getByRole('radio', { name: 'Wednesday, November 25: 1 window free' }),
    );
    expect(
      within(
        screen.getByRole('group', { name: 'Arrival window on Wednesday, November 25' }),
      ).getAllByRole('radio'),
    ).toHaveLength(1);
  });

  it('asks for a choice before opening the dialog', async () => {
    vi.mocked(checkAvailability).mockResolvedValue({ timeZone: 'America/Denver', windows: [tue8] });
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an arrival window first.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms in a dialog and saves the chosen window', async () => {
    vi.mocked(checkAvailability).mockResolvedValue({
      timeZone: 'America/Denver',
      windows: [tue8, tue10],
    });
    vi.mocked(saveAppointment).mockResolvedValue(saved);
    const onSaved = renderPicker();
    await userEvent.click(await screen.findByRole('radio', { name: '10:00 AM – 12:00 PM MST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule this visit?' });
    expect(dialog.textContent).toContain('Tuesday, November 24, 2026, 10:00 AM – 12:00 PM MST');
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(saveAppointment).toHaveBeenCalledWith({ appointmentId: 'A-7001' }, tue10.start);
  });

  it('on 409 says the window was taken and shows the refreshed windows', async () => {
    vi.mocked(checkAvailability)
      .mockResolvedValueOnce({ timeZone: 'America/Denver', windows: [tue8, tue10] })
      .mockResolvedValue({ timeZone: 'America/Denver', windows: [tue8] });
    vi.mocked(saveAppointment).mockRejectedValue(
      new ApiError('That arrival window was just taken.', 409),
    );
    const onSaved = renderPicker();
    await userEvent.click(await screen.findByRole('radio', { name: '10:00 AM – 12:00 PM MST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, that window was just taken by someone else. The list below is up to date: please choose another window.',
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('radio', { name: /AM|PM/ })).toHaveLength(1));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the choice when the save fails for another reason', async () => {
    vi.mocked(checkAvailability).mockResolvedValue({ timeZone: 'America/Denver', windows: [tue8] });
    vi.mocked(saveAppointment).mockRejectedValue(new ApiError('Request failed', 503));
    renderPicker();
    const radio = await screen.findByRole('radio', { name: '8:00 AM – 10:00 AM MST' });
    await userEvent.click(radio);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to save the appointment.'),
    );
    expect((screen.getByRole('radio', { name: /AM/ }) as HTMLInputElement).checked).toBe(true);
  });
});
