import '../tokens.css';
import '../utilities.css';
import './loader.css';
import { useText } from '../../lib/shared/i18n/use-text';
import { loaderText } from './text';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Spinner size. Spec 9.6: defaults to 'medium'. */
  size?: 'small' | 'medium' | 'large';
  /** What is loading, announced politely. Defaults to 'Loading' (in the reader's language). */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A spinner with a status announcement. */
export function Loader({ size = 'medium', label, showLabel = false }: LoaderProps) {
  const t = useText(loaderText);
  return (
    <span role="status" className={`shs-loader shs-loader--${size}`}>
      <span className="shs-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'shs-loader__label' : 'shs-visually-hidden'}>
        {label ?? t('label')}
      </span>
    </span>
  );
}
