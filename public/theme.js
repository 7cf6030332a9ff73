// Applies the customer's colour scheme before first paint. The CSP forbids inline scripts, so
// index.html loads this small same-origin file in <head>, before the stylesheet and the app.
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
