// The app's small script: progressive enhancement only; every page works without it.
// Served as one file with the modules' scripts after it (Shopping/Pages/shopping.js).
// A row swiped sideways with a finger, past 40 % of its width (140 px at most), does its
// form's action; a shorter swipe springs back. Rows match `options.rows`; `options.direction` is
// 1 (to the right) or -1 (to the left); `options.form(row)` is the form to submit.
window.larderSwipeRows = function (options) {
  "use strict";
  var swipe = null;
  var farEnough = function (row, dx) { return dx * options.direction > Math.min(row.offsetWidth * 0.4, 140); };
  document.addEventListener("touchstart", function (event) {
    var row = event.target.closest && event.target.closest(options.rows);
    swipe = row && event.touches.length === 1 && !(options.skip && options.skip(row))
      ? { row: row, x: event.touches[0].clientX, y: event.touches[0].clientY, dx: 0, sideways: null } : null;
  }, { passive: true });
  document.addEventListener("touchmove", function (event) {
    if (!swipe) { return; }
    var dx = event.touches[0].clientX - swipe.x, dy = event.touches[0].clientY - swipe.y;
    if (swipe.sideways === null && Math.abs(dx) + Math.abs(dy) > 10) { swipe.sideways = Math.abs(dx) > Math.abs(dy); }
    if (!swipe.sideways) { return; }
    swipe.dx = options.direction > 0 ? Math.max(0, dx) : Math.min(0, dx);
    swipe.row.style.transform = "translateX(" + swipe.dx + "px)";
    swipe.row.classList.toggle(options.farClass, farEnough(swipe.row, swipe.dx));
  }, { passive: true });
  document.addEventListener("touchend", function () {
    if (!swipe) { return; }
    var row = swipe.row, far = swipe.sideways && farEnough(row, swipe.dx);
    var form = far && options.form(row);
    swipe = null;
    if (options.keepMoved && form && form.requestSubmit) { form.requestSubmit(); return; }
    row.style.transform = "";
    row.classList.remove(options.farClass);
    if (form && form.requestSubmit) { form.requestSubmit(); }
  });
};

