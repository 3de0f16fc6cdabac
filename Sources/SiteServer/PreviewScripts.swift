/// The scripts only the preview serves, under `/.site/` (a hidden folder, so no file of the
/// output can be served in their place). They are never written into the output.
enum PreviewScripts {
    /// Where the live-reload script is served.
    static let liveReloadPath = "/.site/live.js"
    /// Where pages listen for builds (server-sent events).
    static let eventsPath = "/.site/events"

    /// The tag injected into every page the preview serves, before its last `</body>`.
    static func tag(generation: Int) -> String {
        "<script src=\"\(liveReloadPath)\" data-generation=\"\(generation)\" defer></script>"
    }

    /// Injects the live-reload tag into `page`, a UTF-8 HTML document.
    static func inject(into page: [UInt8], generation: Int) -> [UInt8] {
        let tag = Array(self.tag(generation: generation).utf8)
        let closing = Array("</body>".utf8)
        guard page.count >= closing.count else { return page + tag }
        var index = page.count - closing.count
        while index >= 0 {
            if page[index] == closing[0], page[index..<index + closing.count].elementsEqual(closing) {
                return Array(page[..<index]) + tag + Array(page[index...])
            }
            index -= 1
        }
        return page + tag
    }

    /// Listens for builds: reloads the page when a newer build is there, shows the errors of a
    /// failed build over the page (a `role="alert"` panel, text only) until the next good build.
    static let liveReload = """
        (function () {
          "use strict";
          var script = document.currentScript;
          var served = Number(script.dataset.generation);
          var panel = null;
          function show(problem) {
            if (!panel) {
              panel = document.createElement("div");
              panel.id = "site-build-errors";
              panel.setAttribute("role", "alert");
              var style = panel.style;
              style.position = "fixed";
              style.inset = "0";
              style.zIndex = "2147483647";
              style.overflow = "auto";
              style.padding = "2rem";
              style.background = "#1b1b1b";
              style.color = "#ffffff";
              style.font = "15px/1.5 ui-monospace, monospace";
              var title = document.createElement("h2");
              title.textContent = "The site did not build";
              var errors = document.createElement("pre");
              errors.style.whiteSpace = "pre-wrap";
              var note = document.createElement("p");
              note.textContent = "You are seeing the last good build. Fix the content and save: this page reloads by itself.";
              panel.append(title, errors, note);
              document.body.appendChild(panel);
            }
            panel.querySelector("pre").textContent = problem;
          }
          function hide() {
            if (panel) {
              panel.remove();
              panel = null;
            }
          }
          var events = new EventSource(new URL("events", script.src).href);
          events.addEventListener("state", function (event) {
            var state = JSON.parse(event.data);
            if (state.generation !== served) {
              events.close();
              location.reload();
            } else if (state.problem) {
              show(state.problem);
            } else {
              hide();
            }
          });
        })();

        """

    /// Served as the site's service worker while previewing: it removes any worker and cache an
    /// earlier visit installed, so a reload always shows the newest build, never a cached one.
    /// Only this site's caches: the built worker names each with the site's address between
    /// spaces (the `service-worker` template); another site on the origin keeps its own.
    static let retiringServiceWorker = """
        self.addEventListener("install", function () { self.skipWaiting(); });
        self.addEventListener("activate", function (event) {
          var own = " " + new URL("./", self.location.href).href + " ";
          event.waitUntil(
            caches.keys()
              .then(function (names) {
                return Promise.all(names.filter(function (name) { return name.indexOf(own) >= 0; })
                  .map(function (name) { return caches.delete(name); }));
              })
              .then(function () { return self.registration.unregister(); })
          );
        });

        """

    /// The page served before the first build succeeds: the errors show over it.
    static func notBuiltPage(generation: Int) -> [UInt8] {
        Array("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
            <body><main><h1>The site is not built yet</h1><p>Fix the errors the terminal shows and save.</p></main>\(tag(generation: generation))</body></html>

            """.utf8)
    }
}
