/// Where each item lands on the canvas, through the transform groups around it.
extension DisplayList {
    /// For each item, the transform from its space to the canvas: the enclosing `pushTransform`
    /// groups concatenated (a group's own push is in its outer space), identity outside every group.
    /// The one walk the snapping, the diff, the masks and the audit share.
    ///
    /// ```swift
    /// let t = DisplayList.canvasTransforms(of: list.items)[index]   // t.apply(frame): canvas points
    /// ```
    public static func canvasTransforms(of items: [DisplayItem]) -> [Transform] {
        var result: [Transform] = []
        result.reserveCapacity(items.count)
        var stack: [Transform] = []
        for item in items {
            let current = stack.last ?? .identity
            result.append(current)
            switch item.primitive {
            case .pushTransform(let t): stack.append(t.concatenated(inside: current))
            case .popTransform: _ = stack.popLast()
            default: break
            }
        }
        return result
    }

    /// Each drawing item's id and frame in canvas points, in drawing order: an item inside a
    /// `pushTransform` group (a presented screen) is mapped out of the group's space. Group markers
    /// and items without a frame are left out.
    ///
    /// ```swift
    /// let status = list.canvasFrames.filter { $0.id.hasPrefix("chrome.statusBar") }
    /// ```
    public var canvasFrames: [(id: String, frame: Rect)] {
        zip(items, Self.canvasTransforms(of: items)).compactMap { item, transform in
            item.primitive.frame.map { (item.id, transform.apply($0)) }
        }
    }
}
