internal import ListshotCore
import Foundation

/// The state of an `AsyncImage`'s load (SwiftUI `AsyncImagePhase`); a snapshot is always `.empty`.
///
/// ```swift
/// AsyncImage(url: url) { phase in if let image = phase.image { image.resizable() } else { Color.gray } }
/// ```
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { return image }; return nil }
    /// The load's error, if any.
    public var error: (any Error)? { if case .failure(let error) = self { return error }; return nil }
}

/// An image loaded from a URL (SwiftUI `AsyncImage`). A snapshot never touches the network: it draws the
/// placeholder — the `placeholder` closure's view, the `.empty` phase of a phase closure, or, by default,
/// a grey (`secondarySystemFill`) that fills the space offered, as SwiftUI's standard placeholder does.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image.resizable() } placeholder: { ProgressView() }
///     .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let placeholder: @MainActor (LoweringContext) -> [ViewNode]?
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        context.note("AsyncImage draws its placeholder: a snapshot never loads the network (docs/swiftui.md, \"Grids\")")
        if let nodes = placeholder(context) { return nodes }
        return [ViewNode(.shape(.rectangle, fill: .system("secondarySystemFill"), stroke: nil))]
    }
}

extension AsyncImage {
    /// The default placeholder until the image would load.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        placeholder = { _ in nil }
    }

    /// `content` for the loaded image, `placeholder` until then (the snapshot draws `placeholder`).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.placeholder = { placeholder().lowered(in: $0) }
    }

    /// `content` for each phase of the load (the snapshot draws `.empty`).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.placeholder = { content(.empty).lowered(in: $0) }
    }
}
