// The navigation progress bar's state: started by the first guard, stopped by the shell once
// the navigation settles (spec 2.1 guard 1).
import { create } from 'zustand';

/** Progress bar state and actions. */
export interface ProgressState {
  active: boolean;
  start: () => void;
  done: () => void;
}

export const useProgressStore = create<ProgressState>()((set) => ({
  active: false,
  start: () => set({ active: true }),
  done: () => set({ active: false }),
}));
