// Offline support and installation, on every page. Over http(s) it links the web app manifest,
// registers the site's service worker, which stores the whole site after one visit, and asks the
// browser to keep that storage. Both files sit at the site root, found from this script's own
// address (assets/offline.js), so the site works under any sub-path.
//
// From file:// it does nothing: the pages already work from disk, and a manifest link there
// would only be refused by the browser (an error in the console), so the layout has none.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !/^https?:$/.test(location.protocol)) return;

  var manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = new URL("../manifest.webmanifest", script.src).href;
  document.head.appendChild(manifest);

  var workers = navigator.serviceWorker, storage = navigator.storage;
  if (workers) {
    // A rebuilt site's worker takes over open pages once its cache is complete; reload so this
    // page is wholly the new build and never mixes files of two builds. The first worker taking
    // control of a page that came from the network changes nothing and needs no reload.
    var hadController = !!workers.controller;
    var reloading = false;
    workers.addEventListener("controllerchange", () => {
      if (hadController && !reloading) {
        reloading = true;
        location.reload();
      }
      hadController = true;
    });
    workers.register(new URL("../sw.js", script.src).href).catch(() => {});
  }

  if (storage && storage.persist && storage.persisted) {
    storage.persisted().then((persisted) => persisted || storage.persist()).catch(() => {});
  }
})();
