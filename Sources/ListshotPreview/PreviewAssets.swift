/// The preview page's style sheet and script, served as `/preview.css` and `/preview.js`
/// (docs/preview.md). Plain strings: the page loads nothing else.
enum PreviewAssets {
    static let css = """
    :root { color-scheme: light dark; --zoom: 1; font: 14px system-ui, sans-serif; }
    body { margin: 0; padding: 12px 16px; }
    header { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
    header h1 { font-size: 16px; margin: 0; }
    .warning { background: #fff3cd; color: #664d03; padding: 6px 10px; border-radius: 4px; }
    .error { background: #f8d7da; color: #58151c; padding: 8px 10px; border-radius: 4px; white-space: pre-wrap; font: 13px ui-monospace, monospace; }
    #variants { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { font: 12px ui-monospace, monospace; margin-bottom: 4px; }
    .canvas { display: inline-block; line-height: 0; }
    body.checker .canvas { background: repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .stale img { filter: grayscale(1); opacity: .45; }
    .stale figcaption::after { content: " (last good render)"; }
    #hover { font: 12px ui-monospace, monospace; min-width: 20em; }
    ul.specs { list-style: none; padding-left: 0; }
    ul.specs li { padding: 2px 0; }
    h2.folder { font-size: 13px; margin: 14px 0 4px; color: #666; }
    .modes button[aria-pressed=true] { font-weight: bold; }
    .changes { font: 12px ui-monospace, monospace; margin: 4px 0 0; padding-left: 16px; max-width: 40em; }
    .no-reference, .changes.none { font-size: 12px; color: #666; margin: 4px 0; max-width: 40em; }
    """

    static let js = """
    (function () {
      "use strict";
      var body = document.body;
      var frames = {};
      function zoom() {
        var z = Number((document.getElementById("zoom") || {}).value || 100) / 100;
        document.querySelectorAll("img[data-w]").forEach(function (img) {
          img.style.width = (Number(img.dataset.w) * z) + "px";
        });
      }
      var chosen = {};
      function show(button) {
        var figure = button.closest("figure"), img = figure.querySelector("img");
        img.src = button.dataset.src;
        figure.querySelectorAll(".modes button").forEach(function (b) { b.setAttribute("aria-pressed", String(b === button)); });
      }
      function bind() {
        document.querySelectorAll("img[data-frames]").forEach(function (img) {
          img.addEventListener("mousemove", function (event) {
            var url = img.dataset.frames;
            var show = function (list) {
              var x = event.offsetX / img.clientWidth * list.width, y = event.offsetY / img.clientHeight * list.height, hit = "";
              list.items.forEach(function (item) {
                if (x >= item[1] && y >= item[2] && x < item[1] + item[3] && y < item[2] + item[4]) { hit = item[0]; }
              });
              document.getElementById("hover").textContent = hit;
            };
            if (frames[url]) { show(frames[url]); return; }
            fetch(url).then(function (r) { return r.json(); }).then(function (list) { frames[url] = list; show(list); });
          });
        });
        document.querySelectorAll(".modes button").forEach(function (button) {
          button.addEventListener("click", function () {
            chosen[button.closest("figure").dataset.stem] = button.dataset.mode;
            show(button);
          });
        });
        // Each variant keeps the mode last chosen for it across re-renders (the page's `?mode=`
        // is drawn by the server, and refetched with the page).
        document.querySelectorAll("figure[data-stem]").forEach(function (figure) {
          var mode = chosen[figure.dataset.stem], button = mode && figure.querySelector(".modes button[data-mode=" + mode + "]");
          if (button) { show(button); }
        });
        zoom();
      }
      function refresh() {
        fetch(location.pathname + location.search, { cache: "no-store" }).then(function (r) { return r.text(); }).then(function (html) {
          var next = new DOMParser().parseFromString(html, "text/html").getElementById("state");
          var here = document.getElementById("state");
          if (next && here) {
            here.replaceWith(document.adoptNode(next)); frames = {}; bind();
            if (search) { search.dispatchEvent(new Event("input")); }
          }
        });
      }
      var zoomInput = document.getElementById("zoom");
      if (zoomInput) { zoomInput.addEventListener("input", zoom); }
      var checker = document.getElementById("checker");
      if (checker) { checker.addEventListener("change", function () { body.classList.toggle("checker", checker.checked); }); }
      var search = document.getElementById("search");
      if (search) {
        search.addEventListener("input", function () {
          var q = search.value.toLowerCase();
          document.querySelectorAll("ul.specs li").forEach(function (li) {
            li.hidden = li.dataset.name.toLowerCase().indexOf(q) < 0;
          });
        });
      }
      bind();
      if (body.dataset.spec !== undefined && window.EventSource) {
        var opened = false, delay = 500;
        var listen = function () {
          var source = new EventSource("/events");
          // A reconnection (the preview restarted, or the network dropped): renders may have been missed.
          source.addEventListener("open", function () { if (opened) { refresh(); } opened = true; delay = 500; });
          source.addEventListener("render", function (event) {
            if (JSON.parse(event.data) === body.dataset.spec) { refresh(); }
          });
          // A refused stream (every place taken: 503) is closed for good by the browser: try again later.
          source.addEventListener("error", function () {
            if (source.readyState === EventSource.CLOSED) {
              setTimeout(listen, delay);
              delay = Math.min(delay * 2, 8000);
            }
          });
        };
        listen();
      }
    })();
    """
}
