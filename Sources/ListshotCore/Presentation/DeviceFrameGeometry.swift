/// One shape of a device frame: a rounded rectangle or an ellipse, in one of the frame's colours.
struct DeviceFramePart: Sendable, Hashable {
    /// `continuousRect` turns its corners with iOS's continuous curve (``ContinuousCorners``), as
    /// the device bodies and displays do; small parts (buttons, the island) stay circular.
    enum Shape: Sendable, Hashable { case roundedRect(radius: Double), continuousRect(radius: Double), ellipse }
    /// Which of the frame's colours fills it (``DeviceFramePalette``).
    enum Role: Sendable, Hashable { case band, highlight, button, bezel, detail, black }

    /// The id suffix: `presentation.frame.<name>`.
    var name: String
    var shape: Shape
    var frame: Rect
    var role: Role
    /// A ring drawn inside the shape (the home button's rim, the light edge of the band): its
    /// width in points (0 for none) and colour.
    var ringWidth: Double = 0
    var ringRole: Role = .band
}

/// A device frame drawn from rects and ellipses around the display, in the frame's own space: the
/// body's top-left corner at (0, 0). Parts are in painter's order; the screen goes between the
/// parts `underScreen` and `overScreen` (docs/presentation.md, "Device frames").
///
/// ```swift
/// let geometry = DeviceFrameGeometry(device: .iPhone15, orientation: .portrait)
/// geometry.display   // (19.5, 19.5, 393, 852)
/// ```
struct DeviceFrameGeometry: Sendable, Hashable {
    var body: Rect
    var bodyRadius: Double
    var display: Rect
    var displayRadius: Double
    var underScreen: [DeviceFramePart]
    var overScreen: [DeviceFramePart]

    /// The box every part fits in (buttons stand out of the body).
    var bounds: Rect {
        (underScreen + overScreen).reduce(body) { $0.union($1.frame) }
    }

    /// The frame of `device`'s family around its display, turned for `orientation`.
    init(device: Device, orientation: Orientation) {
        self = Self.portrait(device)
        if orientation == .landscape { self = turned() }
    }

    init(body: Rect, bodyRadius: Double, display: Rect, displayRadius: Double,
         underScreen: [DeviceFramePart], overScreen: [DeviceFramePart]) {
        self.body = body; self.bodyRadius = bodyRadius; self.display = display; self.displayRadius = displayRadius
        self.underScreen = underScreen; self.overScreen = overScreen
    }

    /// The display alone, for a presentation without a frame: no parts.
    static func bare(device: Device, orientation: Orientation) -> DeviceFrameGeometry {
        let size = orientation == .portrait ? device.size : Size(width: device.size.height, height: device.size.width)
        let display = Rect(origin: .zero, size: size)
        return DeviceFrameGeometry(body: display, bodyRadius: device.displayCornerRadius, display: display,
                                   displayRadius: device.displayCornerRadius, underScreen: [], overScreen: [])
    }

    /// The frame turned a quarter turn anticlockwise: the top of the device (the island, the
    /// speaker) on the left, the side buttons along the top and bottom.
    func turned() -> DeviceFrameGeometry {
        let height = body.width
        func turn(_ r: Rect) -> Rect { Rect(x: r.y, y: height - r.x - r.width, width: r.height, height: r.width) }
        func turn(_ p: DeviceFramePart) -> DeviceFramePart { var p = p; p.frame = turn(p.frame); return p }
        return DeviceFrameGeometry(body: turn(body), bodyRadius: bodyRadius, display: turn(display), displayRadius: displayRadius,
                                   underScreen: underScreen.map(turn), overScreen: overScreen.map(turn))
    }

    static func portrait(_ device: Device) -> DeviceFrameGeometry {
        switch device.family {
        case .dynamicIslandPhone: return dynamicIslandPhone(device)
        case .homeButtonPhone: return homeButtonPhone(device)
        case .tablet: return tablet(device)
        }
    }

    /// The metal band round the edge, in points.
    static let band = 4.0
    /// How far the side buttons stand out of the body, in points.
    static let buttonDepth = 3.0

    /// The body round a display with `bezel` on the sides and `topBottom` above and below.
    static func bodyAndDisplay(_ device: Device, sides: Double, topBottom: Double) -> (body: Rect, display: Rect) {
        let display = Rect(x: sides, y: topBottom, width: device.size.width, height: device.size.height)
        return (Rect(x: 0, y: 0, width: device.size.width + 2 * sides, height: device.size.height + 2 * topBottom), display)
    }

    /// The band and the black glass inside it.
    static func shell(_ body: Rect, radius: Double, glass: DeviceFramePart.Role = .bezel) -> [DeviceFramePart] {
        [DeviceFramePart(name: "body", shape: .continuousRect(radius: radius), frame: body, role: .band, ringWidth: 1, ringRole: .highlight),
         DeviceFramePart(name: "bezel", shape: .continuousRect(radius: max(0, radius - band)),
                         frame: body.inset(by: EdgeInsets(all: band)), role: glass)]
    }

    /// A side button on the left (`left`) or right edge, from `top` to `top + length` of the body.
    static func sideButton(_ name: String, body: Rect, left: Bool, top: Double, length: Double) -> DeviceFramePart {
        let x = left ? body.minX - buttonDepth : body.maxX - 2
        return DeviceFramePart(name: "button.\(name)", shape: .roundedRect(radius: 1.5),
                               frame: Rect(x: x, y: body.minY + top, width: buttonDepth + 2, height: length), role: .button)
    }

