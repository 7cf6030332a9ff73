// Generates what a host's tools read about <shs-header>, from the one attribute map
// (attribute-docs.ts) and the event list (events.ts): the Custom Elements Manifest
// (custom-elements.json, schema 1.0.0) and TypeScript declarations (HTMLElementTagNameMap, and
// JSX intrinsic elements for React hosts). vite.header.config.ts emits them beside the bundle.
import { ATTRIBUTES, type AttributeType } from './attribute-docs';
import { EVENT_DOCS } from './events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { themeOf } from './theme-docs';

const TAG = 'shs-header';
const CLASS_NAME = 'ShsHeaderElement';
const DESCRIPTION =
  'The storefront header: top nav with catalogue dropdowns, search, wishlist, cart, profile menu with Log In / Log Out, mobile menu and sub nav. Configured by data-* attributes; attributes win over the runtime config (data-config-url), which wins over the defaults.';

const SIGN_IN_TOKENS_TYPE =
  '(() => ShsSignInTokens | null | Promise<ShsSignInTokens | null>) | undefined';
const SIGN_IN_TOKENS_DOC =
  'Host mode: where the header gets the signed-in tokens its commerce calls carry (spec 7.1: Authorization: Bearer <accessToken>, X-IdToken: <idToken>). Called before each call while data-logged-in is "true", so rotated tokens are picked up; may be set before the element is defined.';

/** The TypeScript type of an attribute's value (attributes are strings in HTML). */
function attributeTsType(type: AttributeType): string {
  if (type === 'boolean') return "'true' | 'false'";
  if (type === 'number') return 'string | number';
  return 'string';
}

const TOKENS_FILE = fileURLToPath(new URL('../src/components/tokens.css', import.meta.url));

/** The one token set's text (src/components/tokens.css), where the theme's defaults come from. */
export function readTokens(): string {
  return readFileSync(TOKENS_FILE, 'utf8');
}

/** The hero elements of shs-heroes.js: their theme (their attributes: README "Hero elements"). */
function heroDeclarations(tokensCss: string) {
  return (
    [
      ['shs-hero-gallery', 'ShsHeroGalleryElement', 'The marketing hero carousel.'],
      ['shs-hero', 'ShsHeroElement', 'One marketing hero, no carousel.'],
    ] as const
  ).map(([tagName, name, description]) => ({
    kind: 'class',
    name,
    tagName,
    customElement: true,
    description,
    ...themeOf(tagName, tokensCss),
  }));
}

/** The Custom Elements Manifest of the standalone bundles. */
export function customElementsManifest(modulePath = 'shs-header.js', tokensCss = readTokens()) {
  const heroes = heroDeclarations(tokensCss);
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md#shs-header-the-storefront-header-element',
    modules: [
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            name: CLASS_NAME,
            tagName: TAG,
            customElement: true,
            description: DESCRIPTION,
            attributes: Object.entries(ATTRIBUTES).map(([name, spec]) => ({
              name,
              type: {
                text:
                  spec.type === 'string'
                    ? 'string'
                    : `${spec.type} (${attributeTsType(spec.type)})`,
              },
              ...(spec.default ? { default: spec.default } : {}),
              description: `${spec.description} Example: ${spec.example}`,
            })),
            members: [
              {
                kind: 'field',
                name: 'search',
                type: { text: '((query: string) => Promise<ShsSearchResult[]>) | undefined' },
                description:
                  "Optional: a page's own search. When set, the header calls it instead of the commerce search.",
              },
              {
                kind: 'field',
                name: 'signInTokens',
                type: { text: SIGN_IN_TOKENS_TYPE },
                description: SIGN_IN_TOKENS_DOC,
              },
            ],
            events: Object.entries(EVENT_DOCS).map(([name, doc]) => ({
              name,
              type: { text: `CustomEvent<${doc.detail}>` },
              description: `${doc.description}${doc.cancelable ? ' Cancelable.' : ''} Bubbles and is composed.`,
            })),
            ...themeOf(TAG, tokensCss),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: TAG,
            declaration: { name: CLASS_NAME, module: modulePath },
          },
        ],
      },
      {
        kind: 'javascript-module',
        path: modulePath.replace('shs-header.js', 'shs-heroes.js'),
        declarations: heroes,
        exports: heroes.map((hero) => ({
          kind: 'custom-element-definition',
          name: hero.tagName,
          declaration: { name: hero.name },
        })),
      },
    ] as const,
  };
}

