/// A top-level command that draws, or reads the drawing libraries (fonts, their versions).
///
/// For these, `main.swift` installs the empty system font configuration before the command runs,
/// which loads the libraries (``DrawingLibraries``). The others (`diff`, `accept-report`,
/// `merge-reports`, help and `--version`) never load them; if one ever calls a drawing function,
/// the libraries load at that call and everything works as before.
protocol DrawingCommand {}

extension RenderCommand: DrawingCommand {}
extension RecordCommand: DrawingCommand {}
extension VerifyCommand: DrawingCommand {}
extension GalleryCommand: DrawingCommand {}
extension ThemesCommand: DrawingCommand {}
extension FingerprintCommand: DrawingCommand {}
extension AuditCommand: DrawingCommand {}

extension ListshotCommand {
    /// Whether the command named by the first argument draws (see ``DrawingCommand``).
    static func draws(_ arguments: [String]) -> Bool {
        guard let first = arguments.first, let command = subcommand(named: first) else { return false }
        return command is DrawingCommand.Type
    }
}