    /// iPhone 15 family. iPhone 15 is 71.6 × 147.6 mm at 460 ppi, 3× (Apple, "iPhone 15 - Technical
    /// Specifications", apple.com/iphone-15/specs): 432 × 891 pt round a 393 × 852 pt display, a
    /// 19.5 pt border all round. The body's corners are concentric with the display's (55 pt,
    /// ``Device/displayCornerRadius``). The Dynamic Island is a 126 × 37 pt pill whose top is 11 pt
    /// below the display's top, centred (estimated from screenshots of iPhone 15 screens; Apple
    /// publishes no figure). The side buttons' positions are estimated from Apple's product images.
    static func dynamicIslandPhone(_ device: Device) -> DeviceFrameGeometry {
        let border = 19.5
        let (body, display) = bodyAndDisplay(device, sides: border, topBottom: border)
        let radius = device.displayCornerRadius + border
        let h = body.height
        // The island the status bar's items sit beside (docs/screens.md, "Measurements").
        let size = ChromeMetrics.islandSize
        let island = Rect(x: display.midX - size.width / 2, y: display.minY + ChromeMetrics.islandTop, width: size.width, height: size.height)
        return DeviceFrameGeometry(
            body: body, bodyRadius: radius, display: display, displayRadius: device.displayCornerRadius,
            underScreen: [
                sideButton("action", body: body, left: true, top: h * 0.17, length: h * 0.036),
                sideButton("volumeUp", body: body, left: true, top: h * 0.245, length: h * 0.07),
                sideButton("volumeDown", body: body, left: true, top: h * 0.335, length: h * 0.07),
                sideButton("side", body: body, left: false, top: h * 0.27, length: h * 0.11),
            ] + shell(body, radius: radius),
            overScreen: [DeviceFramePart(name: "island", shape: .roundedRect(radius: island.height / 2), frame: island, role: .black)])
    }

    /// iPhone SE (3rd generation): 67.3 × 138.4 mm at 326 ppi, 2× (Apple, "iPhone SE (3rd
    /// generation) - Technical Specifications", support.apple.com): 432 × 888 pt round a
    /// 375 × 667 pt display, so 28.5 pt at the sides and 110.5 pt above and below. The home button
    /// (11 mm, 70 pt) sits centred under the display; the speaker slot (64 × 6 pt) and the front
    /// camera above it, and the body's corner radius (62 pt), are estimated from Apple's product images.
    static func homeButtonPhone(_ device: Device) -> DeviceFrameGeometry {
        let (body, display) = bodyAndDisplay(device, sides: 28.5, topBottom: 110.5)
        let radius = 62.0
        let h = body.height
        let below = body.maxY - display.maxY, above = display.minY - body.minY
        let home = Rect(x: display.midX - 35, y: display.maxY + below / 2 - 35, width: 70, height: 70)
        let speaker = Rect(x: display.midX - 32, y: display.minY - above / 2 - 3, width: 64, height: 6)
        let camera = Rect(x: display.midX - 5, y: speaker.minY - 22, width: 10, height: 10)
        return DeviceFrameGeometry(
            body: body, bodyRadius: radius, display: display, displayRadius: device.displayCornerRadius,
            underScreen: [
                sideButton("ringer", body: body, left: true, top: h * 0.12, length: h * 0.03),
                sideButton("volumeUp", body: body, left: true, top: h * 0.19, length: h * 0.06),
                sideButton("volumeDown", body: body, left: true, top: h * 0.27, length: h * 0.06),
                sideButton("side", body: body, left: false, top: h * 0.19, length: h * 0.075),
            ] + shell(body, radius: radius) + [
                // The black edge of the panel, which shows round the display on a white front.
                DeviceFramePart(name: "displayEdge", shape: .roundedRect(radius: 0), frame: display.inset(by: EdgeInsets(all: -2)), role: .black),
                DeviceFramePart(name: "speaker", shape: .roundedRect(radius: 3), frame: speaker, role: .detail),
                DeviceFramePart(name: "camera", shape: .ellipse, frame: camera, role: .detail),
                DeviceFramePart(name: "homeButton", shape: .ellipse, frame: home, role: .bezel, ringWidth: 2.5),
            ],
            overScreen: [])
    }

    /// iPad (10th generation): 179.5 × 248.6 mm at 264 ppi, 2× (Apple, "iPad (10th generation) -
    /// Technical Specifications", support.apple.com): 933 × 1292 pt round an 820 × 1180 pt
    /// display, a uniform 56 pt border. The body's corner radius (52 pt), the top button, the volume
    /// buttons and the front camera on the long (landscape) edge are estimated from Apple's product images.
    static func tablet(_ device: Device) -> DeviceFrameGeometry {
        let border = 56.0
        let (body, display) = bodyAndDisplay(device, sides: border, topBottom: border)
        let radius = max(52.0, device.displayCornerRadius + Self.band)
        let w = body.width, h = body.height
        let top = DeviceFramePart(name: "button.top", shape: .roundedRect(radius: 1.5),
                                  frame: Rect(x: w * 0.78, y: -buttonDepth, width: w * 0.07, height: buttonDepth + 2), role: .button)
        let camera = Rect(x: body.maxX - border / 2 - 4, y: display.midY - 4, width: 8, height: 8)
        return DeviceFrameGeometry(
            body: body, bodyRadius: radius, display: display, displayRadius: device.displayCornerRadius,
            underScreen: [
                top,
                sideButton("volumeUp", body: body, left: false, top: h * 0.075, length: h * 0.045),
                sideButton("volumeDown", body: body, left: false, top: h * 0.13, length: h * 0.045),
            ] + shell(body, radius: radius) + [
                DeviceFramePart(name: "camera", shape: .ellipse, frame: camera, role: .detail),
            ],
            overScreen: [])
    }
}
