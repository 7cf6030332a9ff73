// Applies the customer's colour scheme before first paint. Part of index.html's blocking head
// script (way-in.ts imports it; scripts/build/way-in-script.ts builds and minifies the two as one
// file, since the CSP forbids inline scripts), which runs before the stylesheet and the app.
// Plain script on purpose: theme-choice.test.ts and language.test.ts run this very file.
// The account centre's choice (System / Light / Dark, src/lib/browser/theme-choice.ts) is kept in
// localStorage; this file is the one place that turns it into <html data-theme> and the
// color-scheme meta (what the canvas shows before the CSS arrives). It follows the choice made
// in another tab, and in this one: the app announces its own change as a storage event.
(function () {
  var KEY = 'shs-theme';
  function apply(choice) {
    var root = document.documentElement;
    var meta = document.querySelector('meta[name="color-scheme"]');
    if (choice === 'light' || choice === 'dark') {
      root.setAttribute('data-theme', choice);
      if (meta) meta.setAttribute('content', choice);
    } else {
      root.removeAttribute('data-theme');
      if (meta) meta.setAttribute('content', 'light dark');
    }
  }
  function stored() {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null; // storage blocked: follow the system
    }
  }
  apply(stored());
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply(stored());
  });
})();

// The page's language before first paint (issue 28), so assistive technology and the browser
// (hyphenation, its translate offer) know it from the start: the customer's choice on this device
// (the cookie first, which the sign-in page's switch also writes, then localStorage), else the
// browser's first language the product speaks (en, es). The app decides the same way
// (src/lib/i18n/language.ts, src/lib/shared/i18n/locales.ts) and keeps <html lang> right after.
(function () {
  var KEY = 'shs-lang';
  var SPOKEN = ['en', 'es'];
  var cookie = (document.cookie.match(/(?:^|;\s*)shs-lang=([^;]*)/) || [])[1];
  var choice = null;
  try {
    choice = window.localStorage.getItem(KEY);
  } catch {
    choice = null; // storage blocked: the browser's languages decide
  }
  var tags = [cookie, choice].concat(Array.prototype.slice.call(navigator.languages || []));
  for (var i = 0; i < tags.length; i++) {
    var language = String(tags[i] || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    if (SPOKEN.indexOf(language) >= 0) {
      document.documentElement.lang = language;
      return;
    }
  }
})();
