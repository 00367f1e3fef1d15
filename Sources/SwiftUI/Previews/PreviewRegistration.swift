/// One `#Preview` as its macro wrote it down: its name, traits, where it stands, and its body.
/// `#Preview` expands to a `__listshotPreview(<label>: Void)` function that returns one.
///
/// ```swift
/// let registration = App.__listshotPreview(_LandmarkRow_x2E_swift_L24_C1: ())
/// let previews = PreviewInstance.all(in: registration)
/// ```
public struct PreviewRegistration {
    /// The name given to `#Preview("Name")`, nil when none.
    public let name: String?
    /// The traits given to `#Preview(traits:)`, in order.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The file the `#Preview` is in, as `#fileID` spells it (`App/LandmarkRow.swift`).
    public let fileID: String
    /// The line and column of its `#` (1-based, UTF-8 columns).
    public let line: Int
    public let column: Int
    /// The view the `#Preview` shows, made anew on each call.
    public let body: @MainActor () -> any View

    public init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], fileID: String, line: Int, column: Int,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.column = column
        self.body = body
    }
}
