import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthenticatingScreen, LoadingScreen } from './loading-screen';

describe('the waiting screens (spec 2.1, 2.2)', () => {
  it("says 'Loading...' as a status until authentication is resolved", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it("says 'Authenticating...' while /auth/callback finishes the sign-in", () => {
    render(<AuthenticatingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Authenticating...');
  });
});
