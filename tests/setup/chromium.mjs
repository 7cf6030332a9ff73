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
];
