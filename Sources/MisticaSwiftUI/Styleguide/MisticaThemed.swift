package import ListshotCore
import SwiftUI

/// `content`, drawn in the brand's theme: the wrapper `misticaListStyle()` and the styleguide modifiers lower to.
/// It asks for `MisticaConfig.brandStyle`'s theme, so a screen whose only Mistica API is a styled `List` or
/// `NavigationStack` takes the brand's tokens and bars.
struct MisticaThemed<Content: View>: View, DesignSystemPrimitiveView {
    let content: Content
    var body: Never { primitiveBody(Self.self) }
    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme(MisticaConfig.brandStyle.theme)
        return content.lowered(in: context)
    }
}
