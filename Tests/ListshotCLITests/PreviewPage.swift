import Foundation
import Testing

/// A spec's page of `listshot preview` open in headless Chromium (docs/preview.md), read
/// through `Runtime.evaluate` without reloading it.
///
/// ```swift
/// let page = PreviewPage(chrome: chrome, tab: try chrome.open(url, first: PreviewPage.watchEventSources))
/// let state = try page.wait("the first render", timeout: 30) { $0.loaded && $0.listening }
/// ```
struct PreviewPage {
    let chrome: HeadlessChromium
    let tab: HeadlessChromium.Tab

    /// What the page shows: `#state`'s version, `#error`'s text, the day image and whether it has loaded.
    struct State {
        var marked = false
        var version = -1
        var error: String?
        var source: String?
        var loaded = false
        var stale = false
        var greyed = false
        var stems: [String] = []
        var listening = false
        /// Each `EventSource`'s `readyState` (0 connecting, 1 open, 2 closed).
        var sources = ""
        var dom = ""
    }

    /// Keeps each `EventSource` the page opens in `window.__listshotSources`, so the test can
    /// wait until the page's stream is open.
    static let watchEventSources = """
    (function () {
      var Original = window.EventSource;
      if (!Original) { return; }
      window.__listshotSources = [];
      window.EventSource = function (url, options) {
        var source = new Original(url, options);
        window.__listshotSources.push(source);
        return source;
      };
      window.EventSource.prototype = Original.prototype;
    })();
    """

    static let read = """
    (function () {
      var state = document.getElementById("state"), error = document.getElementById("error");
      var img = document.querySelector('figure[data-stem="screen.day"] img'), figure = img && img.closest("figure");
      return {
        marked: window.__listshotMarker === "still open",
        version: state ? Number(state.dataset.version) : -1,
        error: error ? error.textContent : null,
        source: img ? img.getAttribute("src") : null,
        loaded: !!img && img.complete && img.naturalWidth > 0,
        stale: !!figure && figure.classList.contains("stale"),
        greyed: !!img && getComputedStyle(img).filter.indexOf("grayscale") >= 0,
        stems: Array.prototype.map.call(document.querySelectorAll("figure[data-stem]"), function (f) { return f.dataset.stem; }),
        listening: (window.__listshotSources || []).some(function (s) { return s.readyState === 1; }),
        sources: window.__listshotSources ? window.__listshotSources.map(function (s) { return s.readyState; }).join(",") : "not watched",
        dom: (state || document.documentElement).outerHTML.slice(0, 3000)
      };
    })()
    """

    func state() throws -> State {
        guard let value = try tab.evaluate(Self.read) as? [String: Any] else { return State() }
        return State(marked: value["marked"] as? Bool ?? false, version: value["version"] as? Int ?? -1,
                     error: value["error"] as? String, source: value["source"] as? String,
                     loaded: value["loaded"] as? Bool ?? false, stale: value["stale"] as? Bool ?? false,
                     greyed: value["greyed"] as? Bool ?? false,
                     stems: value["stems"] as? [String] ?? [], listening: value["listening"] as? Bool ?? false,
                     sources: value["sources"] as? String ?? "", dom: value["dom"] as? String ?? "")
    }

    /// Sets the marker that only this document holds: a reload or a navigation drops it.
    func mark() throws {
        _ = try tab.evaluate("window.__listshotMarker = \"still open\"")
        try #require(try state().marked)
    }

    /// Reads the page until `condition` holds (`timeout` seconds at most); once marked, a page
    /// that lost its marker (reloaded or navigated) fails at once.
    func wait(_ what: String, timeout: TimeInterval = 10, mustBeMarked: Bool = false, _ condition: (State) -> Bool) throws -> State {
        let deadline = Date().addingTimeInterval(timeout)
        var state = State()
        repeat {
            state = try self.state()
            if mustBeMarked && !state.marked {
                throw PreviewTestError("\(what): the page was reloaded or left (its marker is gone); navigations: \(chrome.navigations); DOM: \(state.dom)")
            }
            if condition(state) { return state }
            usleep(50_000)
        } while Date() < deadline
        throw PreviewTestError("\(what): not shown within \(Int(timeout)) s; page state: version \(state.version), error \(state.error ?? "none"), image \(state.source ?? "none") loaded \(state.loaded), event streams \(state.sources); script errors: \(chrome.exceptions); DOM: \(state.dom)")
    }

    /// Saves `text` as `name` and waits for the open page to show a newer render that meets `condition`.
    func save(_ scratch: Scratch, _ name: String, _ text: String, after state: State, _ what: String,
              until condition: @escaping (State) -> Bool) throws -> State {
        _ = try scratch.write(name, text)
        return try wait(what, mustBeMarked: true) { $0.version > state.version && condition($0) }
    }
}
