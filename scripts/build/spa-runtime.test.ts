import { describe, expect, it } from 'vitest';
import { PREACT_COMPAT_ALIASES, spaRuntime, spaRuntimeAliases } from './spa-runtime';

/** Where `specifier` resolves under `aliases` (the first match, as Vite takes them), or itself. */
function resolved(aliases: { find: RegExp; replacement: string }[], specifier: string): string {
  return aliases.find(({ find }) => find.test(specifier))?.replacement ?? specifier;
}

describe('the account centre runtime', () => {
  it('is React 19 unless SHS_SPA_RUNTIME asks for preact', () => {
    expect(spaRuntime(undefined)).toBe('react');
    expect(spaRuntime('')).toBe('react');
    expect(spaRuntime('react')).toBe('react');
    expect(spaRuntime('preact')).toBe('preact');
  });

  it('refuses a runtime it cannot build on, naming the ones it can', () => {
    expect(() => spaRuntime('Preact')).toThrow(
      'SHS_SPA_RUNTIME="Preact" is not a runtime the account centre builds on: use "react" or "preact", or leave it unset for React 19.',
    );
  });

  it('leaves React and react-dom as they are on React 19', () => {
    const aliases = spaRuntimeAliases('react');
    expect(resolved(aliases, 'react')).toBe('react');
    expect(resolved(aliases, 'react-dom/client')).toBe('react-dom/client');
  });

  it('sends every React entry point the code imports to preact/compat, and nothing else', () => {
    const aliases = spaRuntimeAliases('preact');
    expect(resolved(aliases, 'react')).toBe('preact/compat');
    expect(resolved(aliases, 'react-dom')).toBe('preact/compat');
    expect(resolved(aliases, 'react-dom/client')).toBe('preact/compat/client');
    expect(resolved(aliases, 'react/jsx-runtime')).toBe('preact/jsx-runtime');
    expect(resolved(aliases, 'react/jsx-dev-runtime')).toBe('preact/jsx-dev-runtime');
    expect(resolved(aliases, 'react-router')).toBe('react-router');
    expect(resolved(aliases, 'react-router-dom')).toBe('react-router-dom');
    // A copy: a build that adds its own aliases does not change the header's list.
    expect(aliases).not.toBe(PREACT_COMPAT_ALIASES);
  });
});
