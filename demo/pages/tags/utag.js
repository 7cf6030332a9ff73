// Tag-manager stand-in: the small part of a tag manager's `utag` API the account centre uses.
// `utag.view(data)` forwards a page view (page_name, current_url, tealium_event) to the analytics
// collector beside this script, as a track event named 'utag.view'.
(function () {
  'use strict';
  if (window.utag) return;
  var src = document.currentScript ? document.currentScript.src : location.href;
  var endpoint = new URL('/api/collect/track/', src).href;

  function send(eventName, data) {
    var payload = {
      event: eventName,
      properties: Object.assign({ distinct_id: 'tag-manager' }, data),
    };
    return fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([payload]),
      credentials: 'omit',
      keepalive: true,
    })
      .then(function (response) {
        if (!response.ok) console.error('Tag manager: bad HTTP status ' + response.status);
      })
      .catch(function (error) {
        // Like a real tag manager, a lost beacon (offline, the collector down) never becomes the
        // page's error: utag.view() is fire-and-forget for its callers.
        console.warn('Tag manager: ' + eventName + ' not sent', error);
      });
  }

  window.utag = {
    view: function (data) {
      return send('utag.view', data || {});
    },
    link: function (data) {
      return send('utag.link', data || {});
    },
  };
})();
