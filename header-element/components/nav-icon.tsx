// The icon of a host-given nav item (spec 3 "Nav item" iconName / activeIconName), drawn from the
// one icon registry (src/components/icon/nav-icon-lookup.ts). The drawings load on demand, the
// first time an item with an icon shows: a header without icons never fetches them, and until
// they arrive an empty box of the same size keeps the label where it will stay.
import { useEffect, useState } from 'react';
import type { NavIconDrawing } from '../../src/components/icon/nav-icon-lookup';

type Lookup = (name: string) => NavIconDrawing | undefined;

let lookup: Lookup | undefined;
let loading: Promise<Lookup> | undefined;

function loadLookup(): Promise<Lookup> {
  loading ??= import('../../src/components/icon/nav-icon-lookup').then(
    (module) => (lookup = module.navIconDrawing),
  );
  return loading;
}

/** Props of <NavIcon>. */
export interface NavIconProps {
  /** A registry nav icon name, or `<name>-active` for its active variant. */
  name: string | undefined;
  size: number;
}

export function NavIcon({ name, size }: NavIconProps) {
  const [ready, setReady] = useState(() => lookup !== undefined);
  useEffect(() => {
    if (!name || ready) return;
    let live = true;
    void loadLookup().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [name, ready]);
  if (!name) return null;
  const drawing = ready ? lookup?.(name) : undefined;
  // A name the registry does not have: no icon, and no empty space for one.
  if (ready && !drawing) return null;
  return (
    <svg
      className={drawing?.active ? 'nav-icon nav-icon--active' : 'nav-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={drawing?.active ? 'currentColor' : 'none'}
      fillOpacity={drawing?.active ? 0.2 : undefined}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing?.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
