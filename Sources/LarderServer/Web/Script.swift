/// The app's small script: progressive enhancement only; every page works without it.
enum Script {
    static let js = #"""
(function () {
  "use strict";
  document.documentElement.classList.add("js");

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

  // Destructive actions ask first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); }
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
})();
"""#
}
