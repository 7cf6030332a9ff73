// "Sign in with a passkey" on the provider's sign-in page (login-page.ts renders the markup and
// the words; @simplewebauthn/browser's bundle, loaded just before, defines SimpleWebAuthnBrowser).
// Each try asks the server for a fresh challenge of this sign-in, has the browser sign it with a
// passkey, and posts the answer in the passkey form. Where the browser offers passkeys in the
// email field's autofill (conditional mediation), that request runs from the start; pressing the
// button replaces it. Every failure is shown beside the button; nothing typed is lost.
const webAuthn = window.SimpleWebAuthnBrowser;
const section = document.getElementById('passkey');
const form = document.getElementById('passkey-form');
const button = document.getElementById('passkey-button');
const errorBox = document.getElementById('passkey-error');
const emailInput = document.getElementById('email');

/** A fresh challenge for this sign-in (the server binds it to the sign-in interaction). */
async function fetchOptions() {
  const response = await fetch(form.dataset.options, {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`passkey options: ${response.status}`);
  return response.json();
}

function submit(assertion) {
  form.elements.namedItem('email').value = emailInput ? emailInput.value : '';
  form.elements.namedItem('assertion').value = JSON.stringify(assertion);
  form.submit();
}

function say(message) {
  errorBox.querySelector('p').textContent = message;
  errorBox.hidden = false;
}

/** True for a request replaced by a newer one (the button after autofill): nothing to say. */
function wasReplaced(error) {
  return error && (error.name === 'AbortError' || error.code === 'ERROR_CEREMONY_ABORTED');
}

function messageFor(error) {
  const name = error && (error.cause && error.cause.name ? error.cause.name : error.name);
  // The browser says NotAllowedError for a cancel, a timeout and "no passkey here" alike.
  if (name === 'NotAllowedError') return form.dataset.cancelled;
  if (name === 'NotSupportedError') return form.dataset.unsupported;
  return form.dataset.failed;
}

let busy = false;

async function signInWithButton() {
  if (busy) return;
  errorBox.hidden = true;
  if (!webAuthn || !webAuthn.browserSupportsWebAuthn()) {
    say(form.dataset.unsupported);
    return;
  }
  busy = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const optionsJSON = await fetchOptions();
    submit(await webAuthn.startAuthentication({ optionsJSON }));
  } catch (error) {
    if (!wasReplaced(error)) say(messageFor(error));
  } finally {
    busy = false;
    button.removeAttribute('aria-busy');
  }
}

async function offerInAutofill() {
  if (!webAuthn || !(await webAuthn.browserSupportsWebAuthnAutofill())) return;
  const optionsJSON = await fetchOptions();
  submit(await webAuthn.startAuthentication({ optionsJSON, useBrowserAutofill: true }));
}

if (section && form && button && errorBox) {
  section.hidden = false;
  button.addEventListener('click', () => void signInWithButton());
  // Autofill is an offer, never an error: a dismissed or replaced request just ends.
  offerInAutofill().catch(() => {});
}
