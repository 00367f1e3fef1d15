import Foundation

/// The paging loader row: a grey `UIActivityIndicatorView` (style `.medium`, 20 pt) centred in
/// the row, drawn as 8 round-capped spokes whose opacity falls clockwise from the top — a fixed
/// frame of the animation, so renders are deterministic (docs/components.md §4 "Paging").
enum ListKitSpinner {
    static let side = 20.0
    static let spokes = 8
    /// iOS `systemGray` (#8E8E93), the activity indicator's tint.
    static let color = RGBA(red: 0x8E, green: 0x8E, blue: 0x93)

    static func emit(in row: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let frame = Rect(x: row.midX - side / 2, y: row.midY - side / 2, width: side, height: side)
        for index in 0..<spokes {
            let angle = Double(index) * 2 * Double.pi / Double(spokes)
            // Rounded to 1/1000 so the geometry never depends on the last bit of libm's sin/cos.
            let (dx, dy) = ((sin(angle) * 1000).rounded() / 1000, (-cos(angle) * 1000).rounded() / 1000)
            let path = VectorPath([.move(10 + 5 * dx, 10 + 5 * dy), .line(10 + 9 * dx, 10 + 9 * dy)])
            let opacity = 1 - Double(index) * 0.1
            context.emit("\(id).spoke[\(index)]", .path(PathPrimitive(frame: frame, viewBox: Size(width: side, height: side), path: path,
                                                                     paint: .stroke(color.withOpacity(opacity), width: 2))))
        }
    }
}
