// The study view in the browser. It holds no rules of its own: the page carries every state the
// presenter prepared (which card, answer shown or not, labels, what each control leads to), and
// this script only moves between them. Without it, every card and answer is on the page.
(function () {
  "use strict";
  var study = document.querySelector("[data-study]");
  var data = document.getElementById("study-states");
  if (!study || !data) return;
  var states = JSON.parse(data.textContent);
  var cards = study.querySelectorAll("[data-card]");
  var finished = study.querySelector("[data-finished]");
  var controls = study.querySelector("[data-controls]");
  var status = study.querySelector("[data-status]");
  var announcer = study.querySelector("[data-announcer]");
  var buttons = {};
  study.querySelectorAll("[data-action]").forEach(function (button) {
    buttons[button.getAttribute("data-action")] = button;
    button.addEventListener("click", function () { go(button.getAttribute("data-action")); });
  });
  var current = states[0];

  function show(state) {
    current = state;
    cards.forEach(function (card, index) {
      var visible = index === state.card;
      card.hidden = !visible;
      card.querySelector("[data-answer]").open = visible && state.answerShown;
    });
    finished.hidden = !state.finished;
    controls.hidden = state.finished;
    status.textContent = state.counter;
    buttons.flip.textContent = state.flipLabel;
    buttons.flip.setAttribute("aria-expanded", String(state.answerShown));
    ["flip", "next", "previous", "restart"].forEach(function (action) {
      buttons[action].disabled = state[action] === null || state[action] === undefined;
    });
  }

  function go(action) {
    var target = current[action];
    if (target === null || target === undefined) return;
    var focused = document.activeElement;
    show(states[target]);
    announcer.textContent = current.announcement;
    if (current.finished) {
      buttons.restart.focus();
    } else if (action === "restart" || (focused && focused.disabled) || focused === buttons.restart) {
      buttons.flip.focus();
    }
  }

  function isTyping(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    var onControl = event.target && /^(BUTTON|A|SUMMARY)$/.test(event.target.tagName);
    var action = null;
    if (event.key === " " || event.key === "Enter") {
      if (onControl) return; // the focused control's own activation wins
      action = current.finished ? "restart" : "flip";
    } else if (event.key === "ArrowRight") {
      action = "next";
    } else if (event.key === "ArrowLeft") {
      action = "previous";
    }
    if (action === null) return;
    event.preventDefault();
    go(action);
  });

  document.documentElement.classList.add("js-study");
  status.hidden = false;
  show(current);
})();
