import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../toast/toast-store';
import { CopyButton } from './copy-button';

function renderButton() {
  render(
    <CopyButton value="JBSWY3DPEHPK3PXP" copiedMessage="Key copied." failedMessage="Copy by hand.">
      Copy key
    </CopyButton>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
}

describe('CopyButton', () => {
  afterEach(() => {
    useToastStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('puts the value on the clipboard and shows a success toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderButton();
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        message: 'Key copied.',
        variant: 'success',
      }),
    );
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderButton();
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        message: 'Copy by hand.',
        variant: 'error',
      }),
    );
  });
});
