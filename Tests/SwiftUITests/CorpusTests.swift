import Foundation
import Testing
import SwiftUI
import ListshotCore
import ListshotTestSupport
@testable import SwiftUICorpus

// The corpus of app-shaped SwiftUI files (Tests/SwiftUICorpus/README.md), each lowered with its sample
// data. Every file under Tests/SwiftUICorpus is in exactly one table below: `screens` (compiled and
// lowered here), `supportFiles` (models, no view of their own), or `pendingFiles` (excluded from the
// build in Package.swift until the APIs they use land; docs/swiftui-missing.md). A new file that is in
// none of them fails `everyCorpusFileIsAccountedFor`.

/// One corpus view: the file it lives in, the element id its top node must carry, and the report notes
/// it must produce (besides symbol-mapping notes, which change as symbols are added; docs/symbols.md).
struct CorpusScreen: CustomTestStringConvertible, Sendable {
    var file: String
    var elementID: String?
    var notes: [String]
    var make: @MainActor @Sendable () -> LoweredView

    var testDescription: String { "\(file) → \(elementID ?? "no id")" }
}

@MainActor private func lowered<V: View>(_ view: V) -> LoweredView { view.lowerForSnapshot(SnapshotEnvironment()) }

private func noEffect(_ api: String) -> String { "\(api) has no effect on a still image; it was accepted and ignored" }
private func missingImage(_ name: String) -> String { "Image(\"\(name)\") is not in the asset catalogs: drawn as a placeholder (docs/assets.md)" }
private func missingColor(_ name: String) -> String { "Color(\"\(name)\") is not in the asset catalogs: drawn magenta (docs/assets.md)" }
private let mixedStyleText = "Text + Text with different styles is drawn in the first text's style (docs/swiftui.md, \"Not yet\")"

