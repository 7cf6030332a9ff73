// When the shell's first view is painted, and when it has settled (painted, and any entrance
// animation finished: see lib/browser/after-paint.ts). Work that must not hold back the first
// paint waits for the first (fetching the <shs-header> chunk); work that must not hold back the
// frame after it either waits for the second (the header's upgrade, asking the server again for
// a cached user, analytics). The shell marks both; if no shell ever paints (the sign-in callback,
// a redirect), they are taken as given after a few seconds.
const GIVE_UP_MS = 3000;

/** A moment the shell marks, or GIVE_UP_MS after start-up, whichever comes first. */
function moment() {
  let mark: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    mark = resolve;
    setTimeout(resolve, GIVE_UP_MS);
  });
  return { mark: () => mark(), reached };
}

const painted = moment();
const settled = moment();

/** Called by the shell once its first view has been painted. */
export function markFirstViewPainted(): void {
  painted.mark();
}

/** Called by the shell once its first view has settled. */
export function markFirstViewSettled(): void {
  settled.mark();
}

/** Runs `task` in a task of its own once the shell's first view has been painted. */
export function afterFirstPaint(task: () => void): void {
  void painted.reached.then(() => setTimeout(task, 0));
}

/** Runs `task` in a task of its own once the shell's first view has settled. */
export function afterFirstView(task: () => void): void {
  void settled.reached.then(() => setTimeout(task, 0));
}
