import ListshotCore
import ListshotText
import Testing

/// Conversions from layout values to integers never trap, whatever reaches them.
@Suite("Checked integer conversions")
struct CheckedConversionTests {
    @Test(arguments: [
        (12.4, 12), (12.5, 13), (-12.5, -13), (1e300, Int.max), (-1e300, Int.min), (Double.infinity, Int.max),
        (-Double.infinity, Int.min), (Double.nan, 0), (9.3e18, Int.max),
    ] as [(Double, Int)])
    func saturatingInt(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: [(2_147_483_648.0, Int32.max), (-1e19, Int32.min), (Double.nan, Int32(0)), (1024.4, Int32(1024))] as [(Double, Int32)])
    func saturatingInt32(value: Double, expected: Int32) {
        #expect(Int32(saturating: value) == expected)
    }

    @Test func checkedIntRefusesWhatItCannotHold() {
        #expect(Int(checked: 7.2, rounding: .up) == 8)
        #expect(Int(checked: .nan) == nil)
        #expect(Int(checked: 1e19) == nil)
        #expect(Int(checked: -.infinity) == nil)
    }

    @Test func anUnboundedCanvasIsNotPrintedAsIntMax() {
        let message = LayoutError.canvasTooLarge(width: Int.max, height: Int.max).description
        #expect(!message.contains("9223372036854775807"))
        #expect(message.contains("more than 1000000000 px on a side"))
        #expect(LayoutError.canvasTooLarge(width: 400, height: 20_000).description.hasPrefix("The canvas would be 400×20000 px"))
    }

    @Test func controlCharactersAreEscapedForMessages() {
        #expect("a\u{1B}[2J\u{7}b\n\t\u{202E}".escapingControlCharacters == "a\\u{1B}[2J\\u{7}b\\n\\t\\u{202E}")
        #expect("Ünïcödé 👋 مرحبا".escapingControlCharacters == "Ünïcödé 👋 مرحبا")
    }

    /// Invisible characters a spoofed name hides behind are shown; joiners scripts and emoji need stay.
    @Test(arguments: [("hel\u{200B}lo", "hel\\u{200B}lo"), ("a\u{FEFF}b", "a\\u{FEFF}b"), ("a\u{2060}b", "a\\u{2060}b"),
                      ("a\u{200F}b", "a\\u{200F}b"), ("a\u{2028}b", "a\\u{2028}b"), ("a\u{61C}b", "a\\u{61C}b"),
                      ("👨\u{200D}👩", "👨\u{200D}👩"), ("می\u{200C}خواهم", "می\u{200C}خواهم")])
    func invisibleCharactersAreShownInMessages(_ text: String, _ shown: String) {
        #expect(text.escapingControlCharacters == shown)
    }
}
