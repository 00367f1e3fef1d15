import ListshotCore
import Testing

/// The SwiftUI-named Swift API (`HStack { … }`, `Text`, `Circle()`, `.padding(.horizontal, 8)`…)
/// builds exactly the `ViewNode` values of the low-level API (`ViewNode(kind, modifiers:)`, `ViewNode.text`…).
@Suite("SwiftUI view API")
struct SwiftUIViewAPITests {
    static let brand = ColorReference.token("brand")
    static let white = ColorReference.literal(.white)

    /// (what, built with SwiftUI's names, built with the low-level API)
    static let constructs: [(String, ViewNode, ViewNode)] = [
        ("VStack", VStack { Text("A"); Text("B") }.view,
         ViewNode(.vstack(children: [ViewNode.text("A"), ViewNode.text("B")], alignment: .center, spacing: nil))),
        ("VStack(alignment:spacing:)", VStack(alignment: .leading, spacing: 2) { Text("A") }.view,
         ViewNode(.vstack(children: [ViewNode.text("A")], alignment: .leading, spacing: 2))),
        ("HStack(alignment:spacing:)", HStack(alignment: .top, spacing: 4) { Text("A"); Spacer() }.view,
         ViewNode(.hstack(children: [ViewNode.text("A"), ViewNode.spacer()], alignment: .top, spacing: 4))),
        ("ZStack(alignment:)", ZStack(alignment: .bottomTrailing) { Circle(); Text("3") }.view,
         ViewNode(.zstack(children: [ViewNode.shape(.circle), ViewNode.text("3")], alignment: .bottomTrailing))),
        ("Text", Text("Hi").view, ViewNode.text("Hi")),
        ("Text styled", Text("Hi").font(.preset(2, weight: .medium)).foregroundColor(.token("textSecondary")).lineLimit(1)
            .multilineTextAlignment(.center).view,
         ViewNode.text("Hi", font: .preset(2, weight: .medium), color: .token("textSecondary"), lineLimit: 1, multilineTextAlignment: .center)),
        ("Text.font(.preset(_:)) is regular", Text("Hi").font(.preset(3)).view, ViewNode.text("Hi", font: .preset(3, weight: .regular))),
        ("Text.font(.system(size:))", Text("Hi").font(.system(size: 17)).view, ViewNode.text("Hi", font: .system(size: 17, weight: .regular))),
        ("Text.font(.system(size:weight:))", Text("Hi").font(.system(size: 17, weight: .semibold)).view,
         ViewNode.text("Hi", font: .system(size: 17, weight: .semibold))),
        ("Text.fontWeight", Text("Hi").font(.preset(4)).fontWeight(.bold).view, ViewNode.text("Hi", font: .preset(4, weight: .bold))),
        ("Text.foregroundStyle", Text("Hi").foregroundStyle(brand).view, ViewNode.text("Hi", color: brand)),
        ("Text.lineLimit(nil)", Text("Hi").lineLimit(2).lineLimit(nil).view, ViewNode.text("Hi", lineLimit: nil)),
        ("Image", Image("a.png").view, ViewNode.image("a.png")),
        ("Image.resizable() changes nothing on an image of unknown size", Image("a.png").resizable().view, ViewNode.image("a.png")),
        ("Image(_:size:) is its own size", Image("a.png", size: Size(width: 3, height: 2)).view, ViewNode.image("a.png", size: Size(width: 3, height: 2))),
        ("Image(_:size:).resizable().aspectRatio(contentMode: .fit)",
         Image("a.png", size: Size(width: 3, height: 2)).resizable().aspectRatio(contentMode: .fit).view,
         ViewNode.image("a.png", size: Size(width: 3, height: 2), resizable: true, contentMode: .aspectFit)),
        ("Text.truncationMode", Text("A").truncationMode(.middle).view, ViewNode.text("A", truncationMode: .middle)),
        ("ViewThatFits(in:)", ViewThatFits(in: .horizontal) { Text("A"); Text("B") }.view,
         ViewNode.viewThatFits(in: .horizontal, [ViewNode.text("A"), ViewNode.text("B")])),
        ("GeometryReader", GeometryReader { Text("A") }.view, ViewNode.geometryReader([ViewNode.text("A")])),
        ("Image.aspectRatio(contentMode: .fill)", Image("a.png").resizable().aspectRatio(contentMode: .fill).view,
         ViewNode.image("a.png", contentMode: .aspectFill)),
        ("Image.aspectRatio(contentMode: .fit)", Image("a.png").aspectRatio(contentMode: .fit).view, ViewNode.image("a.png", contentMode: .aspectFit)),
        ("Image.scaledToFill", Image("a.png").scaledToFill().view, ViewNode.image("a.png", contentMode: .aspectFill)),
        ("Image.foregroundColor on a file does nothing", Image("a.png").foregroundColor(brand).view, ViewNode.image("a.png")),
        ("Image(icon:)", Image(icon: .star).view, ViewNode.icon(.star)),
        ("Image(icon:size:).foregroundColor", Image(icon: .star, size: 16).foregroundColor(brand).view, ViewNode.icon(.star, size: 16, color: brand)),
        ("Image(icon:).foregroundStyle", Image(icon: .star).foregroundStyle(brand).view, ViewNode.icon(.star, color: brand)),
        ("Image(icon:).aspectRatio does nothing", Image(icon: .star).aspectRatio(contentMode: .fill).view, ViewNode.icon(.star)),
        ("Rectangle", Rectangle().view, ViewNode.shape(.rectangle)),
        ("RoundedRectangle.fill", RoundedRectangle(cornerRadius: 8).fill(brand).view, ViewNode.shape(.roundedRectangle(cornerRadius: 8), fill: brand)),
        ("Capsule.stroke", Capsule().stroke(brand, lineWidth: 2).view, ViewNode.shape(.capsule, stroke: ViewStroke(color: brand, width: 2))),
        ("Circle.strokeBorder is 1 wide by default", Circle().strokeBorder(brand).view, ViewNode.shape(.circle, stroke: ViewStroke(color: brand, width: 1))),
        ("fill then stroke", Circle().fill(white).stroke(brand, lineWidth: 2).view,
         ViewNode.shape(.circle, fill: white, stroke: ViewStroke(color: brand, width: 2))),
        ("stroke then fill", Circle().stroke(brand, lineWidth: 2).fill(white).view,
         ViewNode.shape(.circle, fill: white, stroke: ViewStroke(color: brand, width: 2))),
        ("Spacer", Spacer().view, ViewNode(.spacer(minLength: nil))),
        ("Spacer(minLength:)", Spacer(minLength: 0).view, ViewNode(.spacer(minLength: 0))),
        ("Divider", Divider().view, ViewNode(.divider)),
    ]

