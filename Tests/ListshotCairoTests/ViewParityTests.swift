import Foundation
import Listshot
import ListshotCore
import Testing

// The catalog's components (Snapshots/Components/*.yaml) as plain Swift functions, SwiftUI-style.

/// Snapshots/Components/Counter.yaml.
func Counter(count: Int, fill: ColorReference = .token("badge"), textColor: ColorReference = .token("textPrimaryInverse")) -> ViewNode {
    Text("\(count)").font(.preset(1, weight: .medium)).foregroundColor(textColor).lineLimit(1)
        .fixedSize()
        .padding(.horizontal, 6).padding(.vertical, 1)
        .frame(minWidth: 22)
        .background(Capsule().fill(fill))
        .id("counter")
}

/// Snapshots/Components/Price.yaml.
func Price(amount: String, period: String = "per month", color: ColorReference = .token("textPrimary")) -> ViewNode {
    VStack(alignment: .trailing, spacing: 0) {
        Text(amount).font(.preset(4, weight: .bold)).foregroundColor(color).lineLimit(1)
        Text(period).font(.preset(1)).foregroundColor(.token("textSecondary")).lineLimit(1)
    }.id("price")
}

/// Snapshots/Components/Bestseller.yaml.
func Bestseller(label: String = "Best seller") -> ViewNode {
    HStack(spacing: 4) {
        Image(icon: .star, size: 14).foregroundColor(.token("brand"))
        Text(label).font(.preset(1, weight: .medium)).foregroundColor(.token("brand"))
    }.view
}

/// Snapshots/Components/ProfileRow.yaml.
func ProfileRow(name: String, detail: String, avatar: String,
                trailing: ViewNode = Image(icon: .chevronRight, size: 16).foregroundColor(.token("neutralMedium")).view) -> ViewNode {
    HStack(spacing: 16) {
        Image(catalogAsset(avatar)).resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).clipShape(Circle())
        VStack(alignment: .leading, spacing: 2) {
            Text(name).font(.preset(3, weight: .medium)).lineLimit(1)
            Text(detail).font(.preset(2)).foregroundColor(.token("textSecondary")).lineLimit(1)
        }.layoutPriority(1)
        Spacer()
        trailing
    }
    .padding(.horizontal, 16).padding(.vertical, 12)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
}

/// Snapshots/Components/ProductCard.yaml.
func ProductCard(photo: String, name: String, rating: String, price: String) -> ViewNode {
    VStack(alignment: .leading, spacing: 8) {
        // A filling image has no ideal width of its own: a geometry reader offers it the card's width.
        GeometryReader {
            ViewNode.image(catalogAsset(photo), size: Size(width: 360, height: 240), resizable: true, contentMode: .aspectFill)
                .relativeFrame(width: 1, height: 1).clipped()
        }.frame(height: 96).clipShape(RoundedRectangle(cornerRadius: 8))
        Text(name).font(.preset(3, weight: .bold)).foregroundColor(.token("textPrimary")).lineLimit(1)
        HStack(spacing: 4) {
            Image(icon: .star, size: 14).foregroundColor(.token("coreAccent"))
            Text(rating).font(.preset(2)).foregroundColor(.token("textSecondary"))
            Spacer()
            Text(price).font(.preset(3, weight: .bold)).foregroundColor(.token("textPrimary"))
        }
    }.view
}

/// Snapshots/Components/SectionHeader.yaml.
func SectionHeader(title: String, action: String = "See all") -> ViewNode {
    HStack(alignment: .bottom) {
        Text(title).font(.preset(4, weight: .bold))
        Spacer()
        Text(action).font(.preset(2, weight: .medium)).foregroundColor(.token("brand"))
    }.padding(EdgeInsets(top: 24, leading: 16, bottom: 8, trailing: 16))
}

/// Snapshots/Components/EmptyState.yaml.
func EmptyState(icon: Icon = .bell, title: String, hint: String) -> ViewNode {
    VStack(spacing: 8) {
        Image(icon: icon, size: 32).foregroundColor(.token("brand"))
            .frame(width: 64, height: 64).background(Circle().fill(.token("brandLow")))
        Text(title).font(.preset(4, weight: .medium)).multilineTextAlignment(.center)
        Text(hint).font(.preset(2)).foregroundColor(.token("textSecondary")).multilineTextAlignment(.center)
    }.padding(32).frame(maxWidth: .infinity)
}

