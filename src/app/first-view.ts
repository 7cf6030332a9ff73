// When the shell's first view is on screen: work that must not hold back the first paint (the
// <shs-header> upgrade, asking the server again for a cached user) waits for it. The shell
// marks it; if no shell ever paints (the sign-in callback, a redirect), it is taken as given
// after a few seconds.
const GIVE_UP_MS = 3000;

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
  setTimeout(resolve, GIVE_UP_MS);
});

/** Called by the shell once its first view has been painted. */
export function markFirstViewPainted(): void {
  markPainted();
}

/** Runs `task` in a task of its own once the shell's first view has been painted. */
export function afterFirstView(task: () => void): void {
  void painted.then(() => setTimeout(task, 0));
}
