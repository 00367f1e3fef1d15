// The Backpack_SwiftUI cases of the compile test: the forms docs/backpack.md shows, and components it lists as not available.
extension DesignSystemAPICompileTests {
    static let backpackCases: [Case] = []
}
