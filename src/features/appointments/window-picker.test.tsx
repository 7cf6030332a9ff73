import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-client';
import { checkAvailability, saveAppointment, type Appointment } from './api';
import { APPOINTMENT_TEXT } from './messages';
import { WindowPicker } from './window-picker';

vi.mock('./api', () => ({ checkAvailability: vi.fn(), saveAppointment: vi.fn() }));

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
  beforeEach(() => {
    vi.mocked(checkAvailability).mockReset();
    vi.mocked(saveAppointment).mockReset();
  });

  it('groups the windows by Denver day in one radio group', async () => {
    vi.mocked(checkAvailability).mockResolvedValue({
      timeZone: 'America/Denver',
      windows: [tue8, tue10, wed8],
    });
    renderPicker();
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, November 24, 2026' });
    expect(tuesday.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Wednesday, November 25, 2026' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['window']));
    // Each radio is named by its time; the day comes from its group's legend.
    expect(screen.getAllByRole('radio', { name: '8:00 AM – 10:00 AM MST' })).toHaveLength(2);
  });

  it('asks for a choice before opening the dialog', async () => {
    vi.mocked(checkAvailability).mockResolvedValue({ timeZone: 'America/Denver', windows: [tue8] });
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(APPOINTMENT_TEXT.chooseWindow);
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
      expect(screen.getByRole('alert').textContent).toBe(APPOINTMENT_TEXT.windowTaken),
    );
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
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
      expect(screen.getByRole('alert').textContent).toContain(APPOINTMENT_TEXT.saveFailed),
    );
    expect((screen.getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });
});
