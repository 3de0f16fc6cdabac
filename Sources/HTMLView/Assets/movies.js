/* The movie pages' script: a view, like study.js. It shows states the presenter prepared
 * (texts, URLs, the next batch) and makes no decisions of its own.
 *
 * List pages: reaching the end of the list (or pressing "Load more movies") appends the next
 * page's movies in place. Each page N has a batch script page/N/batch.js that calls
 * window.movieList.receive(batch); it is loaded with a <script> element, which (unlike fetch)
 * also works for pages opened from disk. Loading shows a busy state; a missing file or a lost
 * connection shows an error with Retry. Without JavaScript the page links do the same job.
 *
 * Detail pages: the list beside the detail scrolls to the current movie.
 */
(function () {
  "use strict";

  function scrollCurrentIntoList() {
    var current = document.querySelector(".movie-split-list [aria-current]");
    if (!current) return;
    var list = current.closest(".movie-split-list");
    list.scrollTop = current.offsetTop - list.offsetTop - list.clientHeight / 3;
  }

  var section = document.querySelector("[data-movie-list]");
  scrollCurrentIntoList();
  if (!section) return;

  var items = section.querySelector("[data-items]");
  var loader = section.querySelector("[data-loader]");
  var loading = section.querySelector("[data-loading]");
  var failure = section.querySelector("[data-error]");
  var retry = section.querySelector("[data-retry]");
  var more = section.querySelector("[data-load-more]");
  var sentinel = section.querySelector("[data-sentinel]");
  var end = section.querySelector("[data-end]");
  var status = section.querySelector("[data-status]");
  var announcer = section.querySelector("[data-announcer]");
  var nextPageLink = document.querySelector("[data-pagination] [data-next-page]");

  var nextBatch = section.getAttribute("data-next-batch");
  var nextURL = nextBatch ? new URL(nextBatch, document.baseURI).href : null;
  var pending = null; // { url, script, focus } while a batch is loading
  var observer = null;

  function show(element, visible) {
    if (element) element.hidden = !visible;
  }

  /* idle: "Load more"; loading: busy message ("Load more" stays, inactive, so focus is never lost);
   * error: message and Retry; done: the end message. */
  function setState(state) {
    section.setAttribute("data-state", state);
    items.setAttribute("aria-busy", state === "loading" ? "true" : "false");
    show(loader, state !== "done");
    show(loading, state === "loading");
    show(failure, state === "error");
    show(more, state === "idle" || state === "loading");
    if (more) more.setAttribute("aria-disabled", state === "loading" ? "true" : "false");
    show(end, state === "done");
  }

  /* Relative URLs in a batch are relative to the batch script; make them absolute. */
  function rebase(fragment, base) {
    var attributes = ["href", "src"];
    attributes.forEach(function (name) {
      fragment.querySelectorAll("[" + name + "]").forEach(function (element) {
        element.setAttribute(name, new URL(element.getAttribute(name), base).href);
      });
    });
  }

  function load(moveFocus) {
    if (!nextURL || pending) return;
    var script = document.createElement("script");
    pending = { url: nextURL, script: script, focus: moveFocus };
    setState("loading");
    script.src = nextURL;
    script.async = true;
    script.onerror = function () { fail(script); };
    // A script that ran without calling receive() did not hold a batch either.
    script.onload = function () { if (pending && pending.script === script) fail(script); };
    document.head.appendChild(script);
  }

  function fail(script) {
    if (!pending || pending.script !== script) return;
    script.remove();
    pending = null;
    setState("error");
  }

  function receive(batch) {
    var script = document.currentScript;
    if (!pending || (script && script !== pending.script)) return;
    var base = pending.url;
    // Whoever pressed "Load more" (or waits on it) continues with the first movie loaded.
    var focus = pending.focus || (more && document.activeElement === more);
    pending.script.remove();
    pending = null;

    var template = document.createElement("template");
    template.innerHTML = batch.itemsHTML;
    rebase(template.content, base);
    var first = template.content.querySelector("a");
    items.appendChild(template.content);

    status.textContent = batch.status;
    announcer.textContent = batch.announcement;
    nextURL = batch.nextBatchURL ? new URL(batch.nextBatchURL, base).href : null;
    if (nextPageLink) {
      if (batch.nextPageURL) nextPageLink.href = new URL(batch.nextPageURL, base).href;
      else nextPageLink.parentElement.hidden = true;
    }
    try {
      history.replaceState(history.state, "", new URL(batch.pageURL, base).href);
    } catch (error) {
      // Browsers refuse to change a file:// page's URL; the list still works.
    }
    setState(nextURL ? "idle" : "done");
    if (focus && first) first.focus();
    watch();
  }

  /* Observing again reports the sentinel's visibility now, so a short list keeps loading. */
  function watch() {
    if (!observer) return;
    observer.unobserve(sentinel);
    if (nextURL) observer.observe(sentinel);
  }

  window.movieList = { receive: receive };
  section.classList.add("js-movie-list");
  if (more) more.addEventListener("click", function () { load(true); });
  if (retry) retry.addEventListener("click", function () { load(false); });
  if (!nextURL) {
    setState("done");
    return;
  }
  setState("idle");
  if ("IntersectionObserver" in window) {
    observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting && section.getAttribute("data-state") === "idle") load(false);
      });
    }, { rootMargin: "0px 0px 200px 0px" });
    watch();
  }
})();
