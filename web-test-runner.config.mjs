// Element tests: the *built* standalone bundle (dist/header) in real Debian Chromium.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './tests/setup/chromium.mjs';

export default {
  files: ['tests/element/**/*.spec.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
};
