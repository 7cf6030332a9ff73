// /demo/analytics/: adds newly received events to the top of the list every 3 seconds.
(function () {
  'use strict';
  var list = document.getElementById('events');
  var count = document.getElementById('event-count');
  if (!list) return;

  function lastId() {
    var first = list.querySelector('[data-id]');
    return first ? Number(first.getAttribute('data-id')) : 0;
  }

  function item(event) {
    var li = document.createElement('li');
    li.className = 'event';
    li.setAttribute('data-id', String(event.id));
    var title = document.createElement('h2');
    title.className = 'event__title';
    var name = document.createElement('span');
    name.className = 'event__name';
    name.textContent = event.event || event.endpoint;
    var meta = document.createElement('span');
    meta.className = 'event__meta';
    meta.textContent =
      event.endpoint +
      ' · ' +
      event.receivedAt +
      (event.distinctId ? ' · ' + event.distinctId : '');
    title.append(name, ' ', meta);
    var pre = document.createElement('pre');
    pre.className = 'event__properties';
    pre.textContent = JSON.stringify(event.properties, null, 2);
    li.append(title, pre);
    return li;
  }

  function poll() {
    fetch('/api/collect/events?afterId=' + lastId(), { cache: 'no-store' })
      .then(function (response) {
        return response.ok ? response.json() : { events: [] };
      })
      .then(function (body) {
        var events = body.events || [];
        for (var i = events.length - 1; i >= 0; i -= 1)
          list.insertBefore(item(events[i]), list.firstChild);
        if (events.length && count) {
          var shown = list.children.length;
          count.textContent = shown + ' event' + (shown === 1 ? '' : 's') + ' shown.';
        }
      })
      .catch(function () {
        // The server is restarting: try again on the next tick.
      })
      .finally(function () {
        setTimeout(poll, 3000);
      });
  }
  setTimeout(poll, 3000);
})();
