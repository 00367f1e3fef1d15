import CCairo
import ListshotCore

/// Draws a display list onto a cairo context: one exhaustive `switch` over the primitives.
///
/// It knows nothing of cells or cards; it only interprets primitives. The context is expected
/// to be in points (the caller applies the device scale).
final class DisplayListPainter {
    let cr: OpaquePointer
    let session: FontSession
    let images: ImageCache
    /// Device pixels per point of the current space: the list's scale times every enclosing
    /// transform's (raster images and shadow masks are made at this resolution).
    private(set) var scale: Double
    /// Drawing into pixels at `scale` (not a vector document): images are blitted pre-scaled.
    let isRaster: Bool
    /// Blurred shadow masks already made in this render, by their exact inputs (a rail of equal
    /// cards blurs one mask); see `drawShadow`.
    var shadowMasks: [ShadowMaskKey: OpaquePointer] = [:]

    init(cr: OpaquePointer, session: FontSession, images: ImageCache, scale: Double, isRaster: Bool) {
        self.cr = cr; self.session = session; self.images = images; self.scale = scale; self.isRaster = isRaster
    }

    deinit {
        for mask in shadowMasks.values { cairo_surface_destroy(mask) }
    }

    func paint(_ list: DisplayList) throws(RenderError) {
        for item in list.items {
            try paint(item)
        }
    }

    func paint(_ item: DisplayItem) throws(RenderError) {
        switch item.primitive {
        case .rect(let p):
            if let fill = p.fill {
                roundedRect(p.frame, radius: p.cornerRadius, curve: p.cornerCurve)
                setPaint(fill, frame: p.frame)
                cairo_fill(cr)
            }
            if let stroke = p.stroke, stroke.width > 0 {
                let half = stroke.width / 2
                let inset = Rect(x: p.frame.x + half, y: p.frame.y + half,
                                 width: p.frame.width - stroke.width, height: p.frame.height - stroke.width)
                roundedRect(inset, radius: max(0, p.cornerRadius - half), curve: p.cornerCurve)
                setColor(stroke.color)
                cairo_set_line_width(cr, stroke.width)
                cairo_stroke(cr)
            }
        case .ellipse(let p):
            if let fill = p.fill {
                ellipse(p.frame)
                setPaint(fill, frame: p.frame)
                cairo_fill(cr)
            }
            if let stroke = p.stroke, stroke.width > 0 {
                let half = stroke.width / 2
                ellipse(Rect(x: p.frame.x + half, y: p.frame.y + half,
                             width: p.frame.width - stroke.width, height: p.frame.height - stroke.width))
                setColor(stroke.color)
                cairo_set_line_width(cr, stroke.width)
                cairo_stroke(cr)
            }
        case .line(let p):
            cairo_move_to(cr, p.from.x, p.from.y)
            cairo_line_to(cr, p.to.x, p.to.y)
            setColor(p.stroke.color)
            cairo_set_line_width(cr, p.stroke.width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(cr)
        case .path(let p):
            drawPath(p)
        case .image(let p):
            try drawImage(p, id: item.id)
        case .shadow(let p):
            drawShadow(p)
        case .text(let p):
            drawText(p)
        case .pushClip(let p):
            cairo_save(cr)
            roundedRect(p.frame, radius: p.cornerRadius, curve: p.cornerCurve)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case .pushOpacity:
            cairo_push_group(cr)
        case .popOpacity:
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacityStack.popLast() ?? 1)
        case .pushTransform(let t):
            cairo_save(cr)
            scaleStack.append(scale)
            // A list read from a file was validated (validateNesting); a bad transform still draws nothing wrong.
            if t.isValid {
                cairo_translate(cr, t.translation.x, t.translation.y)
                cairo_scale(cr, t.scale, t.scale)
                scale *= t.scale
            }
        case .popTransform:
            cairo_restore(cr)
            scale = scaleStack.popLast() ?? scale
        }
        if case .pushOpacity(let opacity) = item.primitive { opacityStack.append(opacity) }
    }

    private var opacityStack: [Double] = []
    private var scaleStack: [Double] = []

    func drawText(_ p: TextPrimitive) {
        // Glyphs load through cairo's process-wide font faces: one thread at a time (FontSession.engine).
        FontSession.withEngine {
            guard let layout = session.layout(for: p.request) else { return }
            setColor(p.color)
            cairo_move_to(cr, p.frame.x, p.frame.y)
            pango_cairo_show_layout(cr, layout)
            cairo_new_path(cr)
        }
    }

    func drawPath(_ p: PathPrimitive) {
        guard p.viewBox.width > 0, p.viewBox.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, p.frame.x, p.frame.y)
        cairo_scale(cr, p.frame.width / p.viewBox.width, p.frame.height / p.viewBox.height)
        if p.isMirrored {
            cairo_translate(cr, p.viewBox.width, 0)
            cairo_scale(cr, -1, 1)
        }
        cairo_new_path(cr)
        for command in p.path.commands {
            switch command {
            case .move(let x, let y): cairo_move_to(cr, x, y)
            case .line(let x, let y): cairo_line_to(cr, x, y)
            case .cubic(let a, let b, let c, let d, let e, let f): cairo_curve_to(cr, a, b, c, d, e, f)
            case .close: cairo_close_path(cr)
            }
        }
        switch p.paint {
        case .fill(let color):
            setColor(color)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let color, let width):
            setColor(color)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        case .erase(let width):
            // Clears the enclosing group's pixels (a symbol's knocked-out glyph); cairo_restore resets the operator.
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            if let width {
                cairo_set_line_width(cr, width)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(cr)
            } else {
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
        }
        cairo_restore(cr)
    }

    func drawImage(_ p: ImagePrimitive, id: String) throws(RenderError) {
        if isRaster {
            // Frames are on the pixel grid, so the pre-scaled copy lands 1:1 on device pixels.
            let w = Int(saturating: p.frame.width * scale), h = Int(saturating: p.frame.height * scale)
            guard let image = try images.scaledSurface(for: p.path, element: id, width: w, height: h, mode: p.contentMode) else { return }
            cairo_surface_set_device_scale(image, scale, scale)
            cairo_save(cr)
            roundedRect(p.frame, radius: p.cornerRadius)
            cairo_clip(cr)
            cairo_set_source_surface(cr, image, p.frame.x, p.frame.y)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        // Vector documents embed the original image, scaled by the transform.
        let image = try images.surface(for: p.path, element: id)
        cairo_save(cr)
        roundedRect(p.frame, radius: p.cornerRadius)
        cairo_clip(cr)
        ImageCache.draw(image, into: p.frame, mode: p.contentMode, on: cr)
        cairo_restore(cr)
    }
}
