// The MisticaSwiftUI cases of the compile test: the forms docs/mistica.md shows, and components it lists as not available.
extension DesignSystemAPICompileTests {
    static let misticaCases: [Case] = [
        Case(name: "Mistica: the list documentation's forms", source: """
            import SwiftUI
            import MisticaSwiftUI

            struct Rows: View {
                let photo = Image(systemName: "photo")
                @State var isEnabled = false
                let rows = [1, 2, 3]
                var body: some View {
                    NavigationView {
                        List {
                            Cell(style: .boxed, title: "Title", subtitle: "subtitle")
                            Cell(style: .fullwidth, title: "Title", subtitle: "subtitle", assetType: .image(photo),
                                 presetView: { Toggle("", isOn: $isEnabled) })
                            Cell(style: .fullwidth, title: "Title", subtitle: "subtitle", headlineView: { Tag(style: .promo, text: "TAG LABEL") })
                            Cell(style: .fullwidth, title: "Inbox", presetView: { CellNavigationPreset(badgeStyle: .numeric(3)) })
                            ForEach(rows, id: \\.self) { row in
                                Cell(style: .fullwidth, title: "Row \\(row)").shouldShowDivider(row != rows.last)
                            }
                        }
                        .misticaListStyle()
                    }
                    .misticaNavigationViewStyle()
                }
            }

            struct Own: View {
                var body: some View {
                    VStack {
                        Cell(style: .boxed, title: "Title", subtitle: nil, description: nil, assetType: .roundImage(Image("avatar")),
                             presetView: { EmptyView() }, headlineView: { EmptyView() }, destinationView: { EmptyView() })
                            .titleLineLimit(1).backgroundColor(.backgroundContainer).allowsPressing(false)
                        Text("Footnote").font(.textPreset3(weight: .regular)).foregroundColor(.textPrimary)
                        Badge(style: .flag)
                    }
                }
            }

            func configure() { MisticaConfig.brandStyle = .o2New }
            """, error: nil),
        Case(name: "Mistica: a component Listshot does not draw", source: """
            import SwiftUI
            import MisticaSwiftUI
            struct Screen: View { var body: some View { VStack { Callout() } } }
            """, error: "'Callout' is unavailable: Listshot does not draw Callout yet (docs/mistica.md"),
        Case(name: "Mistica: a brand Listshot has no theme for", source: """
            import MisticaSwiftUI
            func configure() { MisticaConfig.brandStyle = .tu }
            """, error: "'tu' is unavailable"),
        Case(name: "Mistica: an API the module does not have at all", source: """
            import SwiftUI
            import MisticaSwiftUI
            let view = Cell(style: .boxed, title: "Title").misticaShimmer()
            """, error: "has no member 'misticaShimmer'"),
    ]
}
