// The release every report carries: the package name and version, fixed at build time (vite's
// `define`), so the ops page can say which build an error came from and find its source maps.
declare const __SHS_RELEASE__: string | undefined;

/** e.g. `shs-customer-web@0.1.0`; `dev` where no build defined it. */
export const RELEASE: string = typeof __SHS_RELEASE__ === 'string' ? __SHS_RELEASE__ : 'dev';
