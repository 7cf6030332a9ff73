// `npm run pack:header`: the npm package of <shs-header> (packages/shs-header) from the header
// build (`npm run build:header`, dist/header): its package.json and README, and the build's files
// under dist/ (the ES modules and chunks, shs-header.css, custom-elements.json, the .d.ts files),
// packed with `npm pack`. The CDN-only parts of the build (the /header/<version>/ copy and its SRI
// manifest) stay out. Prints the tarball's path.
//
//   tsx scripts/pack-header.ts [--from dist/header] [--out dist/packages]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const packageDir = join(root, 'packages/shs-header');

const versionOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

/** Stages the package in `out`/stage and packs it into `out`; returns the tarball's path. */
export function packHeader(from: string, out: string): string {
  if (!existsSync(join(from, 'shs-header.js')))
    throw new Error(`No header build in ${from}: run npm run build:header first`);
  // One version for the CDN path (/header/<version>/) and the package.
  const version = versionOf(join(root, 'package.json'));
  if (versionOf(join(packageDir, 'package.json')) !== version)
    throw new Error(`packages/shs-header/package.json must have the version ${version}`);
  const stage = join(out, 'stage');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(join(stage, 'dist'), { recursive: true });
  for (const file of ['package.json', 'README.md'])
    cpSync(join(packageDir, file), join(stage, file));
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (
      entry.name === 'manifest.json' ||
      (entry.isDirectory() && /^\d+\.\d+\.\d+/.test(entry.name))
    )
      continue;
    cpSync(join(from, entry.name), join(stage, 'dist', entry.name), { recursive: true });
  }
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: stage,
    encoding: 'utf8',
  });
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  return join(out, filename);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, out: { type: 'string' } },
  });
  const out = resolve(values.out ?? join(root, 'dist/packages'));
  mkdirSync(out, { recursive: true });
  console.log(packHeader(resolve(values.from ?? join(root, 'dist/header')), out));
}
