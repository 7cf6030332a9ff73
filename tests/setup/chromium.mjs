// One place that knows where Chromium lives and how to launch it on this kind of machine.
// Used by the element tests, the end-to-end tests, the bench and the install check.
import { existsSync } from 'node:fs';

export const CHROMIUM_INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** Absolute path of the Chromium binary: CHROMIUM_PATH wins, else Debian's, else undefined. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

/** Flags that keep Chromium quiet on a machine with no network but the package registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Chromium 156's headless mode loads the address bar's popup (a WebUI page, some 130 chrome://
  // requests) in the browser process for every new tab. Nothing here ever shows it; on a 2-core
  // machine it competed with the page under test (each cold load of the bench opens a tab: 15
  // loads spread 644 to 1140 ms with it, 620 to 780 without; same median). Chromium merges this
  // list with Playwright's own --disable-features.
  '--disable-features=WebUIOmniboxPopup',
];
