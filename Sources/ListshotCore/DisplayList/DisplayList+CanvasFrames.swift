/// Where each item lands on the canvas, through the transform groups around it.
extension DisplayList {
    /// Each drawing item's id and frame in canvas points, in drawing order: an item inside a
    /// `pushTransform` group (a presented screen) is mapped out of the group's space. Group markers
    /// and items without a frame are left out.
    ///
    /// ```swift
    /// let status = list.canvasFrames.filter { $0.id.hasPrefix("chrome.statusBar") }
    /// ```
    public var canvasFrames: [(id: String, frame: Rect)] {
        var result: [(id: String, frame: Rect)] = []
        var stack: [Transform] = []
        for item in items {
            switch item.primitive {
            case .pushTransform(let t):
                stack.append(t.concatenated(inside: stack.last ?? .identity))
                continue
            case .popTransform:
                _ = stack.popLast()
                continue
            default:
                break
            }
            guard let frame = item.primitive.frame else { continue }
            result.append((item.id, stack.last.map { $0.apply(frame) } ?? frame))
        }
        return result
    }
}
