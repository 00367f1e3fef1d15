internal import ListshotCore

/// Progress (SwiftUI `ProgressView`): without a value, iOS's spinning activity indicator (a fixed
/// frame of it); with `value:total:`, a 4 pt linear bar filled with the tint, under its label.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: 0.4)
/// ProgressView(value: done, total: 12) { Text("Import") } currentValueLabel: { Text("\(done) of 12") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label; self.currentValueLabel = currentValueLabel
    }

    /// A determinate bar of `value` out of `total` (nil: indeterminate), with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label(), currentValueLabel: currentValueLabel())
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let labelNodes = label.map { $0.lowered(in: context) } ?? []
        let node: ViewNode
        if let fraction {
            let secondary = Color.secondary.reference(in: context.environment, context: context)
            var rows = labelNodes
            rows.append(ProgressDrawing.bar(fraction: fraction, in: context))
            if let currentValueLabel {
                rows += context.with({ $0.font = $0.font ?? .subheadline }) { Controls.lower(currentValueLabel, foreground: secondary, in: context) }
            }
            node = ViewNode.vstack(alignment: .leading, spacing: 4, rows)
        } else {
            // A labelled spinner: the label under it in secondary (iOS 16+ renders, estimate of the 8 pt gap).
            let secondary = Color.secondary.reference(in: context.environment, context: context)
            let label = label.map { Controls.lower($0, foreground: secondary, in: context) } ?? []
            node = label.isEmpty ? ProgressDrawing.spinner() : ViewNode.vstack(spacing: 8, [ProgressDrawing.spinner()] + label)
        }
        return [node.control("progressView")]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The spinning activity indicator.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    /// A bar of `value` out of `total` (nil: the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// The spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    /// A bar with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// The spinner titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }
    /// The spinner titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }
    /// A bar titled with a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: Text(titleKey), currentValueLabel: nil)
    }
    /// A bar titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: Text(title), currentValueLabel: nil)
    }
}

/// UIProgressView and UIActivityIndicatorView, drawn from shapes.
@MainActor
enum ProgressDrawing {
    /// A full-width 4 pt capsule in systemFill (estimate) with the tint capsule to `fraction`.
    static func bar(fraction: Double, in context: LoweringContext) -> ViewNode {
        func capsule(_ width: Double, _ fill: ColorReference, _ id: String) -> ViewNode {
            ViewNode.shape(.capsule, fill: fill).modifier(.relativeFrame(width: width, height: 1, alignment: .leading)).control(id)
        }
        return ViewNode.geometryReader([capsule(1, .system("systemFill"), "track"), capsule(fraction, Controls.tint(context), "fill")])
            .modifier(.frame(ViewFrame(height: ControlMetrics.progressBar)))
            .control("bar")
    }

    /// The medium activity indicator: 8 round spokes of systemGray, fading clockwise from the top, in
    /// 20 pt — the geometry of Sources/ListshotCore/ListKit/ListKitSpinner.swift (spokes from r 5 to 9, 2 pt wide).
    static func spinner() -> ViewNode {
        let side = ControlMetrics.spinnerSide
        let spokes = (0..<8).map { index -> ViewNode in
            let angle = Double(index) * 2 * Double.pi / 8
            let (dx, dy) = ((sin(angle) * 1000).rounded() / 1000, (-cos(angle) * 1000).rounded() / 1000)
            let path = VectorPath([.move(10 + 5 * dx, 10 + 5 * dy), .line(10 + 9 * dx, 10 + 9 * dy)])
            let gray = RGBA(red: 0x8E, green: 0x8E, blue: 0x93).scaledAlpha(1 - Double(index) * 0.1)
            return ViewNode(.shape(.path(path, viewBox: Size(width: side, height: side)), fill: nil, stroke: ViewStroke(color: .literal(gray), width: 2)))
        }
        return ViewNode.zstack(spokes).modifier(.frame(ViewFrame(width: side, height: side))).control("spinner")
    }
}

/// A value within a range (SwiftUI `Gauge`), drawn as iOS's default linear gauge: the label above,
/// a 4 pt bar to the value, the minimum and maximum labels under its ends (estimate of the look).
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge of `value` within `bounds`, with its labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let secondary = Color.secondary.reference(in: context.environment, context: context)
        var header = label.lowered(in: context)
        if let currentValueLabel { header += [ViewNode.spacer()] + Controls.lower(currentValueLabel, foreground: secondary, in: context) }
        var rows = [ViewNode.hstack(header), ProgressDrawing.bar(fraction: fraction, in: context)]
        let (low, high) = context.with({ $0.font = $0.font ?? .caption }) {
            (minimumValueLabel.map { Controls.lower($0, foreground: secondary, in: context) } ?? [],
             maximumValueLabel.map { Controls.lower($0, foreground: secondary, in: context) } ?? [])
        }
        if !low.isEmpty || !high.isEmpty { rows.append(ViewNode.hstack(low + [ViewNode.spacer()] + high)) }
        return [ViewNode.vstack(alignment: .leading, spacing: 4, rows).control("gauge")]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with its current value shown.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
