/* The movie pages' script: a view, like study.js. It shows states the presenter prepared
 * (texts, URLs, the next batch) and makes no decisions of its own.
 *
 * List pages: reaching the end of the list (or pressing "Load more movies") appends the next
 * page's movies in place. Each page N has a batch script page/N/batch.js (page/N.js when the
 * site writes a file a page) that calls
 * window.movieList.receive(batch); it is loaded with a <script> element, which (unlike fetch)
 * also works for pages opened from disk. Loading shows a busy state; a missing file or a lost
 * connection shows an error with Retry. Without JavaScript the page links do the same job.
 *
 * The address follows the list (history.replaceState to page/N/index.html or page/N.html, which browsers refuse
 * for pages opened from disk) and the page links mark page N as the current one. A new address
 * would also be a new base for every relative URL of the page, and page/N/ is two folders below
 * the list's first page: links, stylesheets, icons, images, the scripts' own addresses (offline.js
 * finds the manifest and the worker from its src) would all point into folders that do not exist.
 * So before the address first moves, the page's base URL is pinned to the address it was loaded
 * from with a <base> element: every relative URL, already in the page or resolved later by any
 * script, keeps the meaning it was written with, and nothing is fetched again. Links to this
 * document itself ("#main", "") would then point to the first address, so they follow the
 * address instead. A batch's URLs are relative to its script and are made absolute.
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

  var pagination = document.querySelector("[data-pagination]");
  var nextPageLink = pagination && pagination.querySelector("[data-next-page]");

  // The address the page's relative URLs were written for (see pinBase).
  var pageBase = document.baseURI.split("#")[0];
  var pinned = false;
  var selfLinks = null; // with the base pinned by this script: [{ element, reference }] of "#id" and "" links
  var nextBatch = section.getAttribute("data-next-batch");
  var nextURL = nextBatch ? new URL(nextBatch, pageBase).href : null;
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

  /* --- URLs ------------------------------------------------------------------------------ */

  // Every attribute that holds one URL; srcset holds a list of them.
  var URL_ATTRIBUTES = ["href", "src", "poster", "action", "formaction", "data", "cite"];

  /* A reference to this document itself: "" or "#fragment". */
  function isSelfReference(value) {
    var trimmed = value.trim();
    return trimmed === "" || trimmed.charAt(0) === "#";
  }

  /* `value` made absolute against `base`; self references and absolute URLs are left as they are. */
  function absolute(value, base) {
    var trimmed = value.trim();
    if (isSelfReference(trimmed) || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return value;
    try {
      return new URL(trimmed, base).href;
    } catch (error) {
      return value;
    }
  }

  /* srcset: each candidate is a URL (a run of non-space characters; trailing commas end the
   * candidate), then descriptors up to the next comma outside parentheses. */
  function absoluteSrcset(value, base) {
    var output = "";
    var index = 0;
    var start;
    while (index < value.length) {
      start = index;
      while (index < value.length && /[\s,]/.test(value.charAt(index))) index++;
      output += value.slice(start, index);
      if (index >= value.length) break;
      start = index;
      while (index < value.length && !/\s/.test(value.charAt(index))) index++;
      var url = value.slice(start, index);
      var commas = /,*$/.exec(url)[0];
      output += absolute(url.slice(0, url.length - commas.length), base) + commas;
      if (commas) continue;
      start = index;
      var depth = 0;
      while (index < value.length && (value.charAt(index) !== "," || depth > 0)) {
        if (value.charAt(index) === "(") depth++;
        else if (value.charAt(index) === ")") depth--;
        index++;
      }
      output += value.slice(start, index);
    }
    return output;
  }

  /* Makes every URL in a batch's `fragment` absolute against the batch script's address. */
  function absolutize(fragment, base) {
    URL_ATTRIBUTES.forEach(function (name) {
      fragment.querySelectorAll("[" + name + "]").forEach(function (element) {
        var value = element.getAttribute(name);
        var made = absolute(value, base);
        if (made !== value) element.setAttribute(name, made);
      });
    });
    fragment.querySelectorAll("[srcset]").forEach(function (element) {
      var value = element.getAttribute("srcset");
      var made = absoluteSrcset(value, base);
      if (made !== value) element.setAttribute("srcset", made);
    });
  }

  /* Before the address first moves: the page's base URL stops depending on it. A page that has
   * its own <base> keeps it (made absolute, so it does not follow the address either). */
  function pinBase() {
    if (pinned) return;
    pinned = true;
    var base = document.querySelector("base[href]");
    if (base) {
      base.setAttribute("href", base.href);
      return;
    }
    selfLinks = [];
    collectSelfLinks(document);
    base = document.createElement("base");
    base.setAttribute("href", pageBase);
    document.head.insertBefore(base, document.head.firstChild);
  }

  /* Remembers the links to this document in `root`, once the base is pinned. */
  function collectSelfLinks(root) {
    if (!selfLinks) return;
    root.querySelectorAll("a[href], area[href]").forEach(function (element) {
      var reference = element.getAttribute("href");
      if (isSelfReference(reference)) selfLinks.push({ element: element, reference: reference.trim() });
    });
  }

  /* After the address moved: links to this document point to its new address. */
  function followAddress() {
    if (!selfLinks) return;
    var here = location.href.split("#")[0];
    selfLinks.forEach(function (link) {
      link.element.setAttribute("href", here + link.reference);
    });
  }

  /* The page links mark the page at `url` as the current one (and no other). A page the links
   * leave out (a gap, "…") is not marked. */
  function markCurrentPage(url) {
    if (!pagination) return;
    var current = url.split("#")[0];
    pagination.querySelectorAll("a[href]:not([data-previous-page]):not([data-next-page])").forEach(function (link) {
      if (link.href.split("#")[0] === current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
  }

  /* The head's <link rel="next"> follows the "Next page" link. */
  function setNextPageLink(url) {
    document.querySelectorAll("link[rel~='next']").forEach(function (link) {
      if (url) link.setAttribute("href", url);
      else link.remove();
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
    absolutize(template.content, base); // the batch's URLs are relative to the batch script
    var first = template.content.querySelector("a");
    pinBase();
    collectSelfLinks(template.content);
    items.appendChild(template.content);

    status.textContent = batch.status;
    announcer.textContent = batch.announcement;
    nextURL = batch.nextBatchURL ? new URL(batch.nextBatchURL, base).href : null;
    if (nextURL) section.setAttribute("data-next-batch", nextURL);
    else section.removeAttribute("data-next-batch");
    if (batch.paginationHTML && pagination) {
      // The page links as the page just loaded shows them: its number marked, its neighbours near.
      var pager = document.createElement("template");
      pager.innerHTML = batch.paginationHTML;
      absolutize(pager.content, base);
      var links = pagination.querySelector("ul");
      if (links) links.replaceWith(pager.content);
      nextPageLink = pagination.querySelector("[data-next-page]");
    }
    var nextPageURL = batch.nextPageURL ? new URL(batch.nextPageURL, base).href : null;
    if (nextPageLink) {
      if (nextPageURL) nextPageLink.href = nextPageURL;
      else nextPageLink.parentElement.hidden = true;
    }
    setNextPageLink(nextPageURL);
    var pageURL = new URL(batch.pageURL, base).href;
    markCurrentPage(pageURL);
    try {
      history.replaceState(history.state, "", pageURL);
    } catch (error) {
      // Browsers refuse to change a file:// page's URL; the list still works.
    }
    followAddress();
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
