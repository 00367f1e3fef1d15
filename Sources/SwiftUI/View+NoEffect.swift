// APIs that change nothing in a still image: each is accepted, draws nothing, and is listed once as
// a note in the render's report (docs/swiftui.md, "What a snapshot ignores").

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { noEffect("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { noEffect("onDisappear") }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { noEffect("task") }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { noEffect("task(id:)") }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { noEffect("onTapGesture") }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { noEffect("onLongPressGesture") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { noEffect("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { noEffect("onChange") }
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { noEffect("onChange") }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { noEffect("onSubmit") }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { noEffect("onOpenURL") }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { noEffect("refreshable") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { noEffect("animation") }
    public func animation(_ animation: Animation?) -> some View { noEffect("animation") }
    public func transition(_ transition: AnyTransition) -> some View { noEffect("transition") }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { noEffect("matchedGeometryEffect") }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { noEffect("contentShape") }
    public func allowsHitTesting(_ enabled: Bool) -> some View { noEffect("allowsHitTesting") }
    public func zIndex(_ value: Double) -> some View { noEffect("zIndex") }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func help(_ text: String) -> some View { noEffect("help") }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { noEffect("contextMenu") }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { noEffect("swipeActions") }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { noEffect("sheet") }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { noEffect("sheet") }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { noEffect("fullScreenCover") }
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View { noEffect("popover") }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { noEffect("alert") }
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { noEffect("alert") }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { noEffect("confirmationDialog") }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { noEffect("navigationDestination") }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { noEffect("navigationDestination") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { noEffect("textInputAutocapitalization") }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { noEffect("autocorrectionDisabled") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { noEffect("submitLabel") }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { noEffect("focused") }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { noEffect("focused") }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { noEffect("scrollIndicators") }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { noEffect("scrollDismissesKeyboard") }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { noEffect("interactiveDismissDisabled") }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { noEffect("presentationDetents") }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { noEffect("statusBarHidden") }
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { noEffect("sensoryFeedback") }
}

/// Events that submit (SwiftUI `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1); public static let search = SubmitTriggers(rawValue: 2) }
/// The leading or trailing edge (SwiftUI `HorizontalEdge`).
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable { case leading, trailing }
/// The top or bottom edge (SwiftUI `VerticalEdge`).
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable { case top, bottom }
/// Shown, hidden or the default (SwiftUI `Visibility`).
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }
/// A transition (SwiftUI `AnyTransition`); a still image shows the final state.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(); public static let scale = AnyTransition(); public static let slide = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
/// What `matchedGeometryEffect` matches (SwiftUI `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1); public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size] }
/// Keyboard capitalization (SwiftUI `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(); public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(); public static let characters = TextInputAutocapitalization() }
/// The return key's label (SwiftUI `SubmitLabel`).
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(); public static let go = SubmitLabel(); public static let send = SubmitLabel()
    public static let join = SubmitLabel(); public static let route = SubmitLabel(); public static let search = SubmitLabel()
    public static let `return` = SubmitLabel(); public static let next = SubmitLabel(); public static let `continue` = SubmitLabel() }
/// Scroll indicators (SwiftUI `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility(); public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility(); public static let never = ScrollIndicatorVisibility() }
/// How scrolling dismisses the keyboard (SwiftUI `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode(); public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode(); public static let never = ScrollDismissesKeyboardMode() }
/// A sheet height (SwiftUI `PresentationDetent`).
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    public static let medium = PresentationDetent(name: "medium"); public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "h\(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "f\(fraction)") } }
/// Safe-area regions (SwiftUI `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1); public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard] }
/// Accessibility traits (SwiftUI `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable { public let rawValue: UInt64; public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1); public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4); public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16); public static let isStaticText = AccessibilityTraits(rawValue: 32) }
/// How an accessibility element treats its children (SwiftUI `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(); public static let combine = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior() }
/// Haptic feedback (SwiftUI `SensoryFeedback`).
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback(); public static let warning = SensoryFeedback(); public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback(); public static let increase = SensoryFeedback(); public static let decrease = SensoryFeedback()
    public static let impact = SensoryFeedback() }
