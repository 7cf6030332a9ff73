import '../tokens.css';
import './icon.css';
import { iconDrawing, type IconName } from './icon-paths';

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which built-in icon to draw. */
  name: IconName;
  /** Width and height in CSS pixels. Spec 9.6: defaults to 32. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (aria-hidden), which is right whenever
   * text next to it already says what it means.
   */
  label?: string;
  /** Extra class names. */
  className?: string;
}

/** An inline SVG icon from the registry (icon-paths.ts) that inherits the text colour. */
export function Icon({ name, size = 32, label, className }: IconProps) {
  const { paths, grid } = iconDrawing(name);
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      className={['shs-icon', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      focusable="false"
      fill="none"
      stroke="currentColor"
      // The navbar's finer 24-grid icons keep their thinner line.
      strokeWidth={grid === 32 ? 2.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
