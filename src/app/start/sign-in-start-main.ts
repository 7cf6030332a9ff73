// Entry of the light sign-in starter, which the head script (way-in.ts) loads into the page asked
// for: the one side effect of sign-in-start.ts.
import { loadApp } from './app-entry';
import { startSignIn } from './sign-in-start';

void startSignIn({
  location: window.location,
  referrer: document.referrer,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  loadApp: () => loadApp(document),
});
