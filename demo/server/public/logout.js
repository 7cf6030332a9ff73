// Signs out without a second click when a first-party app asked for it (see provider-pages.ts).
document.querySelector('[data-auto-submit]')?.click();
