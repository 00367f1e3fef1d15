import Foundation
import ListshotCore
import ListshotPreviewWire
import ListshotSwiftUI
import SwiftUI

/// The generated preview runner's whole program: reads the CLI's request, lowers each preview
/// asked for in each of its variants, and writes one JSON line per preview as it goes, so a preview
/// that traps loses only itself (docs/previews.md, "How a run works").
///
/// ```swift
/// PreviewRunnerMain.run(previews)   // listshot runs: Runner --request request.json --out output.jsonl
/// ```
public enum PreviewRunnerMain {
    @MainActor
    public static func run(_ entries: [PreviewRunnerEntry]) -> Never {
        let arguments = CommandLine.arguments
        func value(_ flag: String) -> String? {
            guard let index = arguments.firstIndex(of: flag), arguments.indices.contains(index + 1) else { return nil }
            return arguments[index + 1]
        }
        guard let requestPath = value("--request"), let outputPath = value("--out") else {
            say("usage: \(arguments.first ?? "runner") --request REQUEST.json --out OUTPUT.jsonl (made and run by `listshot … --previews`)")
            exit(2)
        }
        let request: PreviewRunRequest
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: requestPath))
            request = try ScreenTransport.decode(PreviewRunRequest.self, from: data)
        } catch {
            say("the request \(requestPath) cannot be read: \(error)")
            exit(2)
        }
        FileManager.default.createFile(atPath: outputPath, contents: nil)
        guard let output = FileHandle(forWritingAtPath: outputPath) else {
            say("the answer \(outputPath) cannot be written")
            exit(2)
        }
        let byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let assets = SwiftUIAssets.load(folder: request.assetsFolder)
        for id in request.ids ?? entries.map(\.id) {
            guard let entry = byID[id] else { say("unknown \(id)"); continue }
            say("begin \(id)")
            let instances = entry.instances()
            for instance in instances {
                var variants: [RenderedVariant] = []
                for (suffix, options, notes) in PreviewVariantOptions.all(for: instance, variants: request.variants) {
                    let snapshot = SwiftUIScreen.make(instance.view, name: id, options: options, assets: assets)
                    variants.append(RenderedVariant(suffix: suffix, screen: snapshot.screen, notes: notes + snapshot.notes))
                }
                let rendered = RenderedPreview(id: id, index: instance.index, count: instances.count, displayName: instance.name, variants: variants)
                do {
                    var line = try ScreenTransport.encode(rendered)
                    line.append(UInt8(ascii: "\n"))
                    try output.write(contentsOf: line)
                } catch {
                    say("preview \(id) cannot be written: \(error)")
                    exit(3)
                }
            }
            say("end \(id)")
        }
        try? output.close()
        exit(0)
    }

    static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
