internal import ListshotCore

/// The size and coordinate spaces a `GeometryReader` hands its content (SwiftUI `GeometryProxy`).
///
/// Listshot runs the closure while lowering, before layout, at the size the reader is expected to be
/// offered (docs/swiftui.md, "GeometryReader"); a still image has no global position to report.
///
/// ```swift
/// GeometryReader { proxy in Capsule().frame(width: proxy.size.width * 0.4) }
/// ```
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The safe-area insets of the reader: none inside Listshot's content area.
    public let safeAreaInsets: EdgeInsets

    init(size: CGSize) { self.size = size; self.safeAreaInsets = EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: its size at the origin (Listshot does not know where
    /// the reader lands until layout, so every space reads as the local one).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)` (SwiftUI `CoordinateSpace`).
///
/// ```swift
/// proxy.frame(in: .named("scroll")).minY
/// ```
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A view that hands its content its own size (SwiftUI `GeometryReader`): it takes all the space it is
/// offered and places its content at its top-leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     HStack(spacing: 0) {
///         Color.blue.frame(width: proxy.size.width / 3)
///         Color.orange
///     }
/// }
/// .frame(height: 44)
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody(Self.self) }

    /// The closure lowered at each size the reader may be offered; the layout draws the one it gets
    /// (or the nearest). A side offered nil is 0, as the reader takes 0 there (`geometryReaderSize`).
    func lower(in context: LoweringContext) -> [ViewNode] {
        let variants = Self.candidateSizes(context.offeredSize).map { size in
            let nodes = context.withOffered(ProposedSize(size)) {
                content(GeometryProxy(size: CGSize(width: size.width, height: size.height))).lowered(in: context)
            }
            return ViewGeometryVariant(size: size, children: nodes)
        }
        return [ViewNode(.geometryVariants(ViewGeometryVariants(variants)))]
    }

    /// The sizes the closure runs at: the expected offer today (docs/swiftui.md, "GeometryReader").
    static func candidateSizes(_ offered: ProposedSize) -> [ListshotCore.Size] {
        func side(_ value: Double?) -> Double {
            guard let value, value.isFinite, value > 0 else { return 0 }
            return min(value, maximumLength)
        }
        return [ListshotCore.Size(width: side(offered.width), height: side(offered.height))]
    }
}

extension View {
    /// Names a coordinate space for `GeometryProxy.frame(in:)` (SwiftUI `coordinateSpace(name:)`); every space reads as local in a snapshot.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

extension LoweringContext {
    /// `body()` lowered expecting the offer `offered`, the one before restored afterwards.
    func withOffered<Result>(_ offered: ProposedSize, _ body: () -> Result) -> Result {
        let saved = offeredSize
        offeredSize = offered
        defer { offeredSize = saved }
        return body()
    }
}
