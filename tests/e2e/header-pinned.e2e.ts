// The pinned snippet (issue 15): a partner page (http://127.0.0.1:<port>/demo/pinned.html) loads
// /header/<version>/ with the Subresource Integrity hashes of the build's manifest; the header
// works. A script whose bytes do not match its integrity value never runs.
import { checkPage, expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

function origins(baseURL: string | undefined) {
  const server = new URL(baseURL ?? 'http://localhost:8181');
  return { server: server.origin, page: `http://127.0.0.1:${server.port}` };
}

test('the pinned snippet with integrity loads the header from /header/<version>/', async ({
  page,
  baseURL,
}) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const manifest = (await (await page.request.get(`${server}/header/manifest.json`)).json()) as {
    path: string;
    files: Record<string, string>;
  };
  expect(manifest.path).toMatch(/^\/header\/\d+\.\d+\.\d+[^/]*\/$/);
  await page.goto(`${pageOrigin}/demo/pinned.html`);
  const script = page.locator(`script[src="${server}${manifest.path}shs-header.js"]`);
  await expect(script).toHaveAttribute('integrity', manifest.files['shs-header.js']!);
  await expect(script).toHaveAttribute('crossorigin', 'anonymous');
  await expect(page.locator('link[rel="stylesheet"][integrity]')).toHaveAttribute(
    'integrity',
    manifest.files['shs-header.css']!,
  );
  const support = page.locator('shs-header').getByRole('link', { name: 'Support' });
  await expect(support).toHaveAttribute('href', `${server}/demo/support.html`);
  await checkPage(page, { crossOriginStyles: true });
  const pinned = await page.request.get(`${server}${manifest.path}shs-header.js`);
  expect(pinned.headers()['cache-control']).toContain('immutable');
});

test('a script that does not match its integrity value never runs', async ({ page, baseURL }) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A CDN serving other bytes under the pinned URL.
  await page.route(`${server}/header/*/shs-header.js`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\n// changed` });
  });
  await page.goto(`${pageOrigin}/demo/pinned.html`);
  await expect.poll(() => errors.some((e) => /integrity/i.test(e))).toBe(true);
  expect(await page.evaluate(() => customElements.get('shs-header') === undefined)).toBe(true);
});

// Issue 23, finding 6: the integrity check covers the chunks too. The pinned snippet's import map
// lists every chunk's hash from the manifest, and the browser refuses a chunk whose bytes differ.
test('a chunk that does not match the manifest never runs: the first-load chunk', async ({
  page,
  baseURL,
}) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(`${server}/header/*/chunks/preact-*.js`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\n// changed` });
  });
  await page.goto(`${pageOrigin}/demo/pinned.html`);
  await expect.poll(() => errors.some((e) => /integrity/i.test(e))).toBe(true);
  expect(await page.evaluate(() => customElements.get('shs-header') === undefined)).toBe(true);
});

test('a chunk that does not match the manifest never runs: the sign-in chunk, loaded on Log In', async ({
  page,
  baseURL,
}) => {
  const { server, page: pageOrigin } = origins(baseURL);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const tampered: string[] = [];
  await page.route(`${server}/header/*/chunks/sign-in-*.js`, async (route) => {
    tampered.push(route.request().url());
    const original = await route.fetch();
    // What an attacker would want: the sign-in code sending the visitor somewhere else.
    await route.fulfill({
      response: original,
      body: `location.href = 'https://evil.example/';\n${await original.text()}`,
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${pageOrigin}/demo/pinned.html`);
  const header = page.locator('shs-header');
  const profile = header.getByRole('button', { name: 'Profile menu' });
  await profile.click();
  await header.getByRole('button', { name: 'Log In' }).click();
  await expect(header.getByRole('alert')).toHaveText(
    'Sign-in is not available right now. Please try again later.',
  );
  expect(tampered).toHaveLength(1);
  expect(errors.some((e) => /integrity/i.test(e))).toBe(true);
  expect(new URL(page.url()).origin).toBe(pageOrigin);
});
