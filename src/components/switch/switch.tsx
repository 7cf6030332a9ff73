import { useId } from 'react';
import '../tokens.css';
import './switch.css';
import { useControllable } from '../use-controllable';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label; clicking it toggles too. */
  label: string;
  /** Controlled state. */
  checked?: boolean;
  /** Starting state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * An on/off switch (spec 4.6): a button with role switch and aria-checked, toggled by click,
 * Space or Enter (the native button's own keyboard behaviour).
 */
export function Switch({
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  id,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const [checked, setChecked] = useControllable(checkedProp, defaultChecked, onCheckedChange);
  return (
    <div className="shs-switch">
      <label className="shs-switch__label" htmlFor={switchId}>
        {label}
      </label>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className="shs-switch__control"
        onClick={() => setChecked(!checked)}
      >
        <span className="shs-switch__thumb" />
      </button>
    </div>
  );
}