let corpusScreens: [CorpusScreen] = [
    CorpusScreen(file: "Rows/LandmarkRow.swift", elementID: "LandmarkRow", notes: [missingImage("turtlerock")]) {
        lowered(LandmarkRow(landmark: .sample))
    },
    CorpusScreen(file: "Rows/MessageRow.swift", elementID: "MessageRow", notes: [missingImage("avatar-ada")]) {
        lowered(MessageRow(message: .sample))
    },
    CorpusScreen(file: "Rows/ContactRow.swift", elementID: "ContactRow", notes: []) {
        lowered(ContactRow(contact: .grace, isFavorite: true))
    },
    CorpusScreen(file: "Rows/PaymentRow.swift", elementID: "PaymentRow", notes: []) {
        lowered(PaymentRow(payment: Payment.samples[3]))
    },
    CorpusScreen(file: "Rows/NotificationRow.swift", elementID: "NotificationRow", notes: [mixedStyleText]) {
        lowered(NotificationRow(notification: ActivityNotification.samples[1]))
    },
    CorpusScreen(file: "Rows/TrackRow.swift", elementID: "TrackRow", notes: []) {
        lowered(TrackRow(track: Track.samples[1]))
    },
    CorpusScreen(file: "Rows/ReviewRow.swift", elementID: "ReviewRow", notes: []) {
        lowered(ReviewRow(review: .sample))
    },
    CorpusScreen(file: "Rows/SettingsRow.swift", elementID: "SettingsRow", notes: []) {
        lowered(SettingsRow(title: "General", systemImage: "gear", tint: .gray, value: "iOS 18"))
    },
    CorpusScreen(file: "Rows/SettingsRow.swift", elementID: "SettingsGroup", notes: [missingColor("GroupedRowBackground")]) {
        lowered(SettingsGroup())
    },
    CorpusScreen(file: "Components/AvatarView.swift", elementID: "AvatarView", notes: []) {
        lowered(AvatarView(contact: .grace, size: 64))
    },
    CorpusScreen(file: "Components/CardStyle.swift", elementID: nil, notes: [missingColor("CardBackground")]) {
        lowered(Text("Inside a card").cardStyle())
    },
    CorpusScreen(file: "Components/CountBadge.swift", elementID: "NotificationBell", notes: []) {
        lowered(NotificationBell(unreadCount: 120))
    },
    CorpusScreen(file: "Components/ProgressRing.swift", elementID: "ProgressRing", notes: []) {
        lowered(ProgressRing(progress: 0.72))
    },
    CorpusScreen(file: "Cards/ProductCard.swift", elementID: "ProductCard",
                 notes: [missingImage("shoe-trail"), "Text.strikethrough is not drawn yet", missingColor("CardBackground")]) {
        lowered(ProductCard(product: .sample))
    },
    CorpusScreen(file: "Cards/StatCard.swift", elementID: "StatCard", notes: [missingColor("CardBackground")]) {
        lowered(StatCard.sample)
    },
    CorpusScreen(file: "Cards/WeatherCard.swift", elementID: "WeatherCard", notes: [missingColor("SkyBlue")]) {
        lowered(WeatherCard.sample)
    },
    CorpusScreen(file: "Cards/EventCard.swift", elementID: "EventCard", notes: [missingColor("CardBackground")]) {
        lowered(EventCard(event: .sample))
    },
    CorpusScreen(file: "Cards/PlanCard.swift", elementID: "PlanCard", notes: [missingColor("CardBackground"), noEffect("onTapGesture")]) {
        lowered(PlanCard(plan: Plan.samples[1], selection: .constant("pro")))
    },
    CorpusScreen(file: "Cards/ArticleCard.swift", elementID: "ArticleCard", notes: [missingImage("hero-nightsky"), missingColor("CardBackground")]) {
        lowered(ArticleCard(article: .sample))
    },
    CorpusScreen(file: "Headers/CircleImage.swift", elementID: "CircleImage", notes: [missingImage("turtlerock")]) {
        lowered(CircleImage(image: Landmark.sample.image))
    },
    CorpusScreen(file: "Headers/ProfileHeader.swift", elementID: "ProfileHeader",
                 notes: [missingImage("avatar-mira"), missingColor("AvatarRing")]) {
        lowered(ProfileHeader(profile: .sample))
    },
    CorpusScreen(file: "Headers/WaveHeader.swift", elementID: "WaveHeader", notes: [missingColor("BrandPrimary")]) {
        lowered(WaveHeader(greeting: "Hello, Mira", subtitle: "3 walks planned this week"))
    },
    CorpusScreen(file: "Screens/ProfileScreen.swift", elementID: "ProfileScreen.scrollView",
                 notes: [missingImage("avatar-mira"), missingColor("AvatarRing"), missingImage("project-birds"),
                         missingColor("CardBackground"), missingImage("project-lighthouse"), missingColor("ScreenBackground"),
                         noEffect("onAppear")]) {
        lowered(ProfileScreen(profile: .sample))
    },
    CorpusScreen(file: "Screens/OrderSummaryView.swift", elementID: "OrderSummaryView", notes: []) {
        lowered(OrderSummaryView().environment(Cart.sample))
    },
    CorpusScreen(file: "Screens/DashboardView.swift", elementID: "DashboardView.scrollView",
                 notes: [noEffect("onTapGesture"), missingColor("CardBackground"), noEffect("refreshable")]) {
        lowered(DashboardView().environmentObject(SettingsStore.sample))
    },
    CorpusScreen(file: "Screens/ThemedWelcomeCard.swift", elementID: "ThemedWelcomeCard", notes: []) {
        lowered(ThemedWelcomeCard())
    },
    CorpusScreen(file: "Onboarding/OnboardingPage.swift", elementID: "OnboardingPage",
                 notes: [missingImage("onboarding-welcome"), noEffect("animation"), noEffect("onTapGesture")]) {
        lowered(OnboardingPage(steps: OnboardingStep.samples))
    },
    CorpusScreen(file: "Onboarding/WhatsNewView.swift", elementID: "WhatsNewView", notes: []) {
        lowered(WhatsNewView())
    },
    CorpusScreen(file: "EmptyStates/EmptyInboxView.swift", elementID: "EmptyInboxView", notes: []) {
        lowered(EmptyInboxView(filter: .unread))
    },
    CorpusScreen(file: "EmptyStates/OfflineBanner.swift", elementID: "OfflineBanner", notes: []) {
        lowered(OfflineBanner(lastSynced: nil))
    },
    CorpusScreen(file: "Headers/LandmarkDetail.swift", elementID: "LandmarkDetail.scrollView", notes: [missingImage("map-1001"), missingImage("turtlerock")]) {
        lowered(NavigationStack { LandmarkDetail(landmark: .sample) })
    },
    CorpusScreen(file: "Screens/LandmarkList.swift", elementID: "LandmarkList.list",
                 notes: ["turtlerock", "silversalmoncreek", "chilkoottrail", "stmarylake"].map(missingImage)) {
        lowered(LandmarkList(landmarks: Landmark.samples))
    },
    CorpusScreen(file: "Screens/RootTabView.swift", elementID: "DashboardView.scrollView",
                 // Every tab is lowered (its tab item is read), so the notes of the tabs not shown are listed too.
                 notes: [noEffect("refreshable"), noEffect("onTapGesture"), noEffect("swipeActions"), noEffect("onAppear"),
                         missingColor("CardBackground"), missingColor("ScreenBackground"), missingColor("AvatarRing"),
                         missingImage("avatar-ada"), missingImage("avatar-mira"), missingImage("project-birds"), missingImage("project-lighthouse")]) {
        lowered(RootTabView())
    },
    CorpusScreen(file: "Screens/InboxView.swift", elementID: "InboxView.list", notes: [noEffect("swipeActions"), missingImage("avatar-ada")]) {
        lowered(InboxView(messages: Message.samples))
    },
    CorpusScreen(file: "Screens/SettingsView.swift", elementID: "SettingsView.list", notes: []) {
        lowered(SettingsView())
    },
    CorpusScreen(file: "Screens/NotificationSettingsForm.swift", elementID: "NotificationSettingsForm.form", notes: []) {
        lowered(NotificationSettingsForm().environmentObject(SettingsStore.sample))
    },
    CorpusScreen(file: "Screens/AccountForm.swift", elementID: "AccountForm.form",
                 notes: [noEffect("confirmationDialog"), noEffect("autocorrectionDisabled"), noEffect("textInputAutocapitalization")]) {
        lowered(AccountForm())
    },
    CorpusScreen(file: "EmptyStates/NoResultsView.swift", elementID: "NoResultsView.contentUnavailable", notes: []) {
        lowered(NoResultsView(query: "hiking boots"))
    },
    CorpusScreen(file: "Cards/UploadCard.swift", elementID: "UploadCard", notes: [missingColor("CardBackground")]) {
        lowered(UploadCard(fileName: "Holiday.mov", progress: 0.42, isPaused: false))
    },
    CorpusScreen(file: "Screens/ProductGrid.swift", elementID: "ProductGrid.scrollView",
                 notes: [missingColor("CardBackground"), missingImage("shoe-trail"), missingImage("sweater-crew"), missingImage("pack-18"),
                         "Text.strikethrough is not drawn yet",
                         "Materials are drawn as a flat system fill (quaternarySystemFill): a still image has nothing behind to blur"]) {
        lowered(ProductGrid(products: Product.samples))
    },
]

