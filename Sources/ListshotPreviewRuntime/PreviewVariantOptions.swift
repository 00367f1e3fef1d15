import ListshotCore
import ListshotPreviewWire
import ListshotSwiftUI
import SwiftUI

/// The snapshot options of each variant a preview is drawn in: the run's variants, less what the
/// preview pins (`.preferredColorScheme(.dark)` draws night only), on its device and in its layout
/// (docs/previews.md, "Variants").
///
/// ```swift
/// for (suffix, options) in PreviewVariantOptions.all(for: instance, variants: request.variants) { … }
/// ```
enum PreviewVariantOptions {
    @MainActor
    static func all(for instance: PreviewInstance, variants: PreviewVariants) -> [(suffix: String, options: SwiftUISnapshotOptions, notes: [String])] {
        var notes: [String] = []
        let appearances = instance.colorScheme.map { [$0 == .dark ? Appearance.night : .day] } ?? variants.appearances
        let sizes = instance.dynamicTypeSize.map { [$0.core] } ?? variants.contentSizes
        let directions = instance.layoutDirection.map { [$0 == .rightToLeft ? ListshotCore.LayoutDirection.rightToLeft : .leftToRight] } ?? variants.directions
        var devices: [Device] = []
        if let named = instance.device {
            if let device = device(named: named.rawValue) { devices = [device] } else {
                notes.append("previewDevice(\"\(named.rawValue)\") is not a device Listshot knows; drawn on \(variants.devices.first ?? "the default device")")
            }
        }
        if devices.isEmpty { devices = variants.devices.compactMap { Device.preset(named: $0) } }
        if devices.isEmpty { devices = [Device.iPhone16Pro] }
        let orientation: Orientation = instance.orientation.map { $0.isLandscape ? .landscape : .portrait } ?? .portrait
        let layout: SwiftUISnapshotOptions.Layout
        switch instance.layout {
        case .device: layout = .device
        case .sizeThatFits: layout = .sizeThatFits
        case .fixed(let width, let height): layout = .fixed(width: Double(width), height: Double(height))
        }
        var result: [(String, SwiftUISnapshotOptions, [String])] = []
        for device in devices {
            for direction in directions {
                for size in sizes {
                    for appearance in appearances {
                        var suffix = appearance.rawValue
                        if size != .default { suffix += ".\(size.rawValue)" }
                        if direction == .rightToLeft { suffix += ".rtl" }
                        if orientation == .landscape { suffix += ".landscape" }
                        if devices.count > 1 || variants.devices.count > 1 { suffix += ".\(device.name)" }
                        let options = SwiftUISnapshotOptions(device: device, orientation: orientation, theme: variants.theme, appearance: appearance,
                                                             contentSize: size, direction: direction, layout: layout)
                        result.append((suffix, options, notes))
                    }
                }
            }
        }
        return result
    }

    /// A preset by Xcode's device name: "iPhone 16 Pro" is `iPhone16Pro`.
    static func device(named name: String) -> Device? {
        func compact(_ text: String) -> String {
            String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
        }
        let wanted = compact(name)
        return Device.presets.first { compact($0.name) == wanted }
    }
}
