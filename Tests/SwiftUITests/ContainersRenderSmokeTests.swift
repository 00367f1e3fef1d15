import Foundation
import Testing
import SwiftUI
import UIKit
import ListshotSwiftUI
import struct Listshot.Renderer
import enum ListshotCore.Appearance

/// Grids, a GeometryReader, ViewThatFits, AsyncImage and UIKit colours drawn on a device; with
/// LISTSHOT_SMOKE_OUT=/tmp/x the PNG is written to /tmp/x.containers.png to look at.
@MainActor
struct ContainersRenderSmokeTests {
    struct Dashboard: View {
        let colours: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                        GridRow { Text("Name").foregroundStyle(.secondary); Text("Ada Lovelace") }
                        Divider()
                        GridRow { Text("Born").foregroundStyle(.secondary); Text("10 December 1815") }
                        GridRow { Text("A note across both columns").font(.footnote).gridCellColumns(2) }
                    }
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            Color(uiColor: .systemBlue).frame(width: proxy.size.width * 0.7)
                            Color(uiColor: .systemGray4)
                        }
                    }
                    .frame(height: 12)
                    .clipShape(Capsule())
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 70), spacing: 8)], spacing: 8) {
                        ForEach(0..<colours.count, id: \.self) { index in
                            colours[index].frame(height: 60).clipShape(RoundedRectangle(cornerRadius: 8))
                        }
                    }
                    Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                        GridRow { Text("Qty").gridColumnAlignment(.trailing); Text("Item"); Spacer(); Text("Price") }
                        GridRow { Text("12"); Text("Apples"); Spacer(); Text("£3.00") }
                        Divider()
                        GridRow { Text("1"); Text("Watermelon"); Spacer(); Text("£4.50") }
                    }
                    ViewThatFits(in: .horizontal) {
                        Text("A line far too long to fit across a phone's screen in one go, so it is not chosen").fixedSize()
                        Text("The short one fits")
                    }
                    HStack {
                        AsyncImage(url: URL(string: "https://example.com/avatar.png")).frame(width: 56, height: 56).clipShape(Circle())
                        AsyncImage(url: URL(string: "https://example.com/b.png")) { image in image } placeholder: {
                            Color(UIColor.secondarySystemGroupedBackground.withAlphaComponent(1)).overlay(Image(systemName: "photo"))
                        }
                        .frame(width: 56, height: 56)
                    }
                }
                .padding()
            }
        }
    }

    @Test(arguments: [Appearance.day, .night])
    func dashboardRenders(appearance: Appearance) throws {
        let snapshot = SwiftUIScreen.make(NavigationStack { Dashboard().navigationTitle("Containers") },
                                          options: SwiftUISnapshotOptions(appearance: appearance))
        #expect(snapshot.notes.contains { $0.contains("AsyncImage") })
        let png = try Renderer().render(snapshot.screen, format: .png)
        #expect(png.count > 1000)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_SMOKE_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out + ".containers.\(appearance.rawValue).png"))
        }
    }
}
