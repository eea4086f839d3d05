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

  // Swipe a reminder to the right, past 40 % of its width (140 px at most), to complete it: its
  // own "complete" form is submitted, so the countdown with undo above runs as for a tap. A
  // shorter swipe springs back.
  window.larderSwipeRows({
    rows: ".reminders-items li.reminder:not(.is-done)", direction: 1, farClass: "is-swiping-done",
    form: function (row) { return row.querySelector("form[data-reminder-complete]"); }
  });

  // A list sorted by hand: drag a row by its handle (mouse or finger) to a new place; the new
  // order is sent with the page's order form, and the page comes back in that order.
  var drag = null;
  document.addEventListener("pointerdown", function (event) {
    var handle = event.target.closest && event.target.closest(".reminder-handle");
    var items = handle && handle.closest("ul.reminders-items[data-reorder]");
    if (!items) { return; }
    event.preventDefault();
    drag = { row: handle.closest("li.reminder"), items: items, y: event.clientY };
    drag.row.classList.add("is-dragging");
  });
  document.addEventListener("pointermove", function (event) {
    if (!drag) { return; }
    drag.row.style.transform = "translateY(" + (event.clientY - drag.y) + "px)";
  });
  document.addEventListener("pointerup", function (event) {
    if (!drag) { return; }
    var row = drag.row, items = drag.items;
    drag = null;
    row.style.transform = "";
    row.classList.remove("is-dragging");
    var order = function () {
      return Array.prototype.map.call(items.querySelectorAll("li.reminder"), function (item) { return item.dataset.reminderId; }).join(",");
    };
    var was = order();
    var others = Array.prototype.filter.call(items.querySelectorAll("li.reminder"), function (other) { return other !== row; });
    var before = others.find(function (other) {
      var box = other.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    items.insertBefore(row, before || null);
    var form = document.querySelector("form.reminders-order");
    if (!form || order() === was) { return; }
    form.querySelector("input[name=ids]").value = order();
    form.submit();
  });
})();