    @Test(arguments: constructs)
    func construct(what: String, swiftUI: ViewNode, lowLevel: ViewNode) {
        #expect(swiftUI == lowLevel, "\(what)")
    }

    /// (what, modified with SwiftUI's names, the modifier the low-level API appends)
    static let modifiers: [(String, ViewNode, ViewModifier)] = [
        ("padding()", Text("A").padding(), .padding(EdgeInsets(all: 16))),
        ("padding(_ length:)", Text("A").padding(8), .padding(EdgeInsets(all: 8))),
        ("padding(.horizontal, 8)", Text("A").padding(.horizontal, 8), .padding(EdgeInsets(horizontal: 8, vertical: 0))),
        ("padding(.vertical, 4)", Text("A").padding(.vertical, 4), .padding(EdgeInsets(horizontal: 0, vertical: 4))),
        ("padding(.top) is the default length", Text("A").padding(.top), .padding(EdgeInsets(top: 16))),
        ("padding([.leading, .bottom], 4)", Text("A").padding([.leading, .bottom], 4), .padding(EdgeInsets(leading: 4, bottom: 4))),
        ("padding(.all, 2)", Text("A").padding(.all, 2), .padding(EdgeInsets(all: 2))),
        ("padding(EdgeInsets)", Text("A").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
         .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
        ("frame(width:height:alignment:)", Text("A").frame(width: 40, height: 40, alignment: .topLeading),
         .frame(ViewFrame(width: 40, height: 40, alignment: .topLeading))),
        ("frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)",
         Text("A").frame(minWidth: 10, maxWidth: .infinity, minHeight: 20, maxHeight: 30, alignment: .leading),
         .frame(ViewFrame(minWidth: 10, maxWidth: .infinity, minHeight: 20, maxHeight: 30, alignment: .leading))),
        ("background(_ color:)", Text("A").background(brand), .background(.color(brand))),
        ("background(_ view:)", Text("A").background(Capsule().fill(brand)), .background(.view(ViewNode.shape(.capsule, fill: brand)))),
        ("background(alignment:content:) centred", Text("A").background { Capsule().fill(brand) },
         .background(.view(ViewNode.shape(.capsule, fill: brand)))),
        ("background(alignment:content:) leading: the background's alignment",
         Text("A").background(alignment: .leading) { Rectangle().fill(brand).frame(width: 4) },
         .background(.view(ViewNode.shape(.rectangle, fill: brand).frame(width: 4), alignment: .leading))),
        ("background(_:alignment:)", Text("A").background(Circle(), alignment: .top),
         .background(.view(ViewNode.shape(.circle), alignment: .top))),
        ("aspectRatio(_:contentMode:)", Text("A").aspectRatio(2, contentMode: .fit), .aspectRatio(2, contentMode: .aspectFit)),
        ("scaledToFit()", Text("A").scaledToFit(), .aspectRatio(nil, contentMode: .aspectFit)),
        ("scaledToFill()", Text("A").scaledToFill(), .aspectRatio(nil, contentMode: .aspectFill)),
        ("relativeFrame(width:height:alignment:)", Text("A").relativeFrame(width: 0.5), .relativeFrame(width: 0.5, height: nil, alignment: .center)),
        ("background with two views: a z-stack", Text("A").background { Circle(); Text("B") },
         .background(.view(ViewNode.zstack([ViewNode.shape(.circle), ViewNode.text("B")])))),
        ("overlay(_:alignment:)", Text("A").overlay(Circle(), alignment: .topTrailing), .overlay(ViewNode.shape(.circle), alignment: .topTrailing)),
        ("overlay(alignment:content:)", Text("A").overlay(alignment: .topTrailing) { Circle() },
         .overlay(ViewNode.shape(.circle), alignment: .topTrailing)),
        ("overlay with two views: a z-stack at the alignment", Text("A").overlay(alignment: .bottom) { Circle(); Text("B") },
         .overlay(ViewNode.zstack(alignment: .bottom, [ViewNode.shape(.circle), ViewNode.text("B")]), alignment: .bottom)),
        ("clipShape(Circle())", Text("A").clipShape(Circle()), .clip(.circle)),
        ("clipShape(Capsule())", Text("A").clipShape(Capsule()), .clip(.capsule)),
        ("clipShape(RoundedRectangle(cornerRadius:))", Text("A").clipShape(RoundedRectangle(cornerRadius: 6)), .clip(.roundedRectangle(cornerRadius: 6))),
        ("clipShape(Rectangle())", Text("A").clipShape(Rectangle()), .clip(.rectangle)),
        ("clipShape ignores the shape's paint", Text("A").clipShape(Circle().fill(brand)), .clip(.circle)),
        ("clipped()", Text("A").clipped(), .clip(.rectangle)),
        ("clip(_ shape: ViewClipShape)", Text("A").clip(.capsule), .clip(.capsule)),
        ("cornerRadius", Text("A").cornerRadius(8), .cornerRadius(8)),
        ("border(_:) is 1 wide", Text("A").border(brand), .border(brand, width: 1)),
        ("border(_:width:)", Text("A").border(brand, width: 2), .border(brand, width: 2)),
        ("opacity", Text("A").opacity(0.5), .opacity(0.5)),
        ("layoutPriority", Text("A").layoutPriority(1), .layoutPriority(1)),
        ("fixedSize()", Text("A").fixedSize(), .fixedSize(horizontal: true, vertical: true)),
        ("fixedSize(horizontal:vertical:)", Text("A").fixedSize(horizontal: false, vertical: true), .fixedSize(horizontal: false, vertical: true)),
        ("offset(x:y:)", Text("A").offset(x: 4, y: -4), .offset(x: 4, y: -4)),
        ("offset(y:)", Text("A").offset(y: 2), .offset(x: 0, y: 2)),
        ("id", Text("A").id("price"), .id("price")),
    ]

    @Test(arguments: modifiers)
    func modifier(what: String, swiftUI: ViewNode, modifier: ViewModifier) {
        #expect(swiftUI == ViewNode.text("A").modifier(modifier), "\(what)")
    }

    @Test("Modifiers work on every SwiftUI-named type and on ViewNode, the same")
    func modifiersOnEveryType() {
        let padding = ViewModifier.padding(EdgeInsets(all: 4))
        #expect(VStack { Text("A") }.padding(4) == ViewNode.vstack([ViewNode.text("A")]).modifier(padding))
        #expect(HStack { Text("A") }.padding(4) == ViewNode.hstack([ViewNode.text("A")]).modifier(padding))
        #expect(ZStack { Text("A") }.padding(4) == ViewNode.zstack([ViewNode.text("A")]).modifier(padding))
        #expect(Image("a.png").padding(4) == ViewNode.image("a.png").modifier(padding))
        #expect(Circle().fill(Self.brand).padding(4) == ViewNode.shape(.circle, fill: Self.brand).modifier(padding))
        #expect(Spacer().padding(4) == ViewNode.spacer().modifier(padding))
        #expect(Divider().padding(4) == ViewNode.divider.modifier(padding))
        #expect(ViewNode.text("A").padding(4) == Text("A").padding(4))
    }

    @Test("Modifiers keep their order, as a SwiftUI chain does")
    func modifierOrder() {
        let chain = Text("Hi").padding(8).background(Self.white).frame(width: 100).opacity(0.5).id("hi")
        #expect(chain.modifiers == [.padding(EdgeInsets(all: 8)), .background(.color(Self.white)), .frame(ViewFrame(width: 100)),
                                    .opacity(0.5), .id("hi")])
        let swapped = Text("Hi").background(Self.white).padding(8)
        #expect(swapped.modifiers == [.background(.color(Self.white)), .padding(EdgeInsets(all: 8))])
        #expect(Text("Hi").padding(8).background(Self.white) != swapped)
    }

    @Test("Edge.Set: the named sets and their edges")
    func edgeSets() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.allCases.map { Edge.Set($0) } == [.top, .leading, .bottom, .trailing])
        #expect(EdgeInsets(.horizontal, 8) == EdgeInsets(horizontal: 8, vertical: 0))
        #expect(EdgeInsets([], 8) == .zero)
    }

    @Test("ForEach expands to its views in order, with or without id:")
    func forEach() {
        let names = ["Milk", "Eggs", "Tea"]
        let built = VStack(alignment: .leading) {
            Text("List")
            ForEach(names, id: \.self) { name in Text(name) }
            ForEach(0..<2) { index in
                Text("Row \(index)")
                Divider()
            }
        }
        #expect(built.children == [ViewNode.text("List"), ViewNode.text("Milk"), ViewNode.text("Eggs"), ViewNode.text("Tea"),
                                   ViewNode.text("Row 0"), ViewNode.divider, ViewNode.text("Row 1"), ViewNode.divider])
        #expect(ForEach([Int]()) { Text("\($0)") }.views.isEmpty)
    }

    @Test("if, if let, if/else, switch and for in the builder", arguments: [false, true])
    func conditionals(flag: Bool) {
        let subtitle: String? = flag ? "Sub" : nil
        let built = HStack {
            if flag { Text("if") }
            if let subtitle { Text(subtitle) }
            if flag { Circle() } else { Capsule() }
            switch flag {
            case true: Text("yes")
            case false: Text("no")
            }
            for index in 0..<2 { Text("\(index)") }
        }
        let expected: [ViewNode] = flag
            ? [ViewNode.text("if"), ViewNode.text("Sub"), ViewNode.shape(.circle), ViewNode.text("yes"), ViewNode.text("0"), ViewNode.text("1")]
            : [ViewNode.shape(.capsule), ViewNode.text("no"), ViewNode.text("0"), ViewNode.text("1")]
        #expect(built.children == expected)
        #expect(VStack {}.children.isEmpty)
    }

    @Test("A component is a Swift function; it nests like any view")
    func component() {
        func Counter(count: Int) -> ViewNode {
            Text("\(count)").font(.preset(2)).padding(.horizontal, 8).background(Capsule().fill(.token("brandLow")))
        }
        let row = HStack { Text("Inbox"); Spacer(); Counter(count: 3) }
        let counter = ViewNode.text("3", font: .preset(2, weight: .regular))
            .modifier(.padding(EdgeInsets(horizontal: 8, vertical: 0)))
            .modifier(.background(.view(ViewNode.shape(.capsule, fill: .token("brandLow")))))
        #expect(row.view == ViewNode.hstack([ViewNode.text("Inbox"), ViewNode.spacer(), counter]))
    }

    @Test("ColorReference.hex parses #RGB, #RRGGBB and #RRGGBBAA, and throws for anything else")
    func hexColors() throws {
        #expect(try ColorReference.hex("#E63780") == .literal(RGBA(red: 0xE6, green: 0x37, blue: 0x80)))
        #expect(try ColorReference.hex("#FFFFFF1A") == .literal(RGBA(red: 255, green: 255, blue: 255, alpha: 0x1A)))
        #expect(try ColorReference.hex("#0F0") == .literal(RGBA(red: 0, green: 255, blue: 0)))
        #expect(throws: InvalidHexColor(string: "red")) { try ColorReference.hex("red") }
        #expect(throws: InvalidHexColor(string: "#12345")) {
            try VStack { try Text("Sale").foregroundColor(.hex("#12345")) }
        }
        let sale = try VStack { try Text("Sale").foregroundColor(.hex("#E63780")) }
        #expect(sale.children == [ViewNode.text("Sale", color: .literal(RGBA(red: 0xE6, green: 0x37, blue: 0x80)))])
    }

    @Test("The SwiftUI-spelled avatar row lays out exactly as the ViewNode.hstack one")
    func avatarRowLayout() throws {
        let swiftUI = HStack(spacing: 16) {
            Image("a.png").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) { Text("A"); Text("B") }
            Spacer()
            Text("Now")
        }.padding(16)
        let lowLevel = ViewNode.hstack(spacing: 16, [
            ViewNode.image("a.png", contentMode: .aspectFill).frame(width: 40, height: 40).clip(.circle),
            ViewNode.vstack(alignment: .leading, spacing: 2, [ViewNode.text("A"), ViewNode.text("B")]),
            ViewNode.spacer(),
            ViewNode.text("Now"),
        ]).padding(16)
        #expect(swiftUI == lowLevel)
        let list = try layoutView(swiftUI)
        #expect(list == (try layoutView(lowLevel)))
        #expect(list.frame("view.hstack[0].image") == Rect(x: 16, y: 21, width: 40, height: 40))   // centred on the 50 pt column
        #expect(list.frame("view.hstack[1].vstack[0].text") == Rect(x: 72, y: 16, width: 8, height: 24))
        #expect(list.frame("view.hstack[1].vstack[1].text")?.x == 72)
        #expect(list.frame("view.hstack[3].text")?.maxX == 377)
        #expect(list.size.height == 82)   // the 24 + 2 + 24 column and the padding
    }
}
