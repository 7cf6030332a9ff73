// Where the server finds the files it serves, resolved from this file so the working directory
// the server is started from does not matter.
import { resolve } from 'node:path';

/** Absolute paths of the directories the server reads. */
export interface ServerPaths {
  root: string;
  distApp: string;
  distHeader: string;
  /** The widget gallery's own build (vite.widgets.config.ts). */
  distWidgets: string;
  demoPages: string;
  serverPublic: string;
  viteConfig: string;
  /** Source maps handed to the error-tracking stand-in at build time, per release. */
  sourceMaps?: string;
}

const root = resolve(import.meta.dirname, '../..');

/** The repository's layout (dist/ is produced by `npm run build`). */
export const PATHS: ServerPaths = {
  root,
  distApp: resolve(root, 'dist/app'),
  distHeader: resolve(root, 'dist/header'),
  distWidgets: resolve(root, 'dist/widgets'),
  demoPages: resolve(root, 'demo/pages'),
  serverPublic: resolve(import.meta.dirname, 'public'),
  viteConfig: resolve(root, 'vite.config.ts'),
  sourceMaps: resolve(root, 'dist/sourcemaps'),
};
