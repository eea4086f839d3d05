// The Shopping tab's script: lists change in place and live, items swipe away, food
// suggestions while typing, the phone's share sheet. Every page works without it.
(function () {
  "use strict";
  // Forms on a list post in the background and the list (#shopping-list) is swapped in place;
  // every form still works without this, posting and coming back.
  function shoppingSection() { return document.getElementById("shopping-list"); }
  // A live update (someone's change, or the echo of one's own) keeps the message on screen, so an
  // "Undo" does not vanish under the finger; the answer to one's own form replaces it.
  function swapShopping(html, clearAdd, keepMessage) {
    var current = shoppingSection();
    var page = new DOMParser().parseFromString(html, "text/html");
    var fresh = page.getElementById("shopping-list");
    if (!current || !fresh) { return false; }
    var typed = current.querySelector("#shopping-add-text");
    var open = Array.prototype.map.call(current.querySelectorAll("details[open]"), function (details) {
      var row = details.closest("li");
      return row && row.id;
    });
    current.replaceWith(fresh);
    var input = fresh.querySelector("#shopping-add-text");
    if (input && typed && !clearAdd) { input.value = typed.value; }
    open.forEach(function (id) {
      var details = id && document.getElementById(id) && document.getElementById(id).querySelector("details");
      if (details) { details.open = true; }
    });
    var flash = page.querySelector("main > .flash:not(.offline-note)");
    if (!flash && keepMessage) { suggestFoods(fresh); return true; }
    document.querySelectorAll("main > .flash:not(.offline-note)").forEach(function (old) { old.remove(); });
    if (flash) { document.getElementById("content").insertBefore(flash, document.getElementById("content").firstChild); }
    suggestFoods(fresh);
    return true;
  }
  function reloadShopping() {
    fetch(window.location.href, { credentials: "same-origin", headers: { "Accept": "text/html", "X-Larder-Refresh": "live" } })
      .then(function (response) { return response.ok ? response.text() : Promise.reject(response.status); })
      .then(function (html) { swapShopping(html, false, true); })
      .catch(function () { /* the next change or a reload shows it */ });
  }
  document.addEventListener("submit", function (event) {
    var form = event.target;
    // The "Undo" beside the message after a removal is sent in place too.
    var inPlace = form.matches && (form.matches("form[data-shopping-form]") || (form.matches("form[data-in-place]") && shoppingSection()));
    if (!inPlace) { return; }
    event.preventDefault();
    if (!navigator.onLine && form.classList.contains("shopping-check-form")) { tickOffline(form); return; }
    var isAdd = form.classList.contains("shopping-add");
    fetch(form.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept": "text/html" },
      body: new URLSearchParams(new FormData(form)).toString()
    })
      .then(function (response) { return response.ok ? response.text() : Promise.reject(response.status); })
      .then(function (html) {
        if (!swapShopping(html, isAdd)) { window.location.reload(); return; }
        if (isAdd) { var input = document.getElementById("shopping-add-text"); if (input) { input.focus(); } }
      })
      .catch(function (failure) {
        // A network failure (not an answer) while ticking: kept, and sent when the connection returns.
        if (failure instanceof TypeError && form.classList.contains("shopping-check-form")) { tickOffline(form); return; }
        if (failure instanceof TypeError) { showOffline(); return; }
        window.location.reload();
      });
  });

  // Offline in the shop: a tick that cannot reach Larder is kept in this browser and sent when the
  // connection returns. A tick says "ticked" or "not ticked" (never "toggle"), so sending it late,
  // or twice, leaves the item as the person last left it.
  var QUEUE = "larder-shopping-queue";
  function queuedTicks() {
    try { return JSON.parse(localStorage.getItem(QUEUE) || "[]"); } catch (e) { return []; }
  }
  function keepTicks(ticks) {
    try { localStorage.setItem(QUEUE, JSON.stringify(ticks)); } catch (e) { /* private mode: nothing kept */ }
  }
  function showOffline() {
    document.querySelectorAll(".offline-note").forEach(function (note) { note.hidden = false; });
  }
  function showTick(form, checked) {
    var row = form.closest(".shopping-item");
    if (row) { row.classList.toggle("is-checked", checked); }
    var next = form.querySelector("input[name=checked]");
    if (next) { next.value = checked ? "false" : "true"; }
    var button = form.querySelector(".shopping-check");
    if (button) { button.setAttribute("aria-pressed", checked ? "true" : "false"); }
    var box = form.querySelector(".shopping-box");
    if (box) { box.textContent = checked ? "✓" : ""; }
  }
  function tickOffline(form) {
    var body = new URLSearchParams(new FormData(form));
    var action = new URL(form.action, window.location.href).pathname;
    var ticks = queuedTicks().filter(function (tick) { return tick.action !== action; });
    ticks.push({ action: action, body: body.toString(), checked: body.get("checked") === "true" });
    keepTicks(ticks);
    showTick(form, body.get("checked") === "true");
    showOffline();
  }
  // A page opened from the offline copy shows the ticks still waiting to be sent.
  function showQueuedTicks() {
    var ticks = queuedTicks();
    ticks.forEach(function (tick) {
      var form = document.querySelector('form.shopping-check-form[action="' + tick.action + '"]');
      if (form) { showTick(form, tick.checked); }
    });
    if (ticks.length && !navigator.onLine) { showOffline(); }
  }
  var sending = false;
  function sendQueuedTicks() {
    var ticks = queuedTicks();
    if (sending || !ticks.length || !navigator.onLine) { return; }
    sending = true;
    var tick = ticks[0];
    fetch(tick.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept": "text/html" }, body: tick.body
    })
      .then(function (response) {
        sending = false;
        // A server failure is tried again later; any other answer (sent, or the item is gone) ends it.
        if (response.status >= 500) { return; }
        keepTicks(queuedTicks().filter(function (queued) { return queued.action !== tick.action || queued.body !== tick.body; }));
        if (queuedTicks().length) { sendQueuedTicks(); return; }
        document.querySelectorAll(".offline-note").forEach(function (note) { note.hidden = true; });
        if (shoppingSection()) { reloadShopping(); }
      })
      .catch(function () { sending = false; });
  }
  // "online" fires only when the device's own connection comes back; a shop's Wi-Fi without a way
  // out never goes offline, so waiting ticks are also tried every 20 seconds.
  window.addEventListener("online", sendQueuedTicks);
  setInterval(function () { if (queuedTicks().length) { sendQueuedTicks(); } }, 20000);
  showQueuedTicks();
  sendQueuedTicks();

  // Live: a change by anyone in the household reloads the list — after the reader finishes
  // typing, so nothing half-typed is lost.
  var liveList = shoppingSection();
  if (liveList && window.EventSource) {
    var stale = false, pendingReload = null;
    var isTyping = function () {
      var active = document.activeElement;
      return active && active.closest && active.closest("#shopping-list") && active.matches("input, select, textarea");
    };
    var later = function () {
      if (isTyping()) { stale = true; return; }
      clearTimeout(pendingReload);
      pendingReload = setTimeout(reloadShopping, 150);
    };
    document.addEventListener("focusout", function () {
      setTimeout(function () { if (stale && !isTyping()) { stale = false; later(); } }, 0);
    });
    var source = new EventSource(liveList.getAttribute("data-shopping-events"));
    source.addEventListener("shopping", function (message) {
      var event;
      try { event = JSON.parse(message.data); } catch (e) { return; }
      var listId = shoppingSection() && shoppingSection().getAttribute("data-list-id");
      if (event.kind === "ping" || event.kind === "subscribed") { return; }
      if (event.listId && event.listId !== listId) { return; }
      if (event.kind === "list-deleted") { window.location.href = "/shopping"; return; }
      later();
    });
  }

  // Swipe an item to the left, past 40 % of its width (140 px at most), to take it off the
  // list: its own "Delete" form is sent (in the background, as above). A shorter swipe springs
  // back.
  window.larderSwipeRows({
    rows: "#shopping-list .shopping-item", direction: -1, farClass: "is-swiping-away", keepMoved: true,
    skip: function (row) { return row.querySelector("details[open]") !== null; },
    form: function (row) { return row.querySelector('form[action$="/delete"]'); }
  });

  // Food suggestions while typing an item: the words after the amount, looked up in the food table.
  function suggestFoods(root) {
    var input = root.querySelector && root.querySelector("input[data-food-suggest]");
    var list = input && document.getElementById(input.getAttribute("list"));
    if (!input || !list) { return; }
    var timer = null, latest = 0;
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var match = input.value.match(/^([\d\s.,\/½¼¾⅓⅔-]*(?:(?:g|kg|ml|l|cl|cups?|tbsp|tsp|oz|lb|г|кг|мл|л)\b\.?\s*)?)(.*)$/i);
      var amount = match ? match[1] : "", words = match ? match[2].trim() : "";
      if (words.length < 2) { list.textContent = ""; return; }
      timer = setTimeout(function () {
        var request = ++latest;
        fetch(input.getAttribute("data-food-suggest") + "?per=8&q=" + encodeURIComponent(words), { credentials: "same-origin" })
          .then(function (response) { return response.ok ? response.json() : Promise.reject(response.status); })
          .then(function (page) {
            if (request !== latest) { return; }
            list.textContent = "";
            (page.items || []).forEach(function (food) {
              var option = document.createElement("option");
              option.value = amount + food.name.split(",").slice(0, 2).join(",").trim();
              list.appendChild(option);
            });
          })
          .catch(function () { list.textContent = ""; });
      }, 250);
    });
  }
  suggestFoods(document);

  // The phone's own share sheet, where the browser has one.
  document.querySelectorAll("[data-share-text]").forEach(function (button) {
    if (!navigator.share) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      var target = document.getElementById(button.getAttribute("data-share-text"));
      navigator.share({ title: button.getAttribute("data-share-title") || "", text: target ? target.textContent : "" })
        .catch(function () { /* cancelled */ });
    });
  });
})();