const attributeLines = () =>
  Object.entries(ATTRIBUTES)
    .map(
      ([name, spec]) =>
        `  /** ${spec.description.replaceAll('*/', '*\\/')} */\n  '${name}'?: ${attributeTsType(spec.type)};`,
    )
    .join('\n');

/** The typed and the generic overload of addEventListener / removeEventListener. */
function listenerOverloads(method: string, options: string): string {
  return `  ${method}<K extends keyof ShsHeaderEventMap>(
    type: K,
    listener: (this: ${CLASS_NAME}, event: ShsHeaderEventMap[K]) => unknown,
    options?: boolean | ${options},
  ): void;
  ${method}(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | ${options},
  ): void;`;
}

/** shs-header.d.ts: DOM types for any TypeScript host (no framework needed). */
export function domDeclarations(): string {
  const events = Object.entries(EVENT_DOCS)
    .map(([name, doc]) => `  /** ${doc.description} */\n  '${name}': CustomEvent<${doc.detail}>;`)
    .join('\n');
  return `// Generated from header-element/attribute-docs.ts and events.ts by vite.header.config.ts. Do not edit.
/** The data-* attributes of <${TAG}> (values as written in HTML). */
export interface ShsHeaderAttributes {
${attributeLines()}
}

/** A search hit the element shows (spec 3 "Search result"). */
export interface ShsSearchResult {
  name: string;
  linkTo: { route?: string; params?: Record<string, string>; href?: string; to?: string };
}

/** The tokens a host hands the element in host mode (see signInTokens). */
export interface ShsSignInTokens {
  accessToken: string;
  idToken: string;
}

/** Events of <${TAG}>: bubbling, composed, on the element. */
export interface ShsHeaderEventMap extends HTMLElementEventMap {
${events}
}

/** ${DESCRIPTION} */
export interface ${CLASS_NAME} extends HTMLElement {
  /** Optional: the page's own search, used instead of the commerce search. */
  search?: (query: string) => Promise<ShsSearchResult[]>;
  /** ${SIGN_IN_TOKENS_DOC} */
  signInTokens?: ${SIGN_IN_TOKENS_TYPE};
${listenerOverloads('addEventListener', 'AddEventListenerOptions')}
${listenerOverloads('removeEventListener', 'EventListenerOptions')}
}

declare global {
  interface HTMLElementTagNameMap {
    '${TAG}': ${CLASS_NAME};
  }
}
`;
}

/** shs-heroes.d.ts: the hero elements in the DOM's tag map (their attributes are data-* strings). */
export function heroDomDeclarations(): string {
  return `// Generated by vite.header.config.ts from header-element/element-manifest.ts. Do not edit.
/** <shs-hero-gallery>: the marketing hero carousel (README "Hero elements"). */
export type ShsHeroGalleryElement = HTMLElement;
/** <shs-hero>: one marketing hero, no carousel. */
export type ShsHeroElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'shs-hero-gallery': ShsHeroGalleryElement;
    'shs-hero': ShsHeroElement;
  }
}
`;
}

/** shs-header-react.d.ts: JSX intrinsic element for React hosts (needs @types/react). */
export function reactDeclarations(): string {
  return `// Generated from header-element/attribute-docs.ts by vite.header.config.ts. Do not edit.
// For React hosts: <${TAG} data-config-url="..." /> type-checks with its attributes.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${CLASS_NAME}, ShsHeaderAttributes } from './shs-header';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      '${TAG}': DetailedHTMLProps<HTMLAttributes<${CLASS_NAME}>, ${CLASS_NAME}> & ShsHeaderAttributes;
    }
  }
}
`;
}
