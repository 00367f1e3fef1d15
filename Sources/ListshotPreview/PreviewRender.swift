import Foundation
import Listshot
import ListshotCore
import ListshotSpec

/// One variant's last good render: the PNG bytes and where each display-list item lands, kept in
/// memory (one per variant, whatever the number of saves: docs/preview.md, "Memory").
package struct PreviewVariant: Sendable {
    /// `name.appearance[.size][.rtl][.landscape]`, as `render` names its file.
    package var stem: String
    package var png: [UInt8]
    /// The canvas size in points.
    package var width: Double
    package var height: Double
    /// Each drawn item's display-list id and canvas frame, in drawing order.
    package var frames: [(id: String, frame: Rect)]
    /// The render's display list, for the change list against a reference (docs/preview.md,
    /// "Reference, render and diff").
    package var displayList: DisplayList
}

/// What the preview knows of one spec: its last good variants, the error of its last render (nil
/// when that render succeeded) and a version that grows on every render.
package struct PreviewSpecState: Sendable {
    package var variants: [PreviewVariant] = []
    package var error: String?
    package var version = 0
    /// Variants the spec declares past ``PreviewRender/variantLimit``, which the page names but does not show.
    package var variantsLeftOut = 0
    /// The files the renders so far read (a failed render adds to the last good one's).
    package var dependencies = PreviewDependencies()
}

/// Renders a spec for the preview through the same code path as `listshot render`
/// (``Renderer/spec(at:)`` and ``Renderer/render(_:options:)``).
///
/// ```swift
/// let next = PreviewRender.render(file: "Snapshots/a.yaml", root: root, renderer: renderer, previous: state)
/// ```
package enum PreviewRender {
    /// The most variants kept per spec; a spec declaring more shows the first ones.
    package static let variantLimit = 64

    /// Renders `file` and returns the new state: on success the new variants, on an error the
    /// previous variants kept beside the message.
    package static func render(file: String, root: URL, renderer: Renderer, previous: PreviewSpecState) -> PreviewSpecState {
        var next = previous
        next.version = previous.version &+ 1
        // The spec is read only while it still resolves inside the served folder.
        guard PreviewCatalog.relative(file, to: root) != nil else {
            next.error = "\(file): is no longer a regular file inside the served folder."
            return next
        }
        do {
            return try draw(try renderer.spec(at: file), file: file, renderer: renderer, into: next)
        } catch {
            // Paths inside the served folder as the index names them, not as absolute paths.
            next.error = error.description.replacingOccurrences(of: root.path + "/", with: "")
            next.dependencies = previous.dependencies.union(PreviewDependencies(files: [PreviewDependencies.standard(file)]))
        }
        return next
    }

    /// Renders a preview's spec (made by the preview runner, not read from a file) and returns the
    /// new state; `fileError` (its Swift file's, while it does not build) is shown above the new images.
    /// Its dependencies are the theme and image files it read, not its Swift files: a save of those
    /// builds again (docs/preview.md, "Previews").
    package static func render(preview spec: ScreenSpec, fileError: String?, renderer: Renderer, previous: PreviewSpecState) -> PreviewSpecState {
        var next = previous
        next.version = previous.version &+ 1
        do {
            next = try draw(spec, file: spec.file, renderer: renderer, into: next)
            next.dependencies.files.subtract(([spec.file] + spec.inputFiles).map(PreviewDependencies.standard))
            next.error = fileError
        } catch {
            next.error = error.description
        }
        return next
    }

    /// The new variants of `spec` in `state`, its error cleared.
    static func draw(_ spec: ScreenSpec, file: String, renderer: Renderer, into state: PreviewSpecState) throws(ListshotError) -> PreviewSpecState {
        var next = state
        let rendered = try renderer.render(spec, options: RenderOptions(format: .png))
        next.variants = rendered.prefix(variantLimit).map { output in
            PreviewVariant(stem: output.variant.fileStem, png: output.bytes,
                           width: output.displayList.size.width, height: output.displayList.size.height,
                           frames: output.displayList.canvasFrames, displayList: output.displayList)
        }
        next.variantsLeftOut = max(0, rendered.count - variantLimit)
        next.error = nil
        next.dependencies = PreviewDependencies(spec: file, variants: Array(rendered.prefix(variantLimit)), renderer: renderer)
        return next
    }
}
