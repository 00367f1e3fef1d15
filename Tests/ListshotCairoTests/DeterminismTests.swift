import ListshotCairo
import Foundation
import Listshot
import Testing

/// The same screen must give the same bytes: twice in a row, and on one thread or two.
@Suite("Determinism")
struct DeterminismTests {
    static let screen = Screen(name: "determinism", frame: .fit(width: 393, scale: 2), theme: "movistar") {
        CellList(style: .boxed) {
            Cell(title: "Title", subtitle: "Subtitle", description: "Description that wraps over two lines of text",
                 headline: .tag(Tag(style: .promo, text: "Promo")),
                 assetType: .image(packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png").path),
                 control: .navigation(badge: .count(3)))
            Cell(title: "Emoji 🎉 and مرحبا", assetType: .largeIcon(.star), control: .switch(isOn: true))
        }
    }

    @Test(arguments: OutputFormat.allCases)
    func sameBytesTwice(format: OutputFormat) throws {
        let renderer = Renderer()
        let first = try renderer.render(Self.screen, format: format)
        let second = try renderer.render(Self.screen, format: format)
        #expect(first.count > 1000)
        let identical = first == second
        #expect(identical, "\(format) output differs between two renders")
    }

    @Test func oneThreadOrTwoGiveTheSameBytes() throws {
        let screens = [Self.screen, Self.screen.with(appearance: .night),
                       Screen(name: "other", content: Self.screen.content).with(appearance: .night)]
        let renderer = Renderer()
        let sequential = try screens.map { try renderer.render($0, format: .png) }
        let parallel = ParallelResults(count: screens.count)
        DispatchQueue.concurrentPerform(iterations: screens.count * 2) { index in
            let i = index % screens.count
            parallel.set(i, Result { try renderer.render(screens[i], format: .png) })
        }
        for i in screens.indices {
            let identical = try parallel.get(i) == sequential[i]
            #expect(identical, "screen \(i) differs between one thread and two")
        }
    }

    @Test func pdfHasNoCreationTime() throws {
        let pdf = try Renderer().render(Self.screen, format: .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        // Every date in the file is the fixed one (cairo writes it with or without the `D:` prefix), never the render's.
        let dates = ["/CreationDate (", "/ModDate ("].flatMap { key in
            text.components(separatedBy: key).dropFirst().map { $0.prefix { $0 != ")" }.replacingOccurrences(of: "D:", with: "") }
        }
        #expect(!dates.isEmpty && dates.allSatisfy { $0.hasPrefix("20000101000000") }, "\(dates)")
    }
}

/// Thread-safe slots for results produced on several threads.
final class ParallelResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[UInt8], any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<[UInt8], any Error>) {
        lock.lock(); defer { lock.unlock() }
        results[index] = result
    }

    func get(_ index: Int) throws -> [UInt8] {
        lock.lock(); defer { lock.unlock() }
        return try results[index]?.get() ?? []
    }
}
