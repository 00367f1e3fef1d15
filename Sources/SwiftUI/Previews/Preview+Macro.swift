/// A preview of a view (SwiftUI `#Preview`), with a name and traits: Listshot draws it as a snapshot
/// (docs/previews-api.md).
///
/// At file scope it expands to a public `__listshotPreview(<label>: Void) -> PreviewRegistration`, one
/// overload per `#Preview` in the module, which a preview runner calls.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///     LandmarkRow(landmark: .sample).preferredColorScheme(.dark)
/// }
/// ```
@freestanding(declaration, names: named(__listshotPreview))
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ListshotPreviewMacros", type: "PreviewMacro")

/// A preview of a view (SwiftUI `#Preview`), optionally named: Listshot draws it as a snapshot.
///
/// ```swift
/// #Preview { LandmarkList() }
/// #Preview("Favorites") { LandmarkList(showFavoritesOnly: true) }
/// ```
@freestanding(declaration, names: named(__listshotPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ListshotPreviewMacros", type: "PreviewMacro")
