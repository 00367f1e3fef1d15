import Foundation
import ListshotText

/// The preview's HTML: the index of specs and one spec's page. Every name and message goes
/// through ``HTMLText/escape(_:)`` (text and attributes) or ``PreviewPath/encode(_:)`` (URLs).
///
/// ```swift
/// let html = PreviewPages.index(names: ["a.yaml"], leftOut: 0, notice: nil)
/// let withPreviews = PreviewPages.index(names: [], leftOut: 0, notice: nil, previews: PreviewPages.PreviewListing())
/// ```
package enum PreviewPages {
    static func page(title: String, spec: String?, notice: String?, body: String) -> String {
        let specAttribute = spec.map { " data-spec=\"\(HTMLText.escape($0))\"" } ?? ""
        let banner = notice.map { "<p class=\"warning\">\(HTMLText.escape($0))</p>\n" } ?? ""
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(HTMLText.escape(title))</title>
        <link rel="stylesheet" href="/preview.css"></head>
        <body\(specAttribute)>
        \(banner)\(body)
        <script src="/preview.js"></script>
        </body></html>
        """
    }

    /// The previews on the index (docs/preview.md, "Previews"): each with its name (the page's
    /// path), the Swift file it is grouped under and the title shown; and lines on the sources' state
    /// (the first build under way, a build that failed outside the user's files).
    package struct PreviewListing: Sendable, Equatable {
        package struct Item: Sendable, Equatable {
            package var name: String
            package var file: String
            package var title: String
            package var error: Bool
            package init(name: String, file: String, title: String, error: Bool) {
                self.name = name; self.file = file; self.title = title; self.error = error
            }
        }
        package var items: [Item] = []
        package var status: [String] = []
        package init(items: [Item] = [], status: [String] = []) { self.items = items; self.status = status }
    }

    /// The index: a search box, the specs grouped by folder, and the previews grouped by Swift file.
    /// With previews it listens for `""` events (a preview added or removed) and swaps in its new `#state`.
    package static func index(names: [String], leftOut: Int, notice: String?, previews: PreviewListing? = nil) -> String {
        var body = "<header><h1>Listshot preview</h1><input id=\"search\" type=\"search\" placeholder=\"Search specs\" autofocus></header>\n"
        if previews != nil { body += "<main id=\"state\">\n" }
        var folder: String?
        for name in names {
            let parent = (name as NSString).deletingLastPathComponent
            if parent != folder {
                if folder != nil { body += "</ul>\n" }
                body += "<h2 class=\"folder\">\(HTMLText.escape(parent.isEmpty ? "./" : parent + "/"))</h2>\n<ul class=\"specs\">\n"
                folder = parent
            }
            body += "<li data-name=\"\(HTMLText.escape(name))\"><a href=\"/spec/\(HTMLText.escape(PreviewPath.encode(name)))\">\(HTMLText.escape((name as NSString).lastPathComponent))</a></li>\n"
        }
        if folder != nil { body += "</ul>\n" }
        if leftOut > 0 { body += "<p class=\"warning\">\(leftOut) more specs are not listed (the preview serves \(PreviewCatalog.specLimit) at most).</p>\n" }
        if let previews {
            body += previewSection(previews)
            body += "</main>\n"
        }
        return page(title: "Listshot preview", spec: previews == nil ? nil : "", notice: notice, body: body)
    }

    /// The previews' part of the index: each Swift file a heading, its previews under it.
    static func previewSection(_ listing: PreviewListing) -> String {
        var body = "<section id=\"previews\">\n"
        for line in listing.status { body += "<p class=\"warning preview-status\">\(HTMLText.escape(line))</p>\n" }
        var file: String?
        for item in listing.items {
            if item.file != file {
                if file != nil { body += "</ul>\n" }
                body += "<h2 class=\"folder preview-file\">\(HTMLText.escape(item.file))</h2>\n<ul class=\"specs previews\">\n"
                file = item.file
            }
            let mark = item.error ? " <span class=\"warning\">does not build</span>" : ""
            body += "<li data-name=\"\(HTMLText.escape(item.name))\"><a href=\"/spec/\(HTMLText.escape(PreviewPath.encode(item.name)))\">\(HTMLText.escape(item.title))</a>\(mark)</li>\n"
        }
        if file != nil { body += "</ul>\n" }
        return body + "</section>\n"
    }

    /// One spec's page: the controls, then `#state` (the error, if any, and each variant), which
    /// the script replaces when the spec is rendered again.
    /// A variant with a reference in the catalog gets the Reference / Render / Diff toggle and its
    /// change list; one without says why (docs/preview.md, "Reference, render and diff").
    /// What a variant with a reference shows first: `?mode=reference|render|diff` in the page's URL.
    package enum Mode: String, Sendable, CaseIterable { case reference, render, diff }

    package static func spec(name: String, state: PreviewSpecState, references: PreviewReferenceTable, notice: String?,
                            mode: Mode = .render) -> String {
        let encoded = PreviewPath.encode(name)
        var body = """
        <header><a href="/">All specs</a><h1>\(HTMLText.escape(name))</h1>
        <label>Zoom <input id="zoom" type="range" min="25" max="400" step="25" value="100"></label>
        <label><input id="checker" type="checkbox"> Checkerboard</label>
        <span>Element: <output id="hover"></output></span></header>

        """
        body += "<main id=\"state\" data-version=\"\(state.version)\">\n"
        if let error = state.error {
            body += "<pre class=\"error\" id=\"error\">\(HTMLText.escape(error))</pre>\n"
        }
        if state.variantsLeftOut > 0 {
            let total = state.variants.count + state.variantsLeftOut
            body += "<p class=\"warning\" id=\"variants-left-out\">This spec declares \(total) variants; the preview shows the first \(state.variants.count). "
            body += "<code>listshot render</code> writes them all.</p>\n"
        }
        body += "<div id=\"variants\">\n"
        for variant in state.variants {
            let stem = HTMLText.escape(PreviewPath.encode(variant.stem))
            let base = HTMLText.escape(encoded)
            let image = "/image/\(base)/\(stem).png?v=\(state.version)"
            var shown = image
            body += "<figure class=\"variant\(state.error == nil ? "" : " stale")\" data-stem=\"\(HTMLText.escape(variant.stem))\">"
            body += "<figcaption>\(HTMLText.escape(variant.stem))</figcaption>\n"
            if let reference = references.byStem[variant.stem] {
                let block = referenceBlock(reference, image: image, diff: "/diff/\(base)/\(stem).png?v=\(state.version)",
                                           source: "/reference/\(base)/\(stem).png", mode: mode)
                body += block.html
                shown = block.shown
            } else {
                body += "<p class=\"no-reference\">\(HTMLText.escape(references.absent))</p>\n"
            }
            body += "<div class=\"canvas\"><img alt=\"\(HTMLText.escape(variant.stem))\" src=\"\(shown)\" data-w=\"\(PreviewJSON.number(variant.width))\" "
            body += "data-frames=\"/frames/\(base)/\(stem).json?v=\(state.version)\"></div></figure>\n"
        }
        body += "</div>\n</main>\n"
        return page(title: "\(name) · Listshot preview", spec: name, notice: notice, body: body)
    }

    /// The most change lines shown per variant; the rest are counted.
    static let changeLimit = 50

    /// The toggle (a mode only when its image can be made), the reference's problem and the change list,
    /// and the URL of the image shown first (`mode`'s when it can be made, else the render's).
    /// `image`, `diff` and `source` are URLs already escaped for an attribute.
    static func referenceBlock(_ reference: PreviewReference, image: String, diff: String, source: String,
                               mode: Mode = .render) -> (html: String, shown: String) {
        var buttons: [(Mode, String, String)] = []
        if reference.readable { buttons.append((.reference, source, "Reference")) }
        buttons.append((.render, image, "Render"))
        if reference.comparable { buttons.append((.diff, diff, "Diff")) }
        let pressed = buttons.contains { $0.0 == mode } ? mode : .render
        var block = "<div class=\"modes\" data-reference=\"\(HTMLText.escape(reference.key))\">"
        for (each, url, label) in buttons {
            block += "<button type=\"button\" aria-pressed=\"\(each == pressed)\" data-mode=\"\(each.rawValue)\" data-src=\"\(url)\">\(label)</button>"
        }
        block += "</div>\n"
        if let problem = reference.problem { block += "<p class=\"warning reference-problem\">\(HTMLText.escape(problem))</p>\n" }
        if reference.changes.isEmpty {
            block += "<p class=\"changes none\">No change against the reference's layout.</p>\n"
        } else {
            block += "<ul class=\"changes\">" + reference.changes.prefix(changeLimit).map { "<li>\(HTMLText.escape($0))</li>" }.joined()
            if reference.changes.count > changeLimit { block += "<li>… and \(reference.changes.count - changeLimit) more</li>" }
            block += "</ul>\n"
        }
        return (block, buttons.first { $0.0 == pressed }?.1 ?? image)
    }

    /// A variant's item frames for the pointer readout: `{"width":…,"height":…,"items":[[id,x,y,w,h],…]}`.
    package static func frames(_ variant: PreviewVariant) -> String {
        let items = variant.frames.map { item in
            "[\(PreviewJSON.string(item.id)),\(PreviewJSON.number(item.frame.x)),\(PreviewJSON.number(item.frame.y)),\(PreviewJSON.number(item.frame.width)),\(PreviewJSON.number(item.frame.height))]"
        }
        return "{\"width\":\(PreviewJSON.number(variant.width)),\"height\":\(PreviewJSON.number(variant.height)),\"items\":[\(items.joined(separator: ","))]}"
    }
}
