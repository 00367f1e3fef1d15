/// Places a finished screen inside a presentation: a background, a device frame and a caption,
/// scaled into a store screenshot size when one is given (docs/presentation.md).
///
/// The screen's own display list goes in unchanged, inside a `pushTransform` and a clip to the
/// display's rounded corners, so its ids and points stay the screen's.
///
/// ```swift
/// let screen = try ScreenLayout.layout(plain, theme: theme, measurer: measurer).displayList
/// let framed = try PresentationLayout.present(screen, frame: .device(.iPhone15, .portrait),
///                                             presentation: Presentation(size: .appStore69),
///                                             theme: theme, measurer: measurer, direction: .leftToRight).displayList
/// ```
public enum PresentationLayout {
    /// Space between the caption and the device, in points.
    static let captionGap = 32.0
    /// The device's drop shadow: blur and downward offset in points.
    static let shadowBlur = 24.0, shadowOffset = 16.0

    public static func present(_ screen: DisplayList, frame: ScreenFrame, presentation: Presentation,
                               theme: ResolvedTheme, measurer: any TextMeasuring,
                               direction: LayoutDirection) throws(LayoutError) -> LayoutResult {
        guard case .device(let device, let orientation) = frame else {
            throw .invalidValue(element: "presentation", message: "a presentation (device frame, background, caption, store size) needs a device: this screen has a fit or custom frame. Set a device (e.g. device: iphone15), or remove presentation.")
        }
        let padding = presentation.padding
        guard padding.isFinite, (0...1000).contains(padding) else {
            throw .invalidValue(element: "presentation.padding", message: "a padding of \(padding) pt is out of range. Use 0…1000 pt.")
        }
        try checkStoreSize(presentation.size, device: device)
        let stage = presentation.background(for: theme.appearance)
        try checkBackground(stage)

        let geometry = presentation.deviceFrame == nil
            ? DeviceFrameGeometry.bare(device: device, orientation: orientation)
            : DeviceFrameGeometry(device: device, orientation: orientation)
        let bounds = geometry.bounds
        let caption = try presentation.caption.map { caption throws(LayoutError) in
            try PresentationCaption.make(caption, width: bounds.width, device: device, background: stage,
                                         theme: theme, measurer: measurer, direction: direction)
        }
        let captionBlock = caption.map { $0.height + captionGap } ?? 0
        // The content, in points before any store-size scaling: padding, caption, device, padding.
        let content = Size(width: bounds.width + 2 * padding, height: bounds.height + captionBlock + 2 * padding)
        let above = presentation.caption?.position != .below
        let deviceOrigin = Point(x: padding - bounds.minX, y: padding + (above ? captionBlock : 0) - bounds.minY)
        let captionY = above ? padding : padding + bounds.height + captionGap

        // The unscaled content must fit the canvas limit too: it bounds how far a store size shrinks it.
        // Only the caption can grow it past the limit, so the error names the caption.
        let captionLimit = Double(maximumCanvasSide) / screen.scale - bounds.height - 2 * padding - captionGap
        if let caption, caption.height > captionLimit {
            throw .invalidValue(element: "presentation.caption", message: "the caption is \(Int(min(caption.height, 1e9).rounded(.up))) pt tall; with the device it would pass the \(maximumCanvasSide) px canvas limit (at most \(Int(max(0, captionLimit).rounded(.down))) pt here). Shorten it to a few lines.")
        }
        try ScreenLayout.checkCanvas(width: content.width, height: content.height, scale: screen.scale)
        let canvas: Size, placement: Transform
        if let size = presentation.size {
            let pixels = orientation == .portrait ? size.pixels : (width: size.pixels.height, height: size.pixels.width)
            canvas = Size(width: Double(pixels.width) / screen.scale, height: Double(pixels.height) / screen.scale)
            let fit = min(canvas.width / content.width, canvas.height / content.height)
            placement = Transform(translation: Point(x: (canvas.width - fit * content.width) / 2,
                                                     y: (canvas.height - fit * content.height) / 2), scale: fit)
        } else {
            canvas = content
            placement = .identity
        }
        try ScreenLayout.checkCanvas(width: canvas.width, height: canvas.height, scale: screen.scale)

        var items: [DisplayItem] = [
            DisplayItem(id: "presentation.background", .rect(RectPrimitive(frame: Rect(origin: .zero, size: canvas), fill: stage))),
            DisplayItem(id: "presentation", .pushTransform(placement)),
        ]
        func at(_ r: Rect) -> Rect { r.offsetBy(dx: deviceOrigin.x, dy: deviceOrigin.y) }
        if let color = presentation.deviceFrame {
            let palette = DeviceFramePalette(color, family: device.family)
            items.append(DisplayItem(id: "presentation.frame.shadow", .shadow(ShadowPrimitive(
                frame: at(geometry.body), cornerRadius: geometry.bodyRadius, color: RGBA(red: 0, green: 0, blue: 0, alpha: 56),
                blur: shadowBlur, offset: Point(x: 0, y: shadowOffset)))))
            items += geometry.underScreen.flatMap { part in Self.items(part, at: at(part.frame), palette: palette) }
        }
        let display = at(geometry.display)
        items += [
            DisplayItem(id: "presentation.screen", .pushTransform(Transform(translation: display.origin))),
            DisplayItem(id: "presentation.screen.clip", .pushClip(ClipPrimitive(frame: Rect(origin: .zero, size: display.size),
                                                                                  cornerRadius: geometry.displayRadius, cornerCurve: .continuous))),
        ]
        items += screen.items
        items += [DisplayItem(id: "presentation.screen.clip", .popClip), DisplayItem(id: "presentation.screen", .popTransform)]
        if let color = presentation.deviceFrame {
            let palette = DeviceFramePalette(color, family: device.family)
            items += geometry.overScreen.flatMap { part in Self.items(part, at: at(part.frame), palette: palette) }
        }
        if let caption {
            var y = captionY
            let x = padding
            if let keyword = caption.keyword {
                items.append(DisplayItem(id: "presentation.caption.keyword", .text(TextPrimitive(
                    frame: Rect(x: x, y: y, width: keyword.size.width, height: keyword.size.height), request: keyword.request, color: keyword.color))))
                y += keyword.size.height + caption.spacing
            }
            items.append(DisplayItem(id: "presentation.caption.title", .text(TextPrimitive(
                frame: Rect(x: x, y: y, width: caption.title.size.width, height: caption.title.size.height),
                request: caption.title.request, color: caption.title.color))))
        }
        items.append(DisplayItem(id: "presentation", .popTransform))
        return LayoutResult(displayList: DisplayList(size: canvas, scale: screen.scale, items: items), warnings: caption?.warnings ?? [])
    }

