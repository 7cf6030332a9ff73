// The scripts in public/ are copied to the build as they are, comments and all. Most are tools'
// files, but theme.js runs in every account-centre page's <head> before anything is painted:
// written to be read (its comments say why each step is there), it weighed 1.1 kB gzipped, 0.5 kB
// minified. This plugin minifies the copies named here once the build has written them, with the
// minifier Vite itself uses, so the source stays readable and the first load pays for code only.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin, type ResolvedConfig } from 'vite';

export function minifyPublicScripts(files: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shs-minify-public-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the public folder has been copied to outDir, which happens while the bundle is written.
    closeBundle() {
      for (const file of files) {
        const path = join(config.build.outDir, file);
        const result = minifySync(file, readFileSync(path, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (result.errors.length) throw new Error(`${file}: ${result.errors[0]?.message}`);
        writeFileSync(path, result.code);
      }
    },
  };
}
