// Renders the TeX math of a deck page with KaTeX, which the build ships in assets/katex/ only
// when a deck has math. The build marks each formula as <span class="math"> ($…$) or
// <span class="math display"> ($$…$$) holding the TeX as written; only those are rendered, so a
// stray dollar sign is never math. Without KaTeX (or JavaScript) the TeX stays as written.
(function () {
  "use strict";
  if (!window.katex) return;
  document.querySelectorAll(".deck .math").forEach(function (element) {
    var display = element.classList.contains("display");
    var delimiter = display ? "$$" : "$";
    var tex = element.textContent.slice(delimiter.length, element.textContent.length - delimiter.length);
    try {
      window.katex.render(tex, element, { displayMode: display, throwOnError: false });
    } catch (error) {
      // A formula KaTeX cannot read stays as written.
    }
  });
})();
