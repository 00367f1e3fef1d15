import Testing
@testable import ListshotAssets

/// The specifiers SwiftUI's `LocalizedStringKey` interpolation writes (`%@` for strings, `%lld`
/// for Int, `%llu` for UInt, `%lf` for Double, `%f` for Float — Apple, "LocalizedStringKey.
/// StringInterpolation", appendInterpolation overloads; OpenSwiftUI's LocalizedStringKey agrees),
/// and what C's printf (ISO C17 §7.21.6.1) makes of them.
@Suite struct StringFormatTests {
    @Test(arguments: [
        ("Hello, %@!", ["Ana"], "Hello, Ana!"),
        ("%lld items", [.int(3)], "3 items"),
        ("%ld / %d / %i", [.int(-4), .int(5), .int(6)], "-4 / 5 / 6"),
        ("%u %llu", [.uint(7), .uint(18_446_744_073_709_551_615)], "7 18446744073709551615"),
        ("%u", [.int(-1)], "18446744073709551615"),         // C takes the bit pattern
        ("%f", [.double(1.5)], "1.500000"),
        ("%lf", [.double(2)], "2.000000"),
        ("%.2f", [.double(3.14159)], "3.14"),
        ("%.0f", [.double(2.5)], "2"),                      // printf rounds half to even
        ("%5.1f|%-4d|%04d", [.double(9.87), .int(7), .int(42)], "  9.9|7   |0042"),
        ("100%%", [], "100%"),
        ("%2$@ has %1$lld new", [.int(5), "Ana"], "Ana has 5 new"),
        ("%1$@ %1$@", ["echo"], "echo echo"),
        ("%x %X %o", [.int(255), .int(255), .int(8)], "ff FF 10"),
        ("%c", [.int(0x41)], "A"),
        ("%.3s", ["abcdef"], "abc"),
        ("%e", [.double(12345.678)], "1.234568e+04"),
    ] as [(String, [FormatArgument], String)])
    func specifiers(format: String, arguments: [FormatArgument], expected: String) {
        #expect(StringFormat.format(format, arguments) == expected)
    }

    /// Never a crash, always something to see (docs/assets.md, "Formatting").
    @Test(arguments: [
        ("%@ and %@", ["one"], "one and %@"),               // missing: the specifier stays
        ("%3$@", ["a"], "%3$@"),
        ("%0$@", ["a"], "%0$@"),                              // position 0 is no position
        ("%d", ["abc"], "abc"),                               // wrong kind: shown as it is
        ("%f", [.int(3)], "3.000000"),
        ("%d", [.double(4)], "4"),
        ("%d", [.double(4.5)], "4.5"),
        ("%@", [.int(12)], "12"),
        ("%@", [.double(0.5)], "0.5"),
        ("%k %", ["x"], "%k %"),                              // unknown and trailing % stay
        ("%999999999d", [.int(1)], "%999999999d"),            // width past the cap
        ("%.300f", [.double(1)], "%.300f"),
        ("%*d", [.int(1)], "%*d"),                            // * widths are not taken
        ("plain", ["unused"], "plain"),
    ] as [(String, [FormatArgument], String)])
    func mismatches(format: String, arguments: [FormatArgument], expected: String) {
        #expect(StringFormat.format(format, arguments) == expected)
    }
}
