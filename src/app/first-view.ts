// When the shell's first view has settled (painted, and its entrance fade finished: see
// lib/after-paint.ts): work that must not hold back the first paint or the end of the fade (the
// <shs-header> upgrade, asking the server again for a cached user) waits for it. The shell
// marks it; if no shell ever paints (the sign-in callback, a redirect), it is taken as given
// after a few seconds.
const GIVE_UP_MS = 3000;

let markSettled: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  markSettled = resolve;
  setTimeout(resolve, GIVE_UP_MS);
});

/** Called by the shell once its first view has settled. */
export function markFirstViewSettled(): void {
  markSettled();
}

/** Runs `task` in a task of its own once the shell's first view has settled. */
export function afterFirstView(task: () => void): void {
  void settled.then(() => setTimeout(task, 0));
}
