// @vitest-environment node
// custom-elements.json and the TypeScript declarations come from the one attribute map and the
// event list, and the declarations type-check a DOM host and a React host (with the TS compiler).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attribute-docs';
import { customElementsManifest, domDeclarations, reactDeclarations } from './element-manifest';
import { EVENT_DOCS } from './events';
import { typeCheckHost } from './type-check-host';

describe('custom-elements.json', () => {
  const element = customElementsManifest().modules[0]!.declarations[0]!;

  it('declares <shs-header> with every attribute of the map, its default and description', () => {
    expect(element.tagName).toBe('shs-header');
    expect(element.attributes.map((a) => a.name)).toEqual(Object.keys(ATTRIBUTES));
    for (const attribute of element.attributes) {
      const spec = ATTRIBUTES[attribute.name as keyof typeof ATTRIBUTES];
      expect(attribute.description).toContain(spec.description);
      expect(attribute.type.text).toContain(spec.type);
      if (spec.default) expect(attribute).toMatchObject({ default: spec.default });
    }
  });

  it('lists every event with its detail type', () => {
    expect(element.events.map((e) => e.name)).toEqual(Object.keys(EVENT_DOCS));
    expect(element.events.find((e) => e.name === 'shs-navigate')!.type.text).toBe(
      'CustomEvent<{ route: string; params: Record<string, string>; href: string }>',
    );
  });
});

/** Type-checks `files` (name -> source) beside the generated declarations; returns the errors. */
function typeCheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'shs-types-'));
  writeFileSync(join(dir, 'shs-header.d.ts'), domDeclarations());
  writeFileSync(join(dir, 'shs-header-react.d.ts'), reactDeclarations());
  return typeCheckHost(dir, files);
}

describe('TypeScript declarations', () => {
  it('type a DOM host: the tag map, the events and their details', () => {
    const errors = typeCheck({
      'host.ts': `import './shs-header';
const header = document.querySelector('shs-header')!;
header.addEventListener('shs-navigate', (event) => {
  const href: string = event.detail.href;
  event.preventDefault();
  history.pushState({}, '', new URL(href).pathname);
});
header.search = async (query) => [{ name: query, linkTo: { href: '/x' } }];
const created: import('./shs-header').ShsHeaderElement = document.createElement('shs-header');
void created;
`,
    });
    expect(errors).toEqual([]);
  }, 30_000);

  it('type a React host, and catch a wrong attribute value', () => {
    const ok = typeCheck({
      'app.tsx': `import './shs-header-react';
export const App = () => <shs-header data-config-url="/config.json" data-search-on-click="true" />;
`,
    });
    expect(ok).toEqual([]);
    const wrong = typeCheck({
      'app.tsx': `import './shs-header-react';
export const App = () => <shs-header data-search-on-click="yes" />;
`,
    });
    expect(wrong.join('\n')).toMatch(/"yes"/);
  }, 30_000);
});
