// Issue 29, "the way in": index.html's blocking head script (src/app/start/way-in.ts) decides,
// before any of the app is fetched, whether a signed-out visit goes straight to sign-in. This
// plugin builds, each on its own:
// - the head script, as a small classic script (a blocking <head> script cannot be a module, and
//   the CSP forbids inline scripts), with the route table's signed-in pages given to it as one
//   regular expression (src/app/start/signed-in-pages.ts);
// - the light sign-in starter (src/app/start/sign-in-start-main.ts), as one ES module the head
//   script loads into the page (from a template of its own, with a preload of config.json). A separate build: as a second entry of the app's build, the few
//   modules it shares with the app (paths, config, return path) were cut out of the app's entry
//   into a chunk of their own, which every signed-in load paid for in requests and bytes.
// Both are named by their content, so browsers keep them for good (a signed-in load never waits
// to revalidate the head script). The app's entry, preloads and stylesheets move into an inert
// <template> just before the head script, the starter's tags into another: the browser's preload
// scanner skips templates, so only the head script starts either's downloads, and only the one
// the visit takes (src/app/start/app-entry.ts).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { APP_ENTRY_TEMPLATE_ID, SIGN_IN_START_TEMPLATE_ID } from '../../src/app/start/app-entry';
import { signedInPagesSource } from '../../src/app/start/signed-in-pages';

/** Where index.html asks for the head script and the template. */
const MARKER = '<!-- shs-way-in -->';

/** The head tags of the app's start: its entry, module preloads, stylesheets and preloads. */
const APP_START_TAGS =
  /\s*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="(?:modulepreload|stylesheet|preload)"[^>]*>)/g;

/** A built script: its code and, for the starter, its source map. */
interface Built {
  code: string;
  map?: string;
}

/** One entry bundled alone into one minified file, not written (the app's build emits it). */
async function buildAlone(
  entry: string,
  format: 'iife' | 'es',
  extra: InlineConfig = {},
): Promise<Built> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ...extra,
    build: {
      write: false,
      emptyOutDir: false,
      // Where the file is served from, so the source map's paths lead back to the sources.
      outDir: resolve('dist/app/assets'),
      minify: true,
      sourcemap: format === 'es',
      lib: { entry, formats: [format], name: 'shsWayIn', fileName: () => 'built.js' },
      // minify: true alone leaves an ES library's white space (Vite keeps it for libraries).
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk')
      return {
        // Its own name for the map is added back once the file has its hashed name.
        code: chunk.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'),
        map: chunk.map?.toString(),
      };
  }
  throw new Error(`${entry}: not built.`);
}

/** `assets/<name>-<hash>.js`, the hash of its content. */
const hashedName = (name: string, code: string) =>
  `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/**
 * Rewrites index.html: the app's start tags go into their template, the starter's into another,
 * and both go with the head script at the marker. Stylesheets inserted by a script do not hold the
 * first paint the way parsed ones do, so they say they must (`blocking="render"`): the page never
 * shows unstyled. The starter's first need, config.json, is fetched beside its module.
 */
export function wrapAppStart(html: string, scriptUrl: string, starterUrl: string): string {
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
  const app = `<template id="${APP_ENTRY_TEMPLATE_ID}">${tags.join('')}</template>`;
  const starter =
    `<template id="${SIGN_IN_START_TEMPLATE_ID}">` +
    '<link rel="preload" href="/config.json" as="fetch" crossorigin />' +
    `<script type="module" crossorigin src="${starterUrl}"></script></template>`;
  return rest.replace(MARKER, `${app}\n    ${starter}\n    <script src="${scriptUrl}"></script>`);
}

/** The head script `entry` and the sign-in starter `starterEntry`, built and put in index.html. */
export function wayInScript(entry: string, starterEntry: string): Plugin {
  let head = { fileName: '', code: '' };
  let starter = { fileName: '', code: '', map: '' };
  return {
    name: 'shs-way-in-script',
    apply: 'build',
    async buildStart() {
      const built = await buildAlone(entry, 'iife', {
        define: { __SHS_SIGNED_IN_PAGES__: JSON.stringify(signedInPagesSource()) },
      });
      head = { fileName: hashedName('way-in', built.code), code: built.code };
      const module = await buildAlone(starterEntry, 'es');
      const fileName = hashedName('sign-in-start', module.code);
      const name = fileName.slice('assets/'.length);
      starter = {
        fileName,
        code: `${module.code}//# sourceMappingURL=${name}.map\n`,
        map: module.map ?? '',
      };
    },
    transformIndexHtml: {
      // After Vite and preloadLandingPage have added their tags.
      order: 'post',
      handler: (html) => wrapAppStart(html, `/${head.fileName}`, `/${starter.fileName}`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: head.fileName, source: head.code });
      this.emitFile({ type: 'asset', fileName: starter.fileName, source: starter.code });
      if (starter.map)
        this.emitFile({ type: 'asset', fileName: `${starter.fileName}.map`, source: starter.map });
    },
  };
}

/**
 * The dev server's page has no head script (the app loads directly from its sources), but the
 * colour scheme and language still apply before first paint: the part of the head script that
 * does it, `themeScript` (src/app/start/theme.js, plain script), goes at the marker as it is.
 */
export function wayInDevScript(themeScript: string): Plugin {
  return {
    name: 'shs-way-in-dev-script',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(MARKER, `<script src="/${themeScript}"></script>`),
  };
}
