// The header configurator (/demo/configurator): a partner's starting point. One form control per
// attribute of the one attribute map (header-element/attribute-docs.ts) and per theme property of
// the one theme list (header-element/theme-docs.ts), so the reference is never written twice. Its
// script (demo/pages/configurator.js) applies them to the page's own <shs-header> as they change
// and writes the snippet to copy, loading the header from the stable alias or the pinned version.
import { ATTRIBUTES, type AttributeSpec } from '../../header-element/attribute-docs.js';
import { readTokens } from '../../header-element/element-manifest.js';
import { THEME_PROPERTIES, tokenDefault } from '../../header-element/theme-docs.js';
import { escapeHtml } from './oidc/html.js';

/** The two ways a snippet loads the header (routes/embedding.ts writes their lines). */
export interface Loaders {
  stable: string;
  /** Undefined before the header is built (no manifest with the SRI hashes yet). */
  pinned?: { html: string; version: string };
}

/** An id for a control from its attribute or property name. */
const idFor = (kind: 'attr' | 'theme', name: string) =>
  `${kind}-${name.replace(/^-+/, '').replace(/[^a-z0-9-]/gi, '-')}`;

/** The hint and the error line under a control, and the ids that describe it. */
function messages(id: string, hint: string): { html: string; describedBy: string } {
  return {
    html: `<p class="field-hint" id="${id}-hint">${hint}</p>
<p class="field-error" id="${id}-error" hidden></p>`,
    describedBy: `${id}-hint ${id}-error`,
  };
}

/** Inline code of the attribute map's texts (they mark code with backticks). */
const withCode = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

function attributeControl(name: string, spec: AttributeSpec, origin: string): string {
  const id = idFor('attr', name);
  const defaultText = spec.default ? ` Default: ${escapeHtml(spec.default)}.` : '';
  const { html, describedBy } = messages(id, `${withCode(spec.description)}${defaultText}`);
  const common = `id="${id}" name="${escapeHtml(name)}" data-kind="attribute" data-type="${spec.type}" aria-describedby="${describedBy}"`;
  const label = `<label for="${id}"><code>${escapeHtml(name)}</code></label>`;
  if (spec.type === 'boolean')
    return `<div class="field field--check">
<input type="checkbox" ${common} />
${label}
${html}
</div>`;
  // The config the snippet points at must be absolute: the partner's page is on another origin.
  const value = name === 'data-config-url' ? ` value="${escapeHtml(`${origin}/config.json`)}"` : '';
  const placeholder = ` placeholder="${escapeHtml(spec.example)}"`;
  const control =
    spec.type === 'json'
      ? `<textarea ${common} rows="2" spellcheck="false"${placeholder}></textarea>`
      : spec.type === 'number'
        ? `<input type="number" min="0" step="1" ${common}${placeholder} />`
        : `<input type="text" ${common} autocomplete="off" spellcheck="false"${placeholder}${value} />`;
  return `<div class="field">
${label}
${control}
${html}
</div>`;
}

function themeControl(
  name: string,
  syntax: string,
  description: string,
  defaultValue: string,
): string {
  const id = idFor('theme', name);
  const { html, describedBy } = messages(
    id,
    `${escapeHtml(description)} Default: <code>${escapeHtml(defaultValue)}</code>.`,
  );
  // A colour picker beside the text field when the default is a plain hex colour to start from.
  const hex = /^#[0-9a-f]{6}$/i.test(defaultValue) ? defaultValue : undefined;
  const picker = hex
    ? `\n<input type="color" class="colour-picker" data-picker-for="${id}" value="${hex}" aria-label="Pick a colour for ${escapeHtml(name)}" />`
    : '';
  return `<div class="field">
<label for="${id}"><code>${escapeHtml(name)}</code></label>
<div class="field-row">
<input type="text" id="${id}" name="${escapeHtml(name)}" data-kind="theme" data-syntax="${escapeHtml(syntax)}" aria-describedby="${describedBy}" autocomplete="off" spellcheck="false" placeholder="${escapeHtml(defaultValue)}" />${picker}
</div>
${html}
</div>`;
}

/** JSON for a data block in HTML: no `<` can close the element early. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The configurator's `<main>` content. */
export function renderConfigurator(origin: string, loaders: Loaders): string {
  const tokens = readTokens();
  const theme = THEME_PROPERTIES.filter((p) => p.elements.includes('shs-header'))
    .map((p) => themeControl(p.name, p.syntax, p.description, tokenDefault(p.name, tokens)))
    .join('\n');
  const attributes = Object.entries(ATTRIBUTES)
    .map(([name, spec]) => attributeControl(name, spec, origin))
    .join('\n');
  const pinned = loaders.pinned
    ? `<label><input type="radio" name="loader" value="pinned" /> Version ${escapeHtml(loaders.pinned.version)}, pinned with SRI hashes</label>`
    : `<label><input type="radio" name="loader" value="pinned" disabled /> A pinned version (build the header first: <code>npm run build:header</code>)</label>`;
  return `<section class="hero">
<span class="eyebrow">Configurator</span>
<h1>Configure &lt;shs-header&gt;</h1>
<p>Set its attributes and theme: the header at the top of this page follows as you type. Then copy the snippet into your page.</p>
</section>
<div class="configurator">
<form id="configurator" class="configurator-form" aria-label="Header settings" novalidate>
<fieldset>
<legend>Theme (CSS custom properties on the element)</legend>
${theme}
</fieldset>
<fieldset>
<legend>Attributes</legend>
${attributes}
</fieldset>
</form>
<section class="configurator-output" aria-labelledby="snippet-title">
<h2 id="snippet-title">Your snippet</h2>
<fieldset class="loader-choice">
<legend>Load the header from</legend>
<label><input type="radio" name="loader" value="stable" checked /> The stable alias (always the latest build)</label>
${pinned}
</fieldset>
<pre tabindex="0" aria-label="Snippet"><code id="snippet"></code></pre>
<div class="copy-row">
<button type="button" id="copy-snippet" class="copy-button">Copy</button>
<p id="copy-status" class="copy-status" role="status" aria-live="polite"></p>
</div>
<p class="field-hint">Under a strict Content-Security-Policy, move the <code>&lt;style&gt;</code> rules into one of your stylesheets; the pinned version's import map needs its hash in <code>script-src</code> (README, "Pinned and verifiable").</p>
</section>
</div>
<script type="application/json" id="configurator-loaders">${jsonBlock({ stable: loaders.stable, pinned: loaders.pinned?.html })}</script>`;
}
