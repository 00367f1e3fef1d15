import ListshotCairo
import ArgumentParser
import Listshot
import ListshotSnapshot

// Every choice the CLI offers is an enum that ArgumentParser parses, lists in `--help` and
// completes, with one spelling per choice (and iOS's light and dark for the appearances).

/// `--appearance`: which appearances to render, overriding the spec's own list.
enum AppearanceChoice: String, CaseIterable, ExpressibleByArgument {
    case day, night, all

    /// Also iOS's words, `light` and `dark` (docs/specs.md, "Words from iOS and SwiftUI").
    init?(argument: String) {
        switch argument {
        case "light": self = .day
        case "dark": self = .night
        default: self.init(rawValue: argument)
        }
    }

    var appearances: [Appearance] {
        switch self {
        case .day: [.day]
        case .night: [.night]
        case .all: Appearance.allCases
        }
    }
}

/// `--format`: an image format, or `json` for the display list.
enum FormatChoice: String, CaseIterable, ExpressibleByArgument {
    case png, svg, pdf, json

    var outputFormat: OutputFormat? {
        switch self {
        case .png: .png
        case .svg: .svg
        case .pdf: .pdf
        case .json: nil
        }
    }
}

/// `--compression`: how PNGs are encoded.
enum CompressionChoice: String, CaseIterable, ExpressibleByArgument {
    /// Quick to write, larger files: renders and CI.
    case fast
    /// The smallest files, slower: committed references.
    case smallest

    var compression: PNGCompression { self == .fast ? .fast : .smallest }
}

/// `--mode` of `record`.
enum RecordModeChoice: String, CaseIterable, ExpressibleByArgument {
    case missing, all, failed

    var mode: RecordMode {
        switch self {
        case .missing: .missing
        case .all: .all
        case .failed: .failed
        }
    }
}
