// @vitest-environment node
// The npm package of the header (packages/shs-header, `npm run pack:header`): built from this
// source into a scratch folder, packed, installed offline into a blank project, and a DOM page and
// a React TSX page that use it type-check with the project's own TypeScript; a wrong attribute
// value does not. No network: the tarball has no dependencies, so `npm install --offline` of the
// local file needs no registry.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { typeCheckHost } from './type-check-host';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'shs-header-package-'));
const project = join(scratch, 'host-app');
const installed = join(project, 'node_modules/@shs/header');
let tarball = '';

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  const build = join(scratch, 'build');
  run('npx', ['vite', 'build', '--config', 'vite.header.config.ts', '--outDir', build], root);
  tarball = run('npx', ['tsx', 'scripts/pack-header.ts', '--from', build, '--out', scratch], root)
    .trim()
    .split('\n')
    .at(-1)!;
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'host-app', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--cache',
      join(scratch, 'npm-cache'),
      tarball,
    ],
    project,
  );
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Type-checks `files` (name -> source) in the host project; returns the error messages. */
function typeCheck(files: Record<string, string>): string[] {
  return typeCheckHost(project, files);
}

describe('the @shs/header package', () => {
  it('packs the ES modules, the CSS, the manifest, the typings and a README', () => {
    expect(tarball).toMatch(/shs-header-\d+\.\d+\.\d+\.tgz$/);
    for (const file of [
      'package.json',
      'README.md',
      'dist/shs-header.js',
      'dist/shs-heroes.js',
      'dist/shs-header.css',
      'dist/custom-elements.json',
      'dist/shs-header.d.ts',
      'dist/shs-heroes.d.ts',
      'dist/shs-header-react.d.ts',
    ])
      expect(existsSync(join(installed, file)), file).toBe(true);
    // The CDN's versioned copy and SRI manifest are not the package's.
    expect(existsSync(join(installed, 'dist/manifest.json'))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      version: string;
      exports: Record<string, string | Record<string, string>>;
    };
    const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(pkg.version).toBe(rootPkg.version);
    // Every export points at a file that is in the package.
    const targets = Object.values(pkg.exports).flatMap((t) =>
      typeof t === 'string' ? [t] : Object.values(t),
    );
    for (const target of targets) expect(existsSync(join(installed, target)), target).toBe(true);
    // Its entry imports only its own chunks: nothing else to install.
    const entry = readFileSync(join(installed, 'dist/shs-header.js'), 'utf8');
    expect([...entry.matchAll(/from\s*"([^"]+)"/g)].every((m) => m[1]!.startsWith('./'))).toBe(
      true,
    );
    const manifest = JSON.parse(
      readFileSync(join(installed, 'dist/custom-elements.json'), 'utf8'),
    ) as { modules: { declarations: { tagName: string; cssParts: unknown[] }[] }[] };
    expect(manifest.modules[0]!.declarations[0]!.tagName).toBe('shs-header');
    expect(manifest.modules[0]!.declarations[0]!.cssParts.length).toBeGreaterThanOrEqual(4);
  });

  it('type-checks a DOM page that imports it, and a React TSX page', () => {
    const errors = typeCheck({
      'page.ts': `import '@shs/header';
import '@shs/header/heroes';
const header = document.querySelector('shs-header')!;
header.setAttribute('lang', 'en');
header.addEventListener('shs-navigate', (event) => {
  const href: string = event.detail.href;
  event.preventDefault();
  history.pushState({}, '', new URL(href).pathname);
});
header.search = async (query) => [{ name: query, linkTo: { href: '/x' } }];
const gallery: HTMLElement | null = document.querySelector('shs-hero-gallery');
void gallery;
`,
      'app.tsx': `import type {} from '@shs/header/react';
export const App = () => (
  <shs-header data-config-url="/config.json" data-search-on-click="true" lang="en" />
);
`,
    });
    expect(errors).toEqual([]);
  }, 60_000);

  it('fails the type-check of an attribute with the wrong type', () => {
    const errors = typeCheck({
      'wrong.tsx': `import type {} from '@shs/header/react';
export const Wrong = () => <shs-header data-logged-in="yes" />;
`,
    });
    const message = errors.join('\n');
    expect(message).toContain("Types of property ''data-logged-in'' are incompatible.");
    expect(message).toContain(
      'Type \'"yes"\' is not assignable to type \'"false" | "true" | undefined\'.',
    );
  }, 60_000);
});
