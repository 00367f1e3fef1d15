import SwiftUI

/// One line of a preview runner's table: a `#Preview`'s registration or a `PreviewProvider` type,
/// under the id the scanner gave it. The generated runner (docs/previews.md) holds one per preview.
///
/// ```swift
/// let previews: [PreviewRunnerEntry] = [
///     .registration(id: "LandmarkRow.swift:L40C1") { __listshotPreview(_LandmarkRow_x2e_swift_L40_C1: ()) },
///     .provider(id: "LandmarkRow.swift:LandmarkRow_Previews", LandmarkRow_Previews.self),
/// ]
/// ```
public struct PreviewRunnerEntry {
    public var id: String
    let instances: @MainActor () -> [PreviewInstance]

    /// A `#Preview`: the macro's registration function.
    public static func registration(id: String, _ make: @escaping @MainActor () -> PreviewRegistration) -> PreviewRunnerEntry {
        PreviewRunnerEntry(id: id) { PreviewInstance.all(in: make()) }
    }

    /// A `PreviewProvider`: each top-level child of its `previews` is a preview.
    public static func provider(id: String, _ type: any PreviewProvider.Type) -> PreviewRunnerEntry {
        PreviewRunnerEntry(id: id) { PreviewInstance.all(in: type) }
    }
}
