// Screens that can stand in for the dashboard on a landing visit take the frame's place
// (prepaint.ts): the route error screen, and the offline notice when the page cannot load.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './errors/route-error';
import { OfflineNotice } from './shell/offline-notice';
import { PREPAINT_ID, PREPAINTING_CLASS, startPrepaint } from './prepaint';

function frameUp(): void {
  document.body.insertAdjacentHTML('afterbegin', `<div id="${PREPAINT_ID}"></div>`);
  startPrepaint(document);
}

const frameGone = () =>
  !document.documentElement.classList.contains(PREPAINTING_CLASS) &&
  document.getElementById(PREPAINT_ID) === null;

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.className = '';
  document.getElementById(PREPAINT_ID)?.remove();
});

describe('the landing page’s frame gives way', () => {
  it('to the route error screen', async () => {
    frameUp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          ErrorBoundary: RouteErrorBoundary,
          Component: () => {
            throw new Error('The dashboard could not be loaded.');
          },
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Something went wrong',
    );
    expect(screen.getByText('The dashboard could not be loaded.').tagName).toBe('P');
    expect(frameGone()).toBe(true);
  });

  it('to the offline notice, and not while online', () => {
    frameUp();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { unmount } = render(<OfflineNotice />);
    expect(frameGone()).toBe(false);
    unmount();
    online.mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. What is on the page stays here; actions that need a connection are paused until you're back online.",
    );
    expect(frameGone()).toBe(true);
  });
});
