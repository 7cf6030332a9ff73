import { create } from 'zustand';

/** Look and announcement of a toast: info and success are polite (status), error is an alert. */
export type ToastVariant = 'info' | 'success' | 'error';

/**
 * Spec 4.6: 'default' messages replace each other and auto-dismiss; a 'user-action' message
 * stays until the user closes it or acts on it.
 */
export type ToastType = 'default' | 'user-action';

/** What a caller passes to {@link ToastState.show}. */
export interface ToastInput {
  /** The text shown and announced. */
  message: string;
  /** Defaults to 'info'. */
  variant?: ToastVariant;
  /** Defaults to 'default'. */
  type?: ToastType;
  /** An optional button; pressing it runs `onAction` and dismisses the toast. */
  action?: { label: string; onAction: () => void };
}

/** A toast in the queue. */
export interface Toast extends ToastInput {
  id: number;
  variant: ToastVariant;
  type: ToastType;
}

/** State and actions of the toast queue. */
export interface ToastState {
  /** The queue; only the first entry is on screen (spec 4.6: one message at a time). */
  toasts: Toast[];
  /**
   * Queues a message and returns its id. A message identical to the last queued one is ignored
   * (the last one's id is returned); a new default message replaces the last default message.
   */
  show: (input: ToastInput) => number;
  /** Removes a toast, showing the next one. */
  dismiss: (id: number) => void;
  /** Empties the queue. */
  clear: () => void;
}

let nextId = 1;

function sameMessage(a: Toast, b: Toast): boolean {
  return (
    a.message === b.message &&
    a.variant === b.variant &&
    a.type === b.type &&
    a.action?.label === b.action?.label
  );
}

/** The app-wide toast queue (spec 4.6). */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (input) => {
    const toast: Toast = {
      ...input,
      id: nextId++,
      variant: input.variant ?? 'info',
      type: input.type ?? 'default',
    };
    const { toasts } = get();
    const last = toasts[toasts.length - 1];
    if (last && sameMessage(last, toast)) return last.id;
    if (toast.type === 'default') {
      const index = toasts.findLastIndex((t) => t.type === 'default');
      if (index >= 0) {
        set({ toasts: toasts.map((t, i) => (i === index ? toast : t)) });
        return toast.id;
      }
    }
    set({ toasts: [...toasts, toast] });
    return toast.id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  clear: () => set({ toasts: [] }),
}));
