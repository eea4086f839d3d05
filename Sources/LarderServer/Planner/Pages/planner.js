// The week view's script: an entry dragged by its handle (mouse or finger) onto another slot
// moves there, sent with the entry's own move form, so the page comes back from the server as it
// now is. Without the script the move form does the same.
(function () {
  "use strict";
  var drag = null;
  document.addEventListener("pointerdown", function (event) {
    var handle = event.target.closest && event.target.closest(".planner-handle");
    var entry = handle && handle.closest(".planner-entry");
    if (!entry) { return; }
    event.preventDefault();
    drag = { entry: entry, x: event.clientX, y: event.clientY };
    entry.classList.add("is-dragging");
  });
  document.addEventListener("pointermove", function (event) {
    if (!drag) { return; }
    drag.entry.style.transform = "translate(" + (event.clientX - drag.x) + "px, " + (event.clientY - drag.y) + "px)";
  });
  document.addEventListener("pointerup", function (event) {
    if (!drag) { return; }
    var entry = drag.entry;
    drag = null;
    entry.style.visibility = "hidden";
    var under = document.elementFromPoint(event.clientX, event.clientY);
    entry.style.visibility = "";
    entry.style.transform = "";
    entry.classList.remove("is-dragging");
    var slot = under && under.closest(".planner-slot");
    var from = entry.closest(".planner-slot");
    var form = entry.querySelector("form[action$='/move']");
    if (!slot || !form || slot === from) { return; }
    form.querySelector("select[name=day]").value = slot.dataset.day;
    form.querySelector("select[name=meal]").value = slot.dataset.meal;
    entry.classList.add("is-moving");
    form.submit();
  });
})();
