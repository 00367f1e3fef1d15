import Foundation

/// The font files Listshot renders with, all from Debian packages (docs/fonts.md;
/// docs/architecture.md, "Determinism").
///
/// Only these files are visible to the private fontconfig, so a machine with more fonts
/// installed renders exactly like one without them.
///
/// | family | package | use |
/// |---|---|---|
/// | Inter | fonts-inter | stands in for SF Pro |
/// | Roboto | fonts-roboto-unhinted | Material |
/// | Noto Sans, Noto Sans Arabic, Noto Sans Hebrew | fonts-noto-core | other scripts, RTL |
/// | Noto Color Emoji | fonts-noto-color-emoji | emoji |
/// | Noto Sans Devanagari, Thai, Symbols, Math | fonts-noto-core | fallback: Indic, Thai, symbols |
/// | WenQuanYi Micro Hei | fonts-wqy-microhei | fallback: Chinese, Japanese, Korean |
public struct FontCatalog: Sendable, Hashable {
    /// One font file and the Debian package that ships it.
    public struct File: Sendable, Hashable, Codable {
        public var family: String
        public var path: String
        public var package: String
    }

    public var files: [File]
    /// Families appended to every text run's family list, in fallback order.
    public var fallbackFamilies: [String]

    /// The stock catalog of Debian font paths.
    public static let debian: FontCatalog = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
        let noto = "/usr/share/fonts/truetype/noto/"
        var files: [File] = []
        for weight in ["Light", "Regular", "Medium", "SemiBold", "Bold"] {
            files.append(File(family: "Inter", path: inter + "Inter-\(weight).otf", package: "fonts-inter"))
        }
        for weight in ["Light", "Regular", "Medium", "Bold"] {
            files.append(File(family: "Roboto", path: roboto + "Roboto-\(weight).ttf", package: "fonts-roboto-unhinted"))
        }
        for name in ["NotoSans-Regular", "NotoSans-Bold", "NotoSansArabic-Regular", "NotoSansArabic-Bold",
                     "NotoSansHebrew-Regular", "NotoSansHebrew-Bold"] {
            let family = name.hasPrefix("NotoSansArabic") ? "Noto Sans Arabic"
                : name.hasPrefix("NotoSansHebrew") ? "Noto Sans Hebrew" : "Noto Sans"
            files.append(File(family: family, path: noto + name + ".ttf", package: "fonts-noto-core"))
        }
        files.append(File(family: "Noto Color Emoji", path: noto + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
        // Every other script, after the families above so that no existing render changes
        // (docs/fonts.md has the measured sizes and coverage behind this choice).
        for (family, names) in [("Noto Sans Devanagari", ["NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"]),
                                ("Noto Sans Thai", ["NotoSansThai-Regular", "NotoSansThai-Bold"]),
                                ("Noto Sans Symbols", ["NotoSansSymbols-Regular", "NotoSansSymbols-Bold"]),
                                ("Noto Sans Math", ["NotoSansMath-Regular"])] {
            for name in names { files.append(File(family: family, path: noto + name + ".ttf", package: "fonts-noto-core")) }
        }
        files.append(File(family: "WenQuanYi Micro Hei", path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                          package: "fonts-wqy-microhei"))
        return FontCatalog(files: files,
                           fallbackFamilies: ["Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji",
                                              "Noto Sans Devanagari", "Noto Sans Thai", "WenQuanYi Micro Hei",
                                              "Noto Sans Symbols", "Noto Sans Math"])
    }()

    /// The primary families a theme may name.
    public var families: [String] {
        var seen: [String] = []
        for file in files where !seen.contains(file.family) { seen.append(file.family) }
        return seen
    }

    /// Files that are not on disk, with the package that provides each.
    public func missingFiles() -> [File] {
        files.filter { !FileManager.default.fileExists(atPath: $0.path) }
    }
}
