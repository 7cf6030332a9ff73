import { useEffect, useState } from 'react';
import { fetchHeroes, type ContentSource } from './content-service';
import type { HeroGalleryContent } from './types';

/** Loading state of the content: still loading, or done (undefined content = failed). */
export type HeroContentLoad =
  { state: 'loading' } | { state: 'done'; content: HeroGalleryContent | undefined };

/** Loads the heroes once per content source; a change of source (or unmount) aborts. */
export function useHeroContent({ base, prodBase, latest }: ContentSource): HeroContentLoad {
  const [load, setLoad] = useState<HeroContentLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchHeroes({ base, prodBase, latest }, { signal: controller.signal }).then((content) => {
      if (!controller.signal.aborted) setLoad({ state: 'done', content });
    });
    return () => controller.abort();
  }, [base, prodBase, latest]);
  return load;
}
