package import ListshotCore
import SwiftUI

// How a Mistica `Cell` becomes ListshotCore's SwiftUI-flavour cell (docs/mistica.md, "SwiftUI API").

extension Cell: DesignSystemPrimitiveView {
    /// One swiftui-flavour cell in a one-cell list; in a `List` row, with the row settings the real cell gives it
    /// (`listRowInsets(EdgeInsets())`, `listRowSeparator(.hidden)`, `listRowBackground(Color.background)`).
    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme(MisticaConfig.brandStyle.theme)
        let list = CellList(style: style.core, flavour: .swiftui, cells: [coreCell(in: context)])
        let node = ViewNode.component(list)
        guard context.environment.listshot.isInsideList else { return [node] }
        return LoweredNodes(nodes: [node])
            .listRowInsets(EdgeInsets())
            .listRowSeparator(.hidden)
            .listRowBackground(Color.background)
            .lowered(in: context)
    }

    /// The core cell this one draws as.
    package func coreCell(in context: LoweringContext) -> ListshotCore.Cell {
        ListshotCore.Cell(title: title, subtitle: subtitle, description: description,
                          headline: MisticaLowering.headline(headlineView, in: context),
                          assetType: MisticaLowering.asset(assetType, in: context),
                          control: MisticaLowering.control(presetView, in: context),
                          titleLines: titleLines, subtitleLines: subtitleLines, descriptionLines: descriptionLines,
                          isSeparatorHidden: showsDivider.map { !$0 },
                          backgroundColor: backgroundColor.flatMap { MisticaLowering.reference(of: $0, in: context) },
                          pressedBackgroundColor: pressedBackgroundColor.flatMap { MisticaLowering.reference(of: $0, in: context) },
                          allowsPressing: allowsPressing)
    }
}

/// Nodes already lowered, as a view (so SwiftUI's row modifiers can wrap them).
struct LoweredNodes: View, DesignSystemPrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { nodes }
}

/// The mapping of the cell's slots to the core cell's fields.
@MainActor
package enum MisticaLowering {
    /// `headlineView`: a `Tag` is the core cell's headline tag; nothing is no headline; any other view the headline view slot.
    package static func headline<V: View>(_ view: V, in context: LoweringContext) -> Headline? {
        if V.self == EmptyView.self { return nil }
        if let tag = view as? Tag { return .tag(tag.core(in: context)) }
        return single(view.lowered(in: context)).map(Headline.view)
    }

    /// `presetView`: `CellNavigationPreset` is the navigation control; `Toggle("", isOn:)` Mistica's switch (the
    /// `UISwitch` Mistica's appearance tints); nothing is no control; any other view the control view slot.
    package static func control<V: View>(_ view: V, in context: LoweringContext) -> CellControl {
        if V.self == EmptyView.self { return .none }
        if let preset = view as? CellNavigationPreset { return .navigation(badge: preset.badgeStyle?.core) }
        if let toggle = view as? Toggle<SwiftUI.Text>, isBlank(toggle.label.lowered(in: context)) { return .switch(isOn: toggle.isOn) }
        return single(view.lowered(in: context)).map(CellControl.view) ?? .none
    }

    /// `assetType`: raster images are the core cell's image assets; SF Symbols the views the real cell builds.
    package static func asset(_ asset: CellAssetType, in context: LoweringContext) -> AssetType {
        switch asset {
        case .none:
            return .none
        case .roundImage(let image):
            if let path = imagePath(image, in: context) { return .image(path) }
            return view(image.renderingMode(.original).frame(width: 40, height: 40).clipShape(Circle()), in: context)
        case .squaredImage(let image, let size):
            if let path = imagePath(image, in: context) { return .customImage(path, size: Size(width: Double(size.width), height: Double(size.height))) }
            return view(image.renderingMode(.original).frame(width: size.width, height: size.height)
                .clipShape(RoundedRectangle(cornerRadius: ListshotCore.AssetType.customImageCornerRadius)), in: context)
        case .smallIcon(let image, let color):
            if let path = imagePath(image, in: context) { return .smallImage(path) }
            return view(image.frame(width: 24, height: 24).foregroundColor(color), in: context)
        case .largeIcon(let image, let color, let background):
            if let path = imagePath(image, in: context) {
                return .largeImage(path, backgroundColor: background.flatMap { reference(of: $0, in: context) } ?? .literal(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
            }
            return view(image.frame(width: 40, height: 40).foregroundColor(color).background(background).clipShape(Circle()), in: context)
        }
    }

    /// The file a raster `Image` draws, or nil for an SF Symbol (or a missing image's placeholder).
    package static func imagePath(_ image: SwiftUI.Image, in context: LoweringContext) -> String? {
        guard let node = image.lowered(in: context).first, case .image(let drawn) = node.kind else { return nil }
        return drawn.path
    }

    /// The SF Symbol name an `Image(systemName:)` draws, or nil for another image.
    package static func symbolName(_ image: SwiftUI.Image, in context: LoweringContext) -> String? {
        guard let node = image.lowered(in: context).first, case .symbol(let symbol) = node.kind else { return nil }
        return symbol.name
    }

    /// A SwiftUI colour as the core's colour reference (a Mistica token stays its token).
    package static func reference(of color: Color, in context: LoweringContext) -> ColorReference? {
        guard let node = color.lowered(in: context).first, case .shape(_, let fill, _) = node.kind else { return nil }
        return fill
    }

    static func view<V: View>(_ view: V, in context: LoweringContext) -> AssetType {
        single(view.lowered(in: context)).map(AssetType.view) ?? .none
    }

    /// One node for a slot: the node itself, or several stacked as a `Group` in a `VStack` would.
    static func single(_ nodes: [ViewNode]) -> ViewNode? {
        nodes.isEmpty ? nil : nodes.count == 1 ? nodes[0] : ViewNode.vstack(alignment: .leading, nodes)
    }

    /// Whether a label draws nothing (`Toggle("", isOn:)`).
    static func isBlank(_ nodes: [ViewNode]) -> Bool {
        nodes.allSatisfy { node in
            if case .text(let text) = node.kind { return text.string.isEmpty }
            return false
        }
    }
}
