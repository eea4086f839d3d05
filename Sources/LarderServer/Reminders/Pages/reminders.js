// The reminders pages' script: completing a reminder waits a few seconds, counting down with
// an undo button, before the completion is sent (as the original app did). Without the
// script the form posts at once.
(function () {
  "use strict";
  var seconds = 3;
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.reminderComplete !== "true") { return; }
    if (form.dataset.confirmed === "true") { return; }
    event.preventDefault();
    if (form.dataset.counting === "true") { return; }
    form.dataset.counting = "true";
    var row = form.closest("li");
    if (row) { row.classList.add("is-completing"); }
    var status = document.createElement("span");
    status.className = "reminder-countdown";
    status.setAttribute("role", "status");
    var undo = document.createElement("button");
    undo.type = "button";
    undo.className = "button button-secondary button-small reminder-undo";
    undo.textContent = form.dataset.undoLabel || "Undo";
    var left = seconds;
    function show() { status.textContent = (form.dataset.countdownLabel || "{0}").replace("{0}", String(left)); }
    show();
    form.after(status, undo);
    var timer = window.setInterval(function () {
      left -= 1;
      if (left > 0) { show(); return; }
      window.clearInterval(timer);
      form.dataset.confirmed = "true";
      form.submit();
    }, 1000);
    undo.addEventListener("click", function () {
      window.clearInterval(timer);
      form.dataset.counting = "false";
      if (row) { row.classList.remove("is-completing"); }
      status.remove();
      undo.remove();
    });
  });
})();
