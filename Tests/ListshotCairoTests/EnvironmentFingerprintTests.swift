import ListshotCairo
import Testing

/// What `differences(from:)` names: empty exactly when the fingerprints are equal, so a refusal
/// or warning built from it always says something.
@Suite("Environment fingerprint differences")
struct EnvironmentFingerprintTests {
    func fingerprint(_ fonts: [(String, String)]) -> EnvironmentFingerprint {
        EnvironmentFingerprint(cairo: "1", pango: "2", fontconfig: "3", harfbuzz: "4",
                               fonts: fonts.map { EnvironmentFingerprint.FontFile(path: $0.0, sha256: $0.1) })
    }

    @Test func aRemovedFontIsNamed() {
        let recorded = fingerprint([("/a.ttf", "1"), ("/brand.otf", "2")])
        let here = fingerprint([("/a.ttf", "1")])
        #expect(here.differences(from: recorded) == ["font removed: /brand.otf"])
    }

    @Test func differentFingerprintsAlwaysNameSomething() {
        let a = fingerprint([("/a.ttf", "1"), ("/b.ttf", "2")])
        let cases = [fingerprint([("/b.ttf", "2"), ("/a.ttf", "1")]), fingerprint([("/a.ttf", "1"), ("/a.ttf", "1"), ("/b.ttf", "2")]),
                     fingerprint([("/a.ttf", "1")]), fingerprint([]), fingerprint([("/a.ttf", "9"), ("/b.ttf", "2")])]
        for other in cases {
            #expect(other != a)
            #expect(!other.differences(from: a).isEmpty, "\(other.fonts)")
            #expect(!a.differences(from: other).isEmpty, "\(other.fonts)")
        }
        #expect(a.differences(from: a).isEmpty)
    }
}
