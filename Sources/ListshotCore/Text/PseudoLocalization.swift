/// Pseudo-localisation: every string made about 40% longer and full of accents, so truncation and
/// clipped diacritics show up before translators see the screen (Android's `en-XA` style).
///
/// - ASCII letters become accented look-alikes (`a` → `á`, `S` → `Š`).
/// - The text is wrapped in brackets, so a missing `]` shows a cut.
/// - Filler words (`one two three …`) are appended until the text is at least 1.4× as long.
///
/// It is a pure function of the input: no locale, no randomness.
///
/// ```swift
/// PseudoLocalization.transform("Settings")   // "[Šéţţîñĝš one two]"
/// ```
public enum PseudoLocalization {
    /// How much longer the output is, at least (German and Finnish run 30–40% longer than English).
    public static let expansion = 1.4

    static let fillers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The pseudo-localised form of `text`.
    public static func transform(_ text: String) -> String {
        let accented = String(text.map { accents[$0] ?? $0 })
        let target = Int((Double(text.count) * expansion).rounded(.up)) - 2
        var padded = accented
        var index = 0
        while padded.count < target {
            padded += " " + fillers[index % fillers.count]
            index += 1
        }
        return "[" + padded + "]"
    }
}
