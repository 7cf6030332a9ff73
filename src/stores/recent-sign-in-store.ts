// "Confirm it's you" (issue 25): the API client asks here when a change needs a recent sign-in,
// and the dialog the shell shows answers. Several changes refused at once share one question.
import { create } from 'zustand';

/** The open question and its actions. */
export interface RecentSignInState {
  /** True while a change waits for the customer to confirm who they are. */
  asking: boolean;
  /** Opens the question (or joins the open one); true once confirmed, false when cancelled. */
  ask: () => Promise<boolean>;
  /** The dialog's answer: every waiting change goes on (true) or gives up (false). */
  answer: (confirmed: boolean) => void;
}

let waiting: ((confirmed: boolean) => void)[] = [];

export const useRecentSignInStore = create<RecentSignInState>()((set) => ({
  asking: false,
  ask: () =>
    new Promise<boolean>((resolve) => {
      waiting.push(resolve);
      set({ asking: true });
    }),
  answer: (confirmed) => {
    const settle = waiting;
    waiting = [];
    set({ asking: false });
    for (const resolve of settle) resolve(confirmed);
  },
}));