/// Files with models and helpers only; their views are exercised through the screens above.
let corpusSupportFiles: Set<String> = [
    "Models/Article.swift", "Models/Cart.swift", "Models/Landmark.swift", "Models/Message.swift",
    "Models/Payment.swift", "Models/Product.swift", "Models/SettingsStore.swift", "Models/UserProfile.swift",
]

/// Files left out of the build (Package.swift, `exclude:`) until the APIs they wait for land; none now
/// (every file compiles), kept so a file that must wait again is listed with its reason.
let corpusPendingFiles: [String: String] = [:]

private let corpusRoot = packageRoot.appendingPathComponent("Tests/SwiftUICorpus")

@MainActor
struct CorpusTests {
    @Test(arguments: corpusScreens)
    func screenLowersWithItsIDAndNotes(_ screen: CorpusScreen) {
        let result = screen.make()
        #expect(!result.content.isEmpty, "\(screen.file) lowered to nothing")
        #expect(result.content.first?.explicitID == screen.elementID)
        let notes = result.notes.filter { !$0.hasPrefix("Image(systemName:") }
        #expect(Set(notes) == Set(screen.notes), "notes of \(screen.file)")
        #expect(notes.count == Set(notes).count, "a note was recorded twice")
    }

    @Test func everyCorpusFileIsAccountedFor() throws {
        let listed = try FileManager.default.subpathsOfDirectory(atPath: corpusRoot.path)
            .filter { $0.hasSuffix(".swift") }
        let tested = Set(corpusScreens.map(\.file))
        let pending = Set(corpusPendingFiles.keys)
        #expect(tested.isDisjoint(with: pending))
        #expect(tested.isDisjoint(with: corpusSupportFiles))
        let known = tested.union(pending).union(corpusSupportFiles)
        #expect(Set(listed).subtracting(known).sorted() == [], "corpus files with no test: add them to CorpusTests")
        #expect(known.subtracting(listed).sorted() == [], "files in CorpusTests that are not in Tests/SwiftUICorpus")
        #expect(listed.count - corpusSupportFiles.count >= 30, "the corpus holds at least 30 view files")
    }

