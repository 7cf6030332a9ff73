// The configurator's form (/demo/configurator, rendered by demo/server/configurator.ts): every
// change is checked, applied to this page's own <shs-header> (attributes, and the theme's custom
// properties through the CSSOM, which the strict CSP allows), and written into the snippet. A value
// that does not parse says so under its field, stays in the field, and is left out of both.
const form = document.getElementById('configurator');
const header = document.querySelector('shs-header');
const snippet = document.getElementById('snippet');
const copyButton = document.getElementById('copy-snippet');
const copyStatus = document.getElementById('copy-status');
const loaders = JSON.parse(document.getElementById('configurator-loaders').textContent);

/** The CSS property whose values CSS.supports checks a theme value against, by syntax. */
const PROBE = { '<color>': 'color', '<length>': 'width', '<family-name>#': 'font-family' };
const KIND = { '<color>': 'a colour', '<length>': 'a length', '<family-name>#': 'a font list' };

const controls = () => [...form.querySelectorAll('[data-kind]')];

function showError(control, message) {
  const error = document.getElementById(`${control.id}-error`);
  error.textContent = message;
  error.hidden = !message;
  if (message) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}

/** A control's value for the header, or undefined (empty, or not valid: then it says why). */
function valueOf(control) {
  if (control.type === 'checkbox') return control.checked ? 'true' : undefined;
  if (control.type === 'number' && control.validity.badInput) {
    showError(control, 'Not a number: left out until it is one.');
    return undefined;
  }
  const value = control.value.trim();
  showError(control, '');
  if (!value) return undefined;
  if (control.dataset.type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      showError(control, 'Not valid JSON: left out until it parses.');
      return undefined;
    }
  }
  if (control.dataset.type === 'number' && !/^\d+$/.test(value)) {
    showError(control, 'Not a whole number of 0 or more: left out until it is one.');
    return undefined;
  }
  const syntax = control.dataset.syntax;
  // No ; { } < > either: the value goes into a <style> rule of the snippet.
  if (syntax && (/[;{}<>]/.test(value) || !CSS.supports(PROBE[syntax], value))) {
    showError(control, `Not ${KIND[syntax]}: the default stays until it is one.`);
    return undefined;
  }
  return value;
}

/** An attribute as a host page writes it: JSON in single quotes, text in double quotes. */
function attributeText(name, value, type) {
  if (type === 'json')
    return `${name}='${value.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`;
  return `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}

function snippetText(attributes, theme) {
  const loader = form.ownerDocument.querySelector('input[name="loader"]:checked').value;
  const lines = [loaders[loader] ?? loaders.stable];
  if (theme.length > 0)
    lines.push(
      '<style>',
      '  shs-header {',
      ...theme.map(([name, value]) => `    ${name}: ${value};`),
      '  }',
      '</style>',
    );
  const attrs = attributes.map(([name, value, type]) => `\n  ${attributeText(name, value, type)}`);
  lines.push(`<shs-header${attrs.join('')}${attrs.length ? '\n' : ''}></shs-header>`);
  return lines.join('\n');
}

function update() {
  const attributes = [];
  const theme = [];
  for (const control of controls()) {
    const value = valueOf(control);
    if (control.dataset.kind === 'theme') {
      if (value === undefined) header.style.removeProperty(control.name);
      else {
        header.style.setProperty(control.name, value);
        theme.push([control.name, value]);
      }
    } else if (value === undefined) header.removeAttribute(control.name);
    else {
      header.setAttribute(control.name, value);
      attributes.push([control.name, value, control.dataset.type]);
    }
  }
  snippet.textContent = snippetText(attributes, theme);
  copyStatus.textContent = '';
}

// A colour picker fills its text field (and a valid hex typed there moves the picker).
for (const picker of form.querySelectorAll('[data-picker-for]')) {
  const field = document.getElementById(picker.dataset.pickerFor);
  picker.addEventListener('input', () => {
    field.value = picker.value;
    update();
  });
  field.addEventListener('input', () => {
    if (/^#[0-9a-f]{6}$/i.test(field.value.trim())) picker.value = field.value.trim();
  });
}

form.addEventListener('input', update);
form.addEventListener('change', update);
form.addEventListener('submit', (event) => event.preventDefault());
for (const radio of document.querySelectorAll('input[name="loader"]'))
  radio.addEventListener('change', update);

copyButton.addEventListener('click', async () => {
  copyStatus.textContent = '';
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copyStatus.textContent = 'Copied';
  } catch {
    // No clipboard (permission, insecure context): select the text for a manual copy.
    getSelection().selectAllChildren(snippet);
    copyStatus.textContent = 'Could not copy: the snippet is selected, copy it with your keyboard.';
  }
});

update();
