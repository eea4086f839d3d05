// Larder's service worker: without a connection — in a shop's basement — the app shell, the
// shopping lists and the recipes opened lately stay readable. Pages come from the network whenever
// it answers; a copy is kept only of those pages. Served as /service-worker.js with the shell's
// fingerprinted addresses written in, so a new version of the app replaces the old shell.
"use strict";
var SHELL = ["__LARDER_SHELL__"];
var SHELL_CACHE = "larder-shell-__LARDER_VERSION__";
var PAGES_CACHE = "larder-pages";
var OFFLINE_PAGE = "/offline";
var KEPT_RECIPES = 30;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL_CACHE)
    .then(function (cache) { return cache.addAll(SHELL.concat([OFFLINE_PAGE])); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys()
    .then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("larder-shell-") === 0 && name !== SHELL_CACHE;
      }).map(function (name) { return caches.delete(name); }));
    })
    .then(function () { return self.clients.claim(); }));
});

function isRecipe(path) { return /^\/recipes\/[0-9A-Fa-f-]{36}$/.test(path); }
function keptOffline(path) { return path === "/" || path === "/shopping" || /^\/shopping\/lists\/[0-9A-Fa-f-]{36}$/.test(path) || isRecipe(path); }

// The oldest recipes go first once more than KEPT_RECIPES are kept.
function trimRecipes(cache) {
  return cache.keys().then(function (requests) {
    var recipes = requests.filter(function (request) { return isRecipe(new URL(request.url).pathname); });
    return Promise.all(recipes.slice(0, Math.max(0, recipes.length - KEPT_RECIPES)).map(function (request) { return cache.delete(request); }));
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) { return; }
  if (SHELL.indexOf(url.pathname) >= 0) {
    event.respondWith(caches.match(request).then(function (hit) { return hit || fetch(request); }));
    return;
  }
  var wantsPage = request.mode === "navigate" || (request.headers.get("Accept") || "").indexOf("text/html") >= 0;
  if (!wantsPage) { return; }
  var kept = keptOffline(url.pathname);
  event.respondWith(fetch(request)
    .then(function (response) {
      if (kept && response.ok && !response.redirected) {
        var copy = response.clone();
        caches.open(PAGES_CACHE).then(function (cache) { return cache.put(request, copy).then(function () { return trimRecipes(cache); }); });
      }
      return response;
    })
    .catch(function () {
      return caches.open(PAGES_CACHE)
        .then(function (cache) { return kept ? cache.match(request, { ignoreSearch: true }) : undefined; })
        .then(function (hit) { return hit || caches.match(OFFLINE_PAGE); })
        .then(function (hit) { return hit || Response.error(); });
    }));
});