    @Test func pendingFilesAndOnlyThoseAreExcludedFromTheBuild() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for file in corpusPendingFiles.keys.sorted() {
            #expect(manifest.contains("\"\(file)\""), "\(file) is pending but not excluded in Package.swift")
        }
        for file in Set(corpusScreens.map(\.file)).sorted() {
            #expect(!manifest.contains("\"\(file)\""), "\(file) is tested but excluded in Package.swift")
        }
    }

    @Test func landmarkRowIsTheTutorialsHStack() throws {
        let node = try #require(lowered(LandmarkRow(landmark: .sample)).content.first)
        guard case .hstack(let children, _, _) = node.kind else {
            Issue.record("expected an hstack, got \(node.kind)"); return
        }
        #expect(children.count == 4, "image, name, spacer, star")
        let plain = try #require(lowered(LandmarkRow(landmark: Landmark.samples[1])).content.first)
        guard case .hstack(let fewer, _, _) = plain.kind else { Issue.record("expected an hstack"); return }
        #expect(fewer.count == 3, "no star when the landmark is not a favourite")
    }

    @Test func contactRowStacksAtAccessibilitySizes() throws {
        var environment = SnapshotEnvironment()
        environment.dynamicTypeSize = .accessibilityLarge
        let node = try #require(ContactRow(contact: .grace).lowerForSnapshot(environment).content.first)
        guard case .vstack = node.kind else { Issue.record("expected a vstack at AX sizes, got \(node.kind)"); return }
    }

    /// A `ForEach` row closure runs after `body` returned, so `@Environment` read inside it sees the default
    /// environment, not the snapshot's (docs/swiftui-missing.md, "Defects found"); an `@Environment(T.self)`
    /// object read there stopped the process. The lowering now keeps `@Environment` reading its
    /// environment throughout, so a row closure sees the night variant.
    @Test func environmentInsideForEachIsTheSnapshots() {
        struct Swatches: View {
            @Environment(\.colorScheme) private var colorScheme
            var body: some View {
                VStack {
                    ForEach(0..<1, id: \.self) { _ in
                        Text(colorScheme == .dark ? "dark" : "light")
                    }
                }
            }
        }
        var environment = SnapshotEnvironment()
        environment.colorScheme = .night
        let dump = String(describing: Swatches().lowerForSnapshot(environment).content)
        #expect(dump.contains("\"dark\"") || dump.contains("\"light\""), "the row's text is in the lowered tree")
        #expect(dump.contains("\"dark\""), "a ForEach row closure reads the snapshot's environment: \(dump)")
    }
}
