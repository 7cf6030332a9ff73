// A button that copies a value to the clipboard and says so in a toast (announced politely by
// the toast viewport). When the browser refuses, the toast says how to copy by hand.
import { Button, type ButtonProps } from '../button/button';
import { useToastStore } from '../toast/toast-store';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'value'> {
  /** The text put on the clipboard. */
  value: string;
  /** The toast after a copy, e.g. 'Set-up key copied.' */
  copiedMessage: string;
  /** The toast when the clipboard is not available. */
  failedMessage: string;
}

export function CopyButton({
  value,
  copiedMessage,
  failedMessage,
  variant = 'secondary',
  children,
  ...rest
}: CopyButtonProps) {
  const copy = async () => {
    const show = useToastStore.getState().show;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      show({ message: copiedMessage, variant: 'success' });
    } catch {
      show({ message: failedMessage, variant: 'error' });
    }
  };
  return (
    <Button variant={variant} onClick={() => void copy()} {...rest}>
      {children}
    </Button>
  );
}
