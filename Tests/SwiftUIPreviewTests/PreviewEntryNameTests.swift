import Testing
import ListshotPreviewNaming

/// `PreviewEntryName.label`: one valid Swift identifier per (file name, line, column), read back by `parse`.
struct PreviewEntryNameTests {
    /// Inputs chosen to collide under a careless escaping: underscores, the suffix markers inside a file
    /// name, hex-looking names, non-ASCII scalars, empty names and extreme positions.
    static let inputs: [(fileName: String, line: Int, column: Int)] = [
        ("LandmarkRow.swift", 24, 1),
        ("LandmarkRow.swift", 2, 41),
        ("LandmarkRow.swift", 24, 11),
        ("LandmarkRow.swift", 241, 1),
        ("Landmark_Row.swift", 24, 1),
        ("Landmark__Row.swift", 24, 1),
        ("LandmarkRow_swift", 24, 1),
        ("LandmarkRow_x2E_swift", 24, 1),
        ("LandmarkRow.swift_L24_C1", 24, 1),
        ("a_L1", 2, 3),
        ("a", 1, 2),
        ("a_L1_C2", 3, 4),
        ("", 1, 1),
        ("_", 1, 1),
        ("__", 1, 1),
        ("x", 1, 1),
        ("_x", 1, 1),
        ("Café.swift", 3, 1),
        ("Cafe\u{301}.swift", 3, 1),
        ("Lieux 🏔.swift", 7, 5),
        ("Ünïcödé-name+1.swift", 1, 1),
        ("Row.swift", 0, 0),
        ("Row.swift", -1, 1),
        ("Row.swift", 1, -1),
        ("Row.swift", Int.max, Int.min),
    ]

    @Test func distinctInputsNeverCollide() {
        var seen: [String: String] = [:]
        for input in Self.inputs {
            let label = PreviewEntryName.label(fileName: input.fileName, line: input.line, column: input.column)
            let key = "\(input.fileName.unicodeScalars.map(\.value)) \(input.line) \(input.column)"
            if let other = seen[label] { Issue.record("\(key) and \(other) both give \(label)") }
            seen[label] = key
        }
        #expect(seen.count == Self.inputs.count)
    }

    @Test(arguments: inputs.indices)
    func isAValidIdentifierThatParsesBack(_ index: Int) throws {
        let input = Self.inputs[index]
        let label = PreviewEntryName.label(fileName: input.fileName, line: input.line, column: input.column)
        let scalars = Array(label.unicodeScalars)
        #expect(scalars.first == "_")
        #expect(scalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" },
                "\(label) has a scalar outside [A-Za-z0-9_]")
        let parsed = try #require(PreviewEntryName.parse(label: label))
        #expect(Array(parsed.fileName.unicodeScalars) == Array(input.fileName.unicodeScalars))
        #expect(parsed.line == input.line)
        #expect(parsed.column == input.column)
    }

    @Test func spellsTheDocumentedForm() {
        #expect(PreviewEntryName.label(fileName: "LandmarkRow.swift", line: 24, column: 1) == "_LandmarkRow_x2E_swift_L24_C1")
        #expect(PreviewEntryName.label(fileName: "my_file.swift", line: 3, column: 5) == "_my__file_x2E_swift_L3_C5")
        #expect(PreviewEntryName.label(fileName: "é", line: 1, column: 1) == "__xE9__L1_C1")
    }

    @Test(arguments: ["", "LandmarkRow", "_LandmarkRow", "_LandmarkRow.swift_L1_C1", "_a_L1", "_a_L1_C", "_a_Lx_C1",
                      "_a_x2e__L1_C1", "_a_x_L1_C1", "_a_xD800__L1_C1", "_a_L01_C1", "_a_Ln0_C1", "_a_q_L1_C1", "_a_L1_C1_C2"])
    func rejectsWhatItNeverWrites(_ label: String) {
        #expect(PreviewEntryName.parse(label: label) == nil)
    }
}