    /// A store size fits one kind of device: the iPad size an iPad, the iPhone sizes a phone.
    static func checkStoreSize(_ size: StoreSize?, device: Device) throws(LayoutError) {
        guard let size else { return }
        let isTablet = device.family == .tablet
        if size.isIPad && !isTablet {
            let phones = StoreSize.allCases.filter { !$0.isIPad }.map(\.rawValue).joined(separator: " or ")
            throw .invalidValue(element: "presentation.size", message: "\(size.rawValue) is an iPad screenshot size, but \(device.name) is a phone. Use \(phones) for a phone, or an iPad device (device: ipad).")
        }
        if !size.isIPad && isTablet {
            let pads = StoreSize.allCases.filter(\.isIPad).map(\.rawValue).joined(separator: " or ")
            throw .invalidValue(element: "presentation.size", message: "\(size.rawValue) is an iPhone screenshot size, but \(device.name) is an iPad. Use \(pads) for an iPad, or a phone device (e.g. device: iphone15).")
        }
    }

    /// A gradient background needs 2…16 stops at finite locations in 0…1 and a finite angle.
    static func checkBackground(_ paint: Paint) throws(LayoutError) {
        guard case .linearGradient(let g) = paint else { return }
        guard (2...16).contains(g.stops.count) else {
            throw .invalidValue(element: "presentation.background", message: "a gradient with \(g.stops.count) colours cannot be drawn. Give 2 colours (up to 16), or one solid colour.")
        }
        guard g.angle.isFinite, g.angle.magnitude <= 360 else {
            throw .invalidValue(element: "presentation.background", message: "a gradient angle of \(g.angle)° is out of range. Use -360…360 degrees.")
        }
        for stop in g.stops where !(stop.location.isFinite && (0...1).contains(stop.location)) {
            throw .invalidValue(element: "presentation.background", message: "a gradient stop at \(stop.location) is out of range. Use locations from 0 to 1.")
        }
    }

    /// The display items of one frame part at `frame` (canvas-of-content points).
    static func items(_ part: DeviceFramePart, at frame: Rect, palette: DeviceFramePalette) -> [DisplayItem] {
        let id = "presentation.frame.\(part.name)"
        let fill = Paint.solid(palette.color(part.role))
        let ring = part.ringWidth > 0 ? Stroke(color: palette.color(part.ringRole), width: part.ringWidth) : nil
        switch part.shape {
        case .roundedRect(let radius):
            return [DisplayItem(id: id, .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: fill, stroke: ring)))]
        case .continuousRect(let radius):
            return [DisplayItem(id: id, .rect(RectPrimitive(frame: frame, cornerRadius: radius, cornerCurve: .continuous, fill: fill, stroke: ring)))]
        case .ellipse:
            return [DisplayItem(id: id, .ellipse(EllipsePrimitive(frame: frame, fill: fill, stroke: ring)))]
        }
    }
}
