import { forwardRef, type ButtonHTMLAttributes } from 'react';
import '../tokens.css';
import '../utilities.css';
import './button.css';
import { Icon } from '../icon/icon';
import { OFFLINE_REASON_ID, useOnline } from '../../lib/browser/online-status';

/** Spec 4.6: a button is empty (idle), pending (spinner) or complete (check mark). */
export type ButtonState = 'empty' | 'pending' | 'complete';

/** Props of {@link Button}: every native button attribute plus the ones below. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Defaults to 'primary'. */
  variant?: 'primary' | 'secondary';
  /**
   * Progress state. 'pending' shows a spinner and sets aria-busy; 'complete' shows a check
   * mark. In both the button is disabled (aria-disabled, presses ignored) so the work cannot
   * start twice; unlike the native attribute this keeps keyboard focus on the button, so a
   * modal's focus trap never loses it. Defaults to 'empty'.
   */
  state?: ButtonState;
  /**
   * Whether pressing it needs the network (true by default for submit buttons: every form of the
   * account centre sends something). Offline it is disabled the same way as 'pending', and
   * points to the offline notice (OFFLINE_REASON_ID) that says why.
   */
  needsNetwork?: boolean;
}

/**
 * The button look for a link that navigates (a call to action such as "Go to the dashboard"):
 * a link stays a link for assistive technology, it only looks like the one button system.
 */
export function buttonClassName(variant: ButtonProps['variant'] = 'primary'): string {
  return `shs-button shs-button--${variant} shs-button--empty`;
}

/**
 * A real <button> with primary/secondary looks and the empty/pending/complete states. The label
 * stays in the DOM (only made transparent) while the spinner or check mark shows, so the
 * button's accessible name and width never change.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    state = 'empty',
    type = 'button',
    needsNetwork = type === 'submit',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const online = useOnline();
  const offline = needsNetwork && !online;
  const pending = state === 'pending';
  const inProgress = state !== 'empty' || offline;
  const describedBy = offline
    ? [rest['aria-describedby'], OFFLINE_REASON_ID].filter(Boolean).join(' ')
    : rest['aria-describedby'];
  const classes = ['shs-button', `shs-button--${variant}`, `shs-button--${state}`, className];
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={inProgress || rest['aria-disabled'] || undefined}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (inProgress) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      data-state={state}
    >
      <span className="shs-button__label">{children}</span>
      {pending && <span className="shs-button__spinner" aria-hidden="true" />}
      {state === 'complete' && (
        <span className="shs-button__check">
          <Icon name="check" size={20} />
        </span>
      )}
    </button>
  );
});
