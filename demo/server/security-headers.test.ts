// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOGIN_STYLE_HASH } from './oidc/login-style.js';
import { DEV_DIRECTIVES, STRICT_DIRECTIVES } from './security-headers.js';

describe('CSP directives', () => {
  it('allow nothing inline (but the sign-in pages’ one sheet) and nothing from elsewhere in production', () => {
    expect(STRICT_DIRECTIVES['script-src']).toEqual(["'self'"]);
    expect(STRICT_DIRECTIVES['style-src']).toEqual(["'self'", LOGIN_STYLE_HASH]);
    expect(LOGIN_STYLE_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(STRICT_DIRECTIVES['object-src']).toEqual(["'none'"]);
    expect(STRICT_DIRECTIVES['base-uri']).toEqual(["'none'"]);
    expect(STRICT_DIRECTIVES['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(STRICT_DIRECTIVES['media-src']).toEqual(["'self'", 'blob:']);
  });

  it('relax only script, style and connect for Vite in --dev', () => {
    const changed = Object.keys(DEV_DIRECTIVES).filter(
      (name) => JSON.stringify(DEV_DIRECTIVES[name]) !== JSON.stringify(STRICT_DIRECTIVES[name]),
    );
    expect(changed.sort()).toEqual(['connect-src', 'script-src', 'style-src']);
    expect(DEV_DIRECTIVES['object-src']).toEqual(["'none'"]);
  });
});
