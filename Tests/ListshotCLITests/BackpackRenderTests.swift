import Foundation
import Testing

/// The Backpack keys (snippets, card heights, content colours) through the real binary: a snippet rail and the example's stack card
/// render; mistakes exit 2 with one located `error:` line and leave no file behind.
@Suite("listshot render, Backpack snippets and stack cards")
struct BackpackRenderTests {
    static let spec = """
    theme: backpack
    frame: { width: 375 }
    content:
      - cardList:
          title: Must-visit spots
          layout: rail
          accessory: { sectionHeaderButton: { icon: arrow-right, accessibilityLabel: Add } }
          cards:
            - snippet: { image: city.png, headline: Amsterdam, body: By boat or on foot }
              repeat: 3
      - cardList:
          title: Popular right now
          layout: stack
          cards:
            - padding: none
              height: 88
              content:
                - hStack:
                    content:
                      - { image: city.png, aspectRatio: 1, corner: none }
                      - vStack: { spacing: 0, padding: 16, content: [{ title: Amsterdam }, { subtitle: Flights, color: coreAccent }] }
                      - spacer: flexible
      - sectionHeader: { title: On dark, style: onDark }
      - backpackBadges: { onDark: true, badges: [{ text: New, style: outline }, { text: Deal, style: brand }] }
    """

    func scratch() throws -> Scratch {
        let scratch = try Scratch()
        let city = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/city-1.png"))
        try scratch.write("city.png", bytes: Array(city))
        return scratch
    }

    @Test func rendersDayAndNight() throws {
        let scratch = try scratch()
        let spec = try scratch.write("trips.yaml", Self.spec)
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Rendered 1 spec: 2 PNG files in ") && result.stderr.split(separator: "\n").count == 1,
                "no warning: \(result.stderr)")
        #expect(scratch.files(in: "out") == ["trips.day.png", "trips.night.png"])
    }

    @Test(arguments: [
        ("- spacer: flexible", "- spacer: wide", "trips.yaml:22:", "`flexible`, or `{minLength: N}`"),
        ("subtitle: Flights, color: coreAccent", "subtitle: Flights, color: accent", "trips.yaml:21:", "is not one of"),
        ("aspectRatio: 1, corner: none", "aspectRatio: 0, corner: none", "trips.yaml:20:", "aspect ratio of 0 is out of range"),
        ("style: onDark", "style: dark", "trips.yaml:23:", "Did you mean 'onDark'?"),
        ("headline: Amsterdam, body:", "headline: Amsterdam, subheading: A, description:", "trips.yaml:9:", "older name of `subheading`"),
    ])
    func mistakesAreLocatedAndWriteNothing(from: String, to: String, location: String, fragment: String) throws {
        let scratch = try scratch()
        let spec = try scratch.write("trips.yaml", Self.spec.replacingOccurrences(of: from, with: to))
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.contains(location) && result.stderr.contains(fragment), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(scratch.files(in: "out").isEmpty)
    }
}
