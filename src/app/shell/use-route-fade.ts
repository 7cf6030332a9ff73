// Spec 2.1: route transitions default to a fade. The first page a visit shows is no transition:
// it appears at once. Its fade from nothing held the page's largest paint back until the fade
// had run (Chromium counts an element once it is painted visible): on the cold dashboard at 4x
// CPU the largest paint came some 350 ms earlier without it (2004 and 2036 ms before, 1660 and
// 1680 ms after, medians of 5; issue 29). Every page reached from another one still fades in.
import { useState } from 'react';

/** Whether the page at `pathname` fades in: false for the page the visit started on. */
export function useRouteFades(pathname: string): boolean {
  const [firstPathname] = useState(pathname);
  const [moved, setMoved] = useState(false);
  const elsewhere = pathname !== firstPathname;
  // Once the customer has moved on, coming back to the first page is a transition too.
  if (elsewhere && !moved) setMoved(true);
  return moved || elsewhere;
}
