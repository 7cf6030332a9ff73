// Whether a switchable part is on for a hero element: its `data-config-url` config.json (one
// request per URL and page, the shared loader) decides; without a URL, or until it has loaded,
// the part is on (the switches' rule: on unless the config says false).
import { useEffect, useState } from 'react';
import { loadRuntimeConfigOnce } from '../../src/lib/shared/config';
import { featureOn, type FeatureName } from '../../src/lib/shared/features';

export function useFeatureOn(configUrl: string | undefined, name: FeatureName): boolean {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const url = configUrl?.trim();
    if (!url) return;
    let live = true;
    void loadRuntimeConfigOnce(url).then((config) => {
      if (live) setOn(featureOn(config, name));
    });
    return () => {
      live = false;
    };
  }, [configUrl, name]);
  return on;
}
