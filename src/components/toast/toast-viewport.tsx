import { useState } from 'react';
import '../tokens.css';
import './toast.css';
import { Icon } from '../icon/icon';
import { useToastStore, type Toast } from './toast-store';
import { useAutoDismiss } from './use-auto-dismiss';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  /** Accessible name of each toast's close button. Defaults to 'Dismiss notification'. */
  closeLabel?: string;
}

const ICONS = { info: 'info', success: 'success', error: 'error' } as const;

/**
 * Shows the first toast of {@link useToastStore}, one at a time. Render it once near the root.
 * Two live regions stay in the DOM at all times so screen readers announce each new message:
 * info and success politely (role status), errors at once (role alert).
 */
export function ToastViewport({ closeLabel = 'Dismiss notification' }: ToastViewportProps) {
  const current = useToastStore((s) => s.toasts[0] ?? null);
  const isAlert = current?.variant === 'error';
  return (
    <div className="shs-toast-viewport">
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !isAlert && (
          <ToastItem key={current.id} toast={current} closeLabel={closeLabel} />
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {current && isAlert && (
          <ToastItem key={current.id} toast={current} closeLabel={closeLabel} />
        )}
      </div>
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(toast.id, toast.type === 'default', hovered || focused, () => dismiss(toast.id));

  return (
    <div
      className={`shs-toast shs-toast--${toast.variant}`}
      data-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon name={ICONS[toast.variant]} size={24} className="shs-toast__icon" />
      <p className="shs-toast__message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="shs-toast__action"
          onClick={() => {
            toast.action?.onAction();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="shs-toast__close"
        aria-label={closeLabel}
        onClick={() => dismiss(toast.id)}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
