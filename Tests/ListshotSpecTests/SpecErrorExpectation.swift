import ListshotSpec
import Testing

/// Parses `yaml`, expects a spec error at `line`:`column` whose message contains `fragment`,
/// and returns it for further checks (nil when parsing succeeded, which is recorded as an issue).
@discardableResult
func expectSpecError(_ yaml: String, line: Int, column: Int, fragment: String,
                     sourceLocation: SourceLocation = #_sourceLocation) -> SpecError? {
    do {
        _ = try parse(yaml)
        Issue.record("expected an error containing \(fragment)", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.contains(fragment), "\(error)", sourceLocation: sourceLocation)
        return error
    }
}
