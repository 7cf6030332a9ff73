// Entry of sign-in-start.html: the one side effect of the light sign-in starter.
import { startSignIn } from './sign-in-start';

void startSignIn({
  location: window.location,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
});
