/// Which elements lie under a box of changed pixels: the link from a pixel comparison's bounding
/// box back to the display list (docs/architecture.md, "The regression engine").
extension DisplayListDiff {
    /// The smallest elements whose canvas frames overlap `box` (in device pixels, as a pixel
    /// comparison reports it), smallest first, at most `limit`. An ancestor is left out when one of
    /// its descendants is listed, and the `background` is never named.
    ///
    /// ```swift
    /// let box = Rect(x: 212, y: 122, width: 2, height: 2)          // device pixels
    /// DisplayListDiff.elements(inPixels: box, of: list)            // ["chrome.statusBar.time"]
    /// ```
    public static func elements(inPixels box: Rect, of list: DisplayList, limit: Int = 8) -> [String] {
        let s = list.scale > 0 ? list.scale : 1
        let area = Rect(x: box.x / s, y: box.y / s, width: box.width / s, height: box.height / s)
        // A box of one pixel may sit on an edge shared with no frame: then it counts when a frame holds it.
        let single = box.width <= 1 && box.height <= 1
        var hits: [(id: String, area: Double)] = []
        for (id, frame) in list.canvasFrames where id != "background" {
            guard frame.width > 0, frame.height > 0,
                  frame.intersects(area) || (single && frame.union(area) == frame) else { continue }
            if !hits.contains(where: { $0.id == id }) { hits.append((id, frame.width * frame.height)) }
        }
        // Drop ancestors when a descendant is listed: "cell[2].title" says more than "cell[2]".
        let ids = hits.map(\.id)
        let leaves = hits.filter { hit in !ids.contains { $0 != hit.id && $0.hasPrefix(hit.id + ".") } }
        return leaves.sorted { $0.area < $1.area }.prefix(max(0, limit)).map(\.id)
    }
}
