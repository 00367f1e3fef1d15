import ListshotTesting
import Testing

@Test func settingsScreen() {
    assertSnapshot(of: settings(), appearances: [.day])
    assertSnapshot(of: settings(), appearances: [.night])
}

@Test(arguments: ["movistar", "vivo-new"])
func brand(theme: String) {
    assertSnapshot(of: settings().with(theme: theme), appearances: [.day])
}
