import CCairo
import Foundation
import ListshotCore

extension DisplayListPainter {
    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255,
                              Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    /// Sets a solid or gradient source. Gradients follow CSS angles across `frame`.
    func setPaint(_ paint: Paint, frame: Rect) {
        switch paint {
        case .solid(let color):
            setColor(color)
        case .linearGradient(let gradient):
            let radians = gradient.angle * Double.pi / 180
            let dx = sin(radians), dy = -cos(radians)
            let half = (abs(frame.width * dx) + abs(frame.height * dy)) / 2
            let pattern = cairo_pattern_create_linear(frame.midX - dx * half, frame.midY - dy * half,
                                                      frame.midX + dx * half, frame.midY + dy * half)
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, Double(c.red) / 255, Double(c.green) / 255,
                                                  Double(c.blue) / 255, Double(c.alpha) / 255)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Adds a rounded-rectangle path; the radius is clamped to half the shorter side.
    func roundedRect(_ r: Rect, radius: Double, curve: CornerCurve = .circular) {
        cairo_new_path(cr)
        let radius = min(max(radius, 0), min(r.width, r.height) / 2)
        guard radius > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        if curve == .continuous {
            outline(ContinuousCorners.outline(r, radius: radius))
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -half, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, half)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, half, 2 * half)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Adds a closed outline made of lines, cubic Béziers and arcs (``ContinuousCorners``).
    func outline(_ segments: [OutlineSegment]) {
        cairo_new_sub_path(cr)
        for segment in segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let center, let radius, let start, let end): cairo_arc(cr, center.x, center.y, radius, start, end)
            }
        }
        cairo_close_path(cr)
    }

    /// Adds an ellipse path inscribed in `r`.
    func ellipse(_ r: Rect) {
        cairo_new_path(cr)
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
    }
}
