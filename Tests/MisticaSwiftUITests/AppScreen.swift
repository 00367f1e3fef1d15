import MisticaSwiftUI
import SwiftUI

/// A team's own row, beside Mistica's cells: plain SwiftUI the app wrote itself.
struct StorageRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "externaldrive")
                .foregroundColor(.brand)
            VStack(alignment: .leading, spacing: 2) {
                Text("Cloud storage").font(.textPreset3(weight: .medium)).foregroundColor(.textPrimary)
                Text("42 GB of 100 GB used").font(.textPreset2(weight: .regular)).foregroundColor(.textSecondary)
            }
            Spacer()
            Text("42%").font(.textPreset2(weight: .medium)).foregroundColor(.textBrandOrPrimary)
        }
        .padding(16)
        .listRowInsets(EdgeInsets())
        .listRowBackground(Color.background)
    }
}

extension Color {
    /// The app's own alias for a Mistica token.
    static var textBrandOrPrimary: Color { .brand }
}

/// An app screen: a NavigationStack with a Mistica list (a Toggle preset, a Tag headline, a navigation preset), the
/// team's own row, inside a TabView, with Mistica's bar styling (docs/mistica.md, "SwiftUI API").
struct AccountScreen: View {
    @State var roaming = true

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Cell(style: .fullwidth, title: "Roaming", subtitle: "Use data abroad", assetType: .smallIcon(Image(systemName: "globe"), foregroundColor: .neutralHigh),
                         presetView: { Toggle("", isOn: $roaming) })
                    Cell(style: .fullwidth, title: "Fibre 1 Gb", subtitle: "Upgrade for €5 a month",
                         assetType: .largeIcon(Image(systemName: "wifi"), foregroundColor: .brand, backgroundColor: .brandLow),
                         headlineView: { Tag(style: .promo, text: "OFFER") })
                    StorageRow()
                    Cell(style: .fullwidth, title: "Invoices", subtitle: "2 unpaid", presetView: { CellNavigationPreset(badgeStyle: .numeric(2)) })
                        .shouldShowDivider(false)
                    Cell(style: .boxed, title: "Help centre", subtitle: "Answers in minutes", description: "Chat with us any time")
                }
                .misticaListStyle()
                .navigationTitle("Account")
            }
            .misticaNavigationViewStyle()
            .tabItem { Image(systemName: "person"); Text("Account") }
            Text("Shop").tabItem { Image(systemName: "bag"); Text("Shop") }
            Text("Help").tabItem { Image(systemName: "questionmark.circle"); Text("Help") }
        }
        .misticaTabViewStyle()
    }
}