/// Each catalog spec of views and its Swift twin give the same display list, in every variant.
@Suite("Views: catalog specs and their Swift twins")
struct ViewParityTests {
    @Test func listKitProfileRows() throws {
        let rows = [
            ProfileRow(name: "Ana García", detail: "Product designer", avatar: "avatar-1.png"),
            ProfileRow(name: "Luis Fernández", detail: "Sent you a voice note", avatar: "avatar-2.png", trailing: Counter(count: 3)),
            ProfileRow(name: "Marta Ruiz", detail: "Typing…", avatar: "avatar-3.png",
                       trailing: Text("9:41").font(.preset(1)).foregroundColor(.token("textSecondary")).view),
            ProfileRow(name: "Chen Wei", detail: "A detail long enough to be truncated at the tail of its one line", avatar: "avatar-4.png"),
        ]
        let swift = Screen(name: "listkit-profile-rows") {
            ListKitList {
                ListSection(header: .title("Favourites"),
                            footer: .view(Text("4 favourites").font(.preset(1)).foregroundColor(.token("textSecondary"))
                                .padding(.horizontal, 16).frame(maxWidth: .infinity, alignment: .leading), height: 32),
                            sizeRule: .absolute(height: 64), items: rows.map { ListItem(.view($0)) })
                ListSection(header: .title("Counters as items (Components/Counter.yaml)"), sizeRule: .absolute(width: 56, height: 40),
                            insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), interitemSpacing: 8,
                            items: [Counter(count: 1), Counter(count: 12), Counter(count: 128, fill: .token("brand"))].map { ListItem(.view($0)) })
            }
        }
        try expectSpecParity("Snapshots/views/listkit-profile-rows.yaml", swift)
    }

    @Test func misticaCustomSlots() throws {
        let messagesAsset = Image(icon: .bell, size: 24).foregroundColor(.token("brand")).frame(width: 40, height: 40)
            .background(RoundedRectangle(cornerRadius: 12).fill(.token("brandLow")))
        let newHeadline = HStack(spacing: 8) {
            Text("New").font(.preset(1, weight: .medium)).foregroundColor(.token("textPrimaryInverse"))
                .padding(.horizontal, 8).padding(.vertical, 2).background(Capsule().fill(.token("brand")))
            Text("from June").font(.preset(1)).foregroundColor(.token("textSecondary"))
        }.view
        let swift = Screen(name: "mistica-custom-slots") {
            CellList(style: .boxed, title: "UIKit ListTableView") {
                Cell(title: "Fibre 1 Gb", subtitle: "Symmetric, with a router", headline: .view(Bestseller()),
                     control: .view(Price(amount: "€39.90")))
                Cell(title: "Mobile line", subtitle: "Unlimited calls, 50 GB", assetType: .largeIcon(.phone),
                     control: .view(Price(amount: "€12", period: "per month", color: .token("brand"))))
                Cell(title: "Messages", assetType: .view(messagesAsset), control: .view(Counter(count: 12)))
            }
            CellList(style: .fullwidth, flavour: .swiftui, title: "SwiftUI Cell") {
                Cell(title: "TV package", subtitle: "80 channels", headline: .view(newHeadline), control: .view(Price(amount: "€9.99")))
                Cell(title: "Inbox", control: .view(Counter(count: 3)))
            }
        }
        try expectSpecParity("Snapshots/views/mistica-custom-slots.yaml", swift)
    }

    @Test func backpackProductCards() throws {
        let stays = [("city-1.png", "Canal house", "4.8", "£120"), ("city-2.png", "River loft", "4.6", "£98"),
                     ("city-3.png", "Old town flat", "4.9", "£143")]
        let weekend = HStack(spacing: 16) {
            ViewNode.image(catalogAsset("city-4.png"), size: Size(width: 360, height: 240), resizable: true, contentMode: .aspectFill)
                .frame(width: 72, height: 72)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 4) {
                Text("Weekend in Lisbon").font(.preset(3, weight: .bold)).foregroundColor(.token("textPrimary"))
                Text("2 nights · flights included").font(.preset(2)).foregroundColor(.token("textSecondary"))
                Text("from £240").font(.preset(3, weight: .bold)).foregroundColor(.token("textLink"))
            }.frame(maxWidth: .infinity, alignment: .leading)
        }
        let swift = Screen(name: "backpack-product-cards", theme: "backpack") {
            BPKCardList(title: "Stays you might like", description: "Cards drawn by the app's own view, as BPKCardList's element closure does",
                        layout: .rail, cardWidth: 200,
                        elements: stays.map { stay in BPKCard { ProductCard(photo: stay.0, name: stay.1, rating: stay.2, price: stay.3) } })
            BPKCardList(title: "One card, custom content", layout: .stack, elements: [BPKCard(elevation: .focus) { weekend }])
        }
        try expectSpecParity("Snapshots/views/backpack-product-cards.yaml", swift)
    }

    @Test func appScreen() throws {
        let swift = Screen(name: "app-screen", frame: .device(.iPhone15, .portrait), theme: "movistar",
                           navigationBar: NavigationBar(title: "Home", display: .large, trailing: [.icon(.search)]),
                           tabBar: TabBar(selected: 0, items: [
                               TabItem(icon: .home, label: "Home"), TabItem(icon: .card, label: "Bills", badge: "1"),
                               TabItem(icon: .user, label: "Account"),
                           ])) {
            SectionHeader(title: "Your plan", action: "Manage")
            CellList(style: .boxed) {
                Cell(title: "Fusión Total", subtitle: "Fibre, mobile and TV", assetType: .largeIcon(.wifi), control: .view(Price(amount: "€89")))
            }
            SectionHeader(title: "Recent contacts")
            VStack(spacing: 0) {
                ProfileRow(name: "Ana García", detail: "Called you yesterday", avatar: "avatar-1.png")
                ProfileRow(name: "Luis Fernández", detail: "Shared a bill", avatar: "avatar-2.png", trailing: Counter(count: 2))
            }
            EmptyState(title: "No new offers", hint: "We will let you know when there is something for you.")
        }
        try expectSpecParity("Snapshots/views/app-screen.yaml", swift)
    }

    @Test func profileRowsRightToLeftAtAX3() throws {
        let swift = Screen(name: "profile-rows-rtl-ax3", contentSize: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft) {
            VStack(spacing: 0) {
                ProfileRow(name: "سارة أحمد", detail: "مصممة منتجات", avatar: "avatar-1.png")
                ProfileRow(name: "عمر خالد", detail: "أرسل لك رسالة صوتية", avatar: "avatar-2.png", trailing: Counter(count: 3))
                Divider()
                Text("Presets follow Dynamic Type, as the built-in cells do.").font(.preset(2)).foregroundColor(.token("textSecondary")).padding(16)
            }
            CellList { Cell(title: "بلا حدود", control: .view(Price(amount: "€12"))) }
        }
        try expectSpecParity("Snapshots/views/profile-rows-rtl-ax3.yaml", swift)
    }
}

/// A store spec that frames another spec (`screen:`) draws the same screen as that spec does.
@Suite("Framed screens")
struct FramedScreenParityTests {
    @Test func theStoreSpecDrawsTheScreenSpecsScreen() throws {
        let renderer = Renderer()
        let storePath = packageRoot.appendingPathComponent("Snapshots/screens/store-movistar-6-9.yaml").path
        let screenPath = packageRoot.appendingPathComponent("Snapshots/screens/movistar-lines-pro-max.yaml").path
        let store = try renderer.spec(at: storePath)
        let screen = try renderer.spec(at: screenPath)
        #expect(store.inputFiles.contains(screenPath))
        var options = RenderOptions(format: nil)
        options.layoutOnly = true
        options.withoutPresentation = true
        let framed = try renderer.render(store, options: options)
        let plain = try renderer.render(screen, options: options)
        for variant in framed {
            let twin = try #require(plain.first { $0.variant.screen.appearance == variant.variant.screen.appearance })
            #expect(variant.displayList == twin.displayList, "\(variant.variant.fileStem)")
        }
        #expect(framed.count == 2)
    }
}
