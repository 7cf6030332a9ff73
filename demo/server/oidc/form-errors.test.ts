// @vitest-environment node
// Issue 23, finding 8: the provider's HTML forms answer a page, not JSON, when the body is too
// large; the API keeps answering JSON.
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../test-support/test-server.js';
import pages from './locales/en.json';

const running = withTestServer();
const tooLarge = new URLSearchParams({ email: 'a@example.com', password: 'x'.repeat(20_000) });

describe('form endpoints', () => {
  it.each([
    '/oidc/interaction/some-uid/login',
    '/oidc/interaction/some-uid/forgot',
    '/oidc/password-reset',
  ])('%s answers an HTML 413 page to a body over the limit', async (path) => {
    const response = await fetch(`${running.server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: tooLarge.toString(),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(pages['form.tooLarge']);
  });

  it('leaves the API answering JSON', async () => {
    const response = await fetch(`${running.server.origin}/api/collect/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