(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // Offline: the service worker keeps the shell, the shopping lists and recently opened recipes.
  // Signing out forgets them (the answer also says Clear-Site-Data, which not every browser heeds).
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/service-worker.js").catch(function () { /* the app works without it */ });
  }
  document.addEventListener("submit", function (event) {
    if (event.target.matches && event.target.matches("form[action='/logout']")) {
      if (window.caches) { caches.delete("larder-pages"); }
      try { localStorage.removeItem("larder-shopping-queue"); } catch (e) { /* private mode */ }
    }
  });

  // A field that belongs to one choice of a select (`data-shown-when="heightUnit=cm"`: height in
  // centimetres, or in feet and inches) shows only while that choice is made. Without the script
  // every field shows, and the server reads the chosen ones.
  document.querySelectorAll("[data-shown-when]").forEach(function (field) {
    var rule = field.getAttribute("data-shown-when").split("=");
    var form = field.closest("form");
    var select = form && form.querySelector("select[name='" + rule[0] + "']");
    if (!select) { return; }
    var update = function () { field.hidden = select.value !== rule[1]; };
    select.addEventListener("change", update);
    update();
  });

  // Language: submit the switcher as soon as a language is picked.
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });

  // Theme: cycle automatic → dark → light without a page load; the form still works without JS.
  var order = ["auto", "dark", "light"];
  document.querySelectorAll("[data-theme-toggle]").forEach(function (button) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      var root = document.documentElement;
      var current = root.getAttribute("data-theme") || "auto";
      var next = order[(order.indexOf(current) + 1) % order.length];
      root.setAttribute("data-theme", next);
      document.cookie = "larder_theme=" + next + "; path=/; max-age=31536000; samesite=lax";
      var label = button.querySelector(".theme-label");
      var names = button.getAttribute("data-theme-names");
      if (label && names) { label.textContent = JSON.parse(names)[next]; }
    });
  });

  // Destructive actions ask first, in the app's own dialog (#confirm-dialog, in the reader's
  // language); the form is sent again once the answer is yes.
  var dialog = document.getElementById("confirm-dialog");
  function askFirst(question, then) {
    if (!dialog || !dialog.showModal) { if (window.confirm(question)) { then(); } return; }
    dialog.querySelector(".confirm-dialog-message").textContent = question;
    dialog.querySelector("[data-confirm-ok]").onclick = function () { dialog.close(); then(); };
    dialog.querySelector("[data-confirm-cancel]").onclick = function () { dialog.close(); };
    dialog.showModal();
    dialog.querySelector("[data-confirm-ok]").focus();
  }
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.getAttribute("data-confirmed") === "true") { form.removeAttribute("data-confirmed"); return; }
      event.preventDefault();
      event.stopImmediatePropagation();
      var submitter = event.submitter;
      askFirst(form.getAttribute("data-confirm"), function () {
        form.setAttribute("data-confirmed", "true");
        if (form.requestSubmit) { form.requestSubmit(submitter || undefined); } else { form.submit(); }
      });
    });
  });

  // Copy buttons (device id and secret).
  document.querySelectorAll("[data-copy]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var target = document.getElementById(button.getAttribute("data-copy"));
      if (!target) { return; }
      var text = target.textContent.trim();
      var done = function () {
        var original = button.textContent;
        button.textContent = button.getAttribute("data-copied") || "✓";
        setTimeout(function () { button.textContent = original; }, 1500);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done);
      } else {
        var range = document.createRange();
        range.selectNodeContents(target);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        try { document.execCommand("copy"); done(); } catch (e) { /* the text stays selected for manual copying */ }
      }
    });
  });

  // ── Recipes ──────────────────────────────────────────────────────────

  // Servings stepper and measure toggle: fetch the same page with the new address and swap in
  // just the panel (the links and the form work on their own without this).
  function swap(url, selector) {
    var focused = document.activeElement && document.activeElement.id;
    fetch(url, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) { return response.ok ? response.text() : Promise.reject(response.status); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").querySelector(selector);
        var current = document.querySelector(selector);
        if (!fresh || !current) { window.location.href = url; return; }
        current.replaceWith(fresh);
        history.replaceState(null, "", url);
        var again = focused && document.getElementById(focused);
        if (again) { again.focus(); }
      })
      .catch(function () { window.location.href = url; });
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-swap]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey) { return; }
    event.preventDefault();
    swap(link.href, link.getAttribute("data-swap"));
  });
  function swapForm(form) {
    var query = new URLSearchParams(new FormData(form)).toString();
    swap(form.action + (query ? "?" + query : ""), form.getAttribute("data-swap-form"));
  }
  document.addEventListener("submit", function (event) {
    if (event.target.matches && event.target.matches("form[data-swap-form]")) {
      event.preventDefault();
      swapForm(event.target);
    }
  });
  var swapTimer = null;
  document.addEventListener("input", function (event) {
    var form = event.target.form;
    if (!form || !form.matches("form[data-swap-form]") || !event.target.checkValidity()) { return; }
    clearTimeout(swapTimer);
    swapTimer = setTimeout(function () { swapForm(form); }, 400);
  });

  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.addEventListener("click", function () { window.print(); });
  });

  // The recipe form: read the ingredient lines as they are typed and show how each one reads.
  document.querySelectorAll("textarea[data-parse-endpoint]").forEach(function (area) {
    var preview = document.getElementById(area.getAttribute("data-preview"));
    if (!preview) { return; }
    var body = preview.querySelector("tbody");
    var pending = null;
    var latest = 0;
    function cell(row, text, className) {
      var td = document.createElement("td");
      td.textContent = text || "";
      if (className) { td.className = className; }
      row.appendChild(td);
      return td;
    }
    function render(lines) {
      body.textContent = "";
      lines.forEach(function (line) {
        var row = document.createElement("tr");
        if (line.kind === "section") {
          row.className = "preview-section";
          cell(row, line.text).colSpan = 4;
        } else {
          cell(row, line.amount, "preview-amount");
          var name = cell(row, line.name, "preview-name");
          if (line.optional) {
            var badge = document.createElement("span");
            badge.className = "badge";
            badge.textContent = preview.getAttribute("data-optional");
            name.appendChild(document.createTextNode(" "));
            name.appendChild(badge);
          }
          cell(row, line.note, "preview-note");
          cell(row, line.foodName || preview.getAttribute("data-not-linked"), line.foodName ? "preview-food" : "preview-food row-meta");
        }
        body.appendChild(row);
      });
      preview.hidden = lines.length === 0;
    }
    function parse() {
      var lines = area.value.split(/\r?\n/).filter(function (line) { return line.trim() !== ""; })
        .slice(0, 200).map(function (line) { return line.slice(0, 500); });
      if (lines.length === 0) { render([]); return; }
      var request = ++latest;
      fetch(area.getAttribute("data-parse-endpoint"), {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify({ lines: lines })
      })
        .then(function (response) { return response.ok ? response.json() : Promise.reject(response.status); })
        .then(function (result) { if (request === latest) { render(result.lines || []); } })
        .catch(function () { /* the table shows after saving instead */ });
    }
    area.addEventListener("input", function () {
      clearTimeout(pending);
      pending = setTimeout(parse, 350);
    });
  });

  // Cooking mode: one step at a time, the screen kept awake, and countdowns for step timers.
  document.querySelectorAll("[data-cook]").forEach(function (cook) {
    var steps = Array.prototype.slice.call(cook.querySelectorAll("[data-cook-step]"));
    var previous = cook.querySelector("[data-cook-previous]");
    var next = cook.querySelector("[data-cook-next]");
    var done = cook.querySelector("[data-cook-done]");
    var tray = cook.querySelector(".timer-tray");
    var current = 0;
    if (steps.length === 0) { return; }
    cook.classList.add("is-stepping");
    function show(index) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      steps.forEach(function (step, i) { step.classList.toggle("is-current", i === current); });
      previous.disabled = current === 0;
      next.hidden = current === steps.length - 1;
      done.hidden = current !== steps.length - 1;
      history.replaceState(null, "", "#" + steps[current].id);
      window.scrollTo(0, 0);
    }
    var fromHash = steps.findIndex(function (step) { return "#" + step.id === window.location.hash; });
    show(fromHash < 0 ? 0 : fromHash);
    previous.addEventListener("click", function () { show(current - 1); });
    next.addEventListener("click", function () { show(current + 1); });
    document.addEventListener("keydown", function (event) {
      if (event.target.closest && event.target.closest("input, textarea, select")) { return; }
      if (event.key === "ArrowRight") { show(current + 1); }
      if (event.key === "ArrowLeft") { show(current - 1); }
    });
    var touchX = null;
    cook.addEventListener("touchstart", function (event) { touchX = event.touches[0].clientX; }, { passive: true });
    cook.addEventListener("touchend", function (event) {
      if (touchX === null) { return; }
      var moved = event.changedTouches[0].clientX - touchX;
      if (Math.abs(moved) > 70) { show(current + (moved < 0 ? 1 : -1)); }
      touchX = null;
    });

    // Keep the screen on while cooking; browsers drop the lock when the page is hidden.
    var root = document.documentElement;
    root.setAttribute("data-wake-lock", "unavailable");
    function keepAwake() {
      if (!("wakeLock" in navigator) || document.visibilityState !== "visible") { return; }
      navigator.wakeLock.request("screen").then(function (lock) {
        root.setAttribute("data-wake-lock", "held");
        lock.addEventListener("release", function () { root.setAttribute("data-wake-lock", "released"); });
      }).catch(function () { root.setAttribute("data-wake-lock", "refused"); });
    }
    keepAwake();
    document.addEventListener("visibilitychange", keepAwake);

    var audio = null;
    function ring() {
      if (navigator.vibrate) { navigator.vibrate([400, 200, 400, 200, 400]); }
      if (!audio) { return; }
      [0, 0.5, 1].forEach(function (delay) {
        var oscillator = audio.createOscillator();
        var gain = audio.createGain();
        var start = audio.currentTime + delay;
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
        oscillator.connect(gain);
        gain.connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(start + 0.4);
      });
    }
    function clock(seconds) {
      var h = Math.floor(seconds / 3600), m = Math.floor(seconds % 3600 / 60), s = seconds % 60;
      var pad = function (n) { return (n < 10 ? "0" : "") + n; };
      return h > 0 ? h + ":" + pad(m) + ":" + pad(s) : m + ":" + pad(s);
    }
    cook.querySelectorAll("[data-timer]").forEach(function (button) {
      var total = parseInt(button.getAttribute("data-timer"), 10);
      var face = button.querySelector(".timer-clock");
      var step = steps.indexOf(button.closest("[data-cook-step]"));
      var ticking = null, trayItem = null;
      function reset() {
        clearInterval(ticking);
        ticking = null;
        button.classList.remove("is-running", "is-done");
        face.textContent = clock(total);
        if (trayItem) { trayItem.remove(); trayItem = null; }
      }
      function start() {
        var ends = Date.now() + total * 1000;
        button.classList.add("is-running");
        trayItem = document.createElement("button");
        trayItem.type = "button";
        trayItem.className = "timer-tray-item";
        trayItem.addEventListener("click", function () { show(step); if (button.classList.contains("is-done")) { reset(); } });
        tray.appendChild(trayItem);
        function tick() {
          var left = Math.max(0, Math.round((ends - Date.now()) / 1000));
          face.textContent = left > 0 ? clock(left) : cook.getAttribute("data-timer-done");
          trayItem.textContent = face.textContent + " · " + button.getAttribute("data-timer-label");
          if (left === 0) {
            clearInterval(ticking);
            button.classList.remove("is-running");
            button.classList.add("is-done");
            trayItem.classList.add("is-done");
            ring();
          }
        }
        tick();
        ticking = setInterval(tick, 250);
      }
      button.addEventListener("click", function () {
        // A tap is the user gesture browsers want before a page may make sound.
        var Context = window.AudioContext || window.webkitAudioContext;
        if (!audio && Context) { try { audio = new Context(); } catch (e) { audio = null; } }
        if (audio && audio.state === "suspended") { audio.resume(); }
        if (ticking || button.classList.contains("is-done")) { reset(); } else { start(); }
      });
    });
  });

  // Slow forms (generating, importing): the button says it is working and is not pressed twice.
  document.addEventListener("submit", function (event) {
    var button = event.target.querySelector && event.target.querySelector("button[data-busy]");
    if (!button || event.defaultPrevented) { return; }
    button.textContent = button.getAttribute("data-busy");
    setTimeout(function () { button.disabled = true; }, 0);
  });
})();
