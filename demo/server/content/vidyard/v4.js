/*
 * Offline stand-in for the video provider's embed script (Vidyard "v4.js"). It offers the small
 * part of the provider's player API the hero uses: VidyardV4.api.renderPlayer({ uuid, container,
 * autoplay }) resolving to a player with on('ready' | 'playerComplete', callback), and
 * VidyardV4.api.destroyPlayer(player). Video ids resolve to media/<uuid>.webm next to this file.
 */
(function () {
  'use strict';

  var FALLBACK_TEXT = "Sorry, your browser doesn't support embedded videos.";
  var scriptUrl = (document.currentScript && document.currentScript.src) || window.location.href;
  var players = [];

  function Player(uuid, container, video) {
    this.uuid = uuid;
    this.container = container;
    this.element = video;
    this.listeners = { ready: [], playerComplete: [] };
    video.addEventListener('ended', this.emit.bind(this, 'playerComplete'));
  }
  Player.prototype.on = function (name, callback) {
    if (this.listeners[name]) this.listeners[name].push(callback);
  };
  Player.prototype.emit = function (name) {
    (this.listeners[name] || []).slice().forEach(function (callback) {
      callback();
    });
  };
  Player.prototype.play = function () {
    var video = this.element;
    return video.play().catch(function () {
      // Autoplay with sound may be refused; start muted, the controls can unmute.
      video.muted = true;
      return video.play().catch(function () {});
    });
  };
  Player.prototype.pause = function () {
    this.element.pause();
  };

  function renderPlayer(options) {
    return new Promise(function (resolve, reject) {
      var uuid = options && options.uuid;
      var container = options && options.container;
      if (!uuid || !/^[A-Za-z0-9_-]+$/.test(uuid) || !container) {
        reject(new Error('renderPlayer needs a valid uuid and a container'));
        return;
      }
      var video = document.createElement('video');
      video.className = 'vidyard-player';
      video.controls = true;
      video.playsInline = true;
      video.preload = 'auto';
      video.setAttribute('data-uuid', uuid);
      video.textContent = FALLBACK_TEXT;
      video.src = new URL('media/' + uuid + '.webm', scriptUrl).href;
      var player = new Player(uuid, container, video);
      video.addEventListener(
        'loadedmetadata',
        function () {
          players.push(player);
          player.emit('ready');
          if (options.autoplay) player.play();
          resolve(player);
        },
        { once: true },
      );
      video.addEventListener(
        'error',
        function () {
          video.remove();
          reject(new Error('Video ' + uuid + ' could not be loaded'));
        },
        { once: true },
      );
      container.appendChild(video);
    });
  }

  function destroyPlayer(player) {
    var index = players.indexOf(player);
    if (index >= 0) players.splice(index, 1);
    player.element.pause();
    player.element.removeAttribute('src');
    player.element.remove();
  }

  var api = {
    renderPlayer: renderPlayer,
    destroyPlayer: destroyPlayer,
    getPlayersByUUID: function (uuid) {
      return players.filter(function (player) {
        return player.uuid === uuid;
      });
    },
  };
  window.VidyardV4 = { api: api };
  if (typeof window.onVidyardAPI === 'function') window.onVidyardAPI(api);
})();
