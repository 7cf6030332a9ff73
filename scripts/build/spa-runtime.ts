// Which runtime runs the React code of a production bundle. The standalone header always runs on
// preact/compat (ADR 001). The account centre runs on React 19 unless its build is asked for
// preact/compat with SHS_SPA_RUNTIME=preact: ADR 016 measured that build against issue 29's
// targets and leaves the choice to the product's owner, because the mission names React 19.

/** A resolve alias, as Vite takes it. */
export interface RuntimeAlias {
  find: RegExp;
  replacement: string;
}

/** React's entry points as preact/compat provides them. */
export const PREACT_COMPAT_ALIASES: readonly RuntimeAlias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const SPA_RUNTIMES = ['react', 'preact'] as const;
export type SpaRuntime = (typeof SPA_RUNTIMES)[number];

/** The account centre's runtime named by SHS_SPA_RUNTIME (unset or empty: React 19). */
export function spaRuntime(value: string | undefined): SpaRuntime {
  if (value === undefined || value === '') return 'react';
  const runtime = SPA_RUNTIMES.find((name) => name === value);
  if (!runtime)
    throw new Error(
      `SHS_SPA_RUNTIME="${value}" is not a runtime the account centre builds on: use ${SPA_RUNTIMES.map((name) => `"${name}"`).join(' or ')}, or leave it unset for React 19.`,
    );
  return runtime;
}

/** The aliases the account centre's build needs for `runtime` (none for React itself). */
export function spaRuntimeAliases(runtime: SpaRuntime): RuntimeAlias[] {
  return runtime === 'preact' ? [...PREACT_COMPAT_ALIASES] : [];
}
