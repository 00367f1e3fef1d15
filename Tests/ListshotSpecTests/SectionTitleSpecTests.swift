import ListshotCore
import ListshotSpec
import Testing

/// `sectionTitle: TEXT` reads into a ``SectionTitle``; its mistakes are located errors.
@Suite("Mistica section titles in specs")
struct SectionTitleSpecTests {
    @Test func aTitleReads() throws {
        let spec = try parse("content:\n  - sectionTitle: Connectivity\n")
        #expect(spec.screen.content == [.sectionTitle(SectionTitle("Connectivity"))])
    }

    @Test(arguments: [
        ("content:\n  - sectionTitle: \"\"\n", "spec.yaml:2:19: content[0].sectionTitle: is empty"),
        ("content:\n  - sectionTitle: {text: A}\n", "spec.yaml:2:19: content[0].sectionTitle:"),
        ("content:\n  - sectionTitel: A\n", "Did you mean 'sectionTitle'?"),
    ])
    func mistakesAreLocated(yaml: String, message: String) {
        #expect { try parse(yaml) } throws: { error in
            "\(error)".contains(message)
        }
    }
}
