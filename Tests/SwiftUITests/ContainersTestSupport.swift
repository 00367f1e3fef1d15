import SwiftUI
import ListshotCore

// Layout of lowered SwiftUI views with the fake text measurer (FixedAdvanceTextMeasurer) and a
// small theme of its own; frames are read back from the display list by element id.

enum ContainersLayout {
    static let theme = ResolvedTheme(name: "containers-test", appearance: .day, fontFamily: "Inter", colors: [:],
                                     textPresets: [(12, 16), (14, 20), (16, 24), (18, 24), (20, 24)].map { TextPreset(size: Double($0.0), lineHeight: Double($0.1)) },
                                     weights: [:], radii: [:], dynamicTypeDeltas: [.large: 0], contentSize: .large)

    /// `view` lowered (expecting the offer `width` × `height`) and laid out on a canvas `width` wide.
    @MainActor
    static func layout<V: SwiftUI.View>(_ view: V, width: Double, height: Double? = nil) throws -> DisplayList {
        var snapshot = SnapshotEnvironment()
        snapshot.contentSize = ProposedSize(width: width, height: height)
        let lowered = view.lowerForSnapshot(snapshot)
        let root = lowered.content.count == 1 ? lowered.content[0] : ViewNode.vstack(spacing: 0, lowered.content)
        return try ViewLayout.layout(root, width: width, height: height, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }
}

extension DisplayList {
    /// The frame of the rect item `id`.
    func rectFrame(_ id: String) -> Rect? {
        for item in items where item.id == id {
            if case .rect(let rect) = item.primitive { return rect.frame }
        }
        return nil
    }

    /// The frames of every rect, in drawing order, with their ids.
    var rects: [(id: String, frame: Rect)] {
        items.compactMap { item in
            if case .rect(let rect) = item.primitive { return (item.id, rect.frame) }
            return nil
        }
    }
}
