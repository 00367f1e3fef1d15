import Foundation

/// Answers every request from the server's tables: a path is split into a route and a spec path
/// decoded once, and the spec path is looked up in the catalog. Nothing is read from disk here,
/// so `..`, encoded or doubly encoded traversal, symlinks out and absolute paths all find no entry
/// and get 404 (docs/preview.md, "Safety").
struct PreviewHandler: Sendable {
    let server: PreviewServer

    func answer(_ request: HTTPRequest) -> HTTPAnswer {
        if request.path == "/events" {
            guard let queue = server.events.listen() else {
                // Every place is taken: the page's script retries (docs/preview.md, "Watching").
                return .response(.text(.serviceUnavailable, "Too many pages listen for renders; this one retries.\n", headers: [("Retry-After", "2")]))
            }
            return .stream(queue)
        }
        return .response(respond(request))
    }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        // The path as sent: `..` and percent-encoding untouched until PreviewPath decodes it once.
        let raw = request.path
        switch raw {
        case "/":
            let catalog = server.catalog.withLock { $0 }
            return html(PreviewPages.index(names: catalog.names, leftOut: catalog.leftOut, notice: server.notice,
                                           previews: server.previewListing()))
        case "/preview.css": return text(PreviewAssets.css, type: "text/css; charset=utf-8")
        case "/preview.js": return text(PreviewAssets.js, type: "text/javascript; charset=utf-8")
        default: break
        }
        if let name = route(raw, "/spec/"), let state = server.state(name) {
            let mode = request.queryValue("mode").flatMap { PreviewPages.Mode(rawValue: $0) } ?? .render
            return html(PreviewPages.spec(name: name, state: state, references: references(name, state), notice: server.notice, mode: mode))
        }
        // A reference and its diff: the spec and stem are looked up in the tables, then in the manifest.
        if let (name, stem) = variantRoute(raw, "/reference/", ext: ".png"), let state = server.state(name),
           let reference = references(name, state, only: stem).byStem[stem] {
            return png(server.references.image(reference))
        }
        if let (name, stem) = variantRoute(raw, "/diff/", ext: ".png"), let state = server.state(name),
           let variant = state.variants.first(where: { $0.stem == stem }), let reference = references(name, state, only: stem).byStem[stem] {
            return png(server.references.diff(spec: name, version: state.version, variant: variant, reference: reference))
        }
        if let (name, stem) = variantRoute(raw, "/image/", ext: ".png"), let variant = variant(name, stem) {
            return HTTPResponse(.ok, type: "image/png", body: variant.png)
        }
        if let (name, stem) = variantRoute(raw, "/frames/", ext: ".json"), let variant = variant(name, stem) {
            return text(PreviewPages.frames(variant), type: "application/json")
        }
        return .text(.notFound, "Not found\n")
    }

    /// The spec path after `prefix`, decoded once; nil when the path does not start so.
    func route(_ raw: String, _ prefix: String) -> String? {
        guard raw.hasPrefix(prefix) else { return nil }
        return PreviewPath.decode(raw.dropFirst(prefix.count))
    }

    /// The spec path and variant stem of `prefix<spec>/<stem><ext>`.
    func variantRoute(_ raw: String, _ prefix: String, ext: String) -> (String, String)? {
        guard raw.hasPrefix(prefix), raw.hasSuffix(ext), let slash = raw.lastIndex(of: "/"),
              slash >= raw.index(raw.startIndex, offsetBy: prefix.count) else { return nil }
        let stemPart = raw[raw.index(after: slash)...].dropLast(ext.count)
        let namePart = raw[raw.index(raw.startIndex, offsetBy: prefix.count)..<slash]
        guard let name = PreviewPath.decode(namePart), let stem = PreviewPath.decode(stemPart) else { return nil }
        return (name, stem)
    }

    func variant(_ name: String, _ stem: String) -> PreviewVariant? {
        server.state(name)?.variants.first { $0.stem == stem }
    }

    /// The references of a spec's variants (or of the one `only` names) in the catalog's manifest.
    func references(_ name: String, _ state: PreviewSpecState, only: String? = nil) -> PreviewReferenceTable {
        server.references.table(folder: server.referenceFolder(name), state: state, only: only)
    }

    /// An image, or why there is none in words (the page says the same).
    func png(_ image: PreviewReferences.Diff) -> HTTPResponse {
        switch image {
        case .png(let bytes):
            return HTTPResponse(.ok, type: "image/png", body: bytes)
        case .problem(let message):
            return .text(.notFound, message + "\n")
        }
    }

    func html(_ page: String) -> HTTPResponse { text(page, type: "text/html; charset=utf-8") }

    func text(_ body: String, type: String) -> HTTPResponse {
        HTTPResponse(.ok, type: type, body: Array(body.utf8))
    }
}
