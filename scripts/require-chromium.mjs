// Stops the browser test commands early, with the exact fix, when no Chromium is installed.
import { CHROMIUM_INSTALL_COMMAND, findChromium } from '../tests/setup/chromium.mjs';

if (!findChromium()) {
  console.error(
    [
      'No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).',
      `Install it with:  ${CHROMIUM_INSTALL_COMMAND}`,
      'or point CHROMIUM_PATH at an existing Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
