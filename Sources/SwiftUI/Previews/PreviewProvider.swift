/// A type that lists previews of views (SwiftUI `PreviewProvider`): each top-level view of `previews`
/// (each child of a `Group`, each element of a `ForEach`) is its own preview, as in Xcode's canvas.
///
/// ```swift
/// struct LandmarkRow_Previews: PreviewProvider {
///     static var previews: some View {
///         Group {
///             LandmarkRow(landmark: .sample).preferredColorScheme(.dark)
///             LandmarkRow(landmark: .sample).environment(\.dynamicTypeSize, .accessibility3)
///         }
///         .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view `previews` returns.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// The platform to preview on; nil (the default) for the target's own. Listshot always draws iOS.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform of its own: the target's.
    public static var platform: PreviewPlatform? { nil }
}
