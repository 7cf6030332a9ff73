// Build-time hand-over of source maps to the error-tracking stand-in: after a build, every .map
// it wrote is copied to dist/sourcemaps/<release>/ under the path its script is served from
// (e.g. /assets/index-abc.js -> dist/sourcemaps/shs-customer-web@0.1.0/assets/index-abc.js.map),
// where the stand-in looks them up to de-minify stack traces (demo/server/monitoring/
// source-maps.ts). A real service would take them over HTTP (sentry-cli); the stand-in runs on
// the same machine, so its store is a folder. The release is defined into the bundle as
// __SHS_RELEASE__, so reports and maps name the same build.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const root = join(import.meta.dirname, '../..');

/** `name@version` of the package: the release every report carries. */
export function packageRelease(name = 'shs-customer-web'): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${name}@${version}`;
}

function mapFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });
}

/**
 * Copies the build's maps to the stand-in's store. `servedAt`: the URL path the output folder is
 * served from ('' for the SPA at the site root, 'header' for /header/).
 */
export function uploadSourceMaps(release: string, servedAt = ''): Plugin {
  let outDir = '';
  return {
    name: 'shs-upload-source-maps',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a scratch build) stays itself.
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every writeBundle hook (one of them edits the entry's map).
    closeBundle() {
      const target = join(
        root,
        'dist/sourcemaps',
        release.replace(/[^A-Za-z0-9._@-]/g, '_'),
        servedAt,
      );
      rmSync(target, { recursive: true, force: true });
      for (const file of mapFiles(outDir)) {
        const copy = join(target, relative(outDir, file));
        mkdirSync(dirname(copy), { recursive: true });
        cpSync(file, copy);
      }
    },
  };
}
