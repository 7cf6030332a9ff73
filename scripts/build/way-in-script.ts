// Issue 29, "the way in": index.html's blocking head script (src/app/start/way-in.ts) decides,
// before any of the app is fetched, whether a signed-out visit goes straight to the light sign-in
// starter. This plugin builds that TypeScript file on its own as a small classic script (a
// blocking <head> script cannot be a module, and the CSP forbids inline scripts), names it by its
// content so browsers keep it for good (a signed-in load never waits to revalidate it), and moves
// the app's entry, preloads and stylesheets into an inert <template> just before it: the browser's
// preload scanner skips templates, so only the head script starts the app's downloads, and only
// when the visit stays.
import { createHash } from 'node:crypto';
import { build, type Plugin } from 'vite';

/** id of the <template> way-in.ts activates (it names the same id). */
const TEMPLATE_ID = 'shs-app-entry';

/** Where index.html asks for the head script and the template. */
const MARKER = '<!-- shs-way-in -->';

/** The head tags of the app's start: its entry, module preloads, stylesheets and preloads. */
const APP_START_TAGS =
  /\s*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="(?:modulepreload|stylesheet|preload)"[^>]*>)/g;

/** The head script, bundled and minified as one IIFE. */
async function buildClassicScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'shsWayIn', fileName: () => 'way-in.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`${entry}: the way-in script was not built.`);
}

/**
 * Rewrites index.html: the app's start tags go into the template, which goes with the script at
 * the marker. Stylesheets inserted by a script do not hold the first paint the way parsed ones
 * do, so they say they must (`blocking="render"`): the page never shows unstyled.
 */
export function wrapAppStart(html: string, scriptUrl: string): string {
  if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} marker.`);
  const tags: string[] = [];
  const rest = html.replace(APP_START_TAGS, (tag) => {
    const trimmed = tag.trim();
    tags.push(
      /\brel="stylesheet"/.test(trimmed)
        ? trimmed.replace(/^<link\b/, '<link blocking="render"')
        : trimmed,
    );
    return '';
  });
  const template = `<template id="${TEMPLATE_ID}">${tags.join('')}</template>`;
  return rest.replace(MARKER, `${template}\n    <script src="${scriptUrl}"></script>`);
}

export function wayInScript(entry: string): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'shs-way-in-script',
    apply: 'build',
    async buildStart() {
      code = await buildClassicScript(entry);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/way-in-${hash}.js`;
    },
    transformIndexHtml: {
      // After Vite and preloadLandingPage have added their tags; the starter page has no marker.
      order: 'post',
      handler: (html) => (html.includes(MARKER) ? wrapAppStart(html, `/${fileName}`) : html),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
