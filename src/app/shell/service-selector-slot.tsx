// The shell's place for the service selector (spec 2.2). The closed selector shows at once; with
// more than one service the interactive one (its own chunk) replaces it once the shell asks for
// it (`interactive`, set in a transition after the first view). The Suspense boundary is there
// from the first render, so React keeps the closed selector on screen while that chunk loads and
// swaps the box once. A boundary mounted only then showed its fallback, a second closed selector:
// the box was replaced twice, and a screen reader on it lost its place each time.
import { lazy, Suspense } from 'react';
import { loadWhenOnline } from '../../lib/browser/when-online';
import { withWords } from '../../lib/i18n/language';
import type { ServicesIndex } from '../../lib/shared/services';
import { ClosedServiceSelector } from './service-summary';

const ServiceSelector = lazy(async () => ({
  default: (await withWords(loadWhenOnline(() => import('./service-selector')))).ServiceSelector,
}));

/** Props of {@link ServiceSelectorSlot}. */
export interface ServiceSelectorSlotProps {
  services: ServicesIndex;
  selectedServiceName: string | null;
  onSelect: (serviceName: string) => void;
  /** Load and show the interactive selector (more than one service only); set in a transition. */
  interactive: boolean;
}

export function ServiceSelectorSlot({
  services,
  selectedServiceName,
  onSelect,
  interactive,
}: ServiceSelectorSlotProps) {
  const many = services.names.length > 1;
  const closed = (
    <ClosedServiceSelector
      services={services}
      selectedServiceName={selectedServiceName}
      loading={many}
    />
  );
  return (
    <Suspense fallback={closed}>
      {many && interactive ? (
        <ServiceSelector
          services={services}
          selectedServiceName={selectedServiceName}
          onSelect={onSelect}
        />
      ) : (
        closed
      )}
    </Suspense>
  );
}
