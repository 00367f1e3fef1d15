/// An edge of a rectangle in the logical sense (SwiftUI `Edge`): leading is the left in
/// left-to-right screens and the right in right-to-left ones.
///
/// ```swift
/// Text("Hi").padding(Edge.Set(.top), 8)
/// ```
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI `Edge.Set`), for `padding(_:_:)`.
    ///
    /// ```swift
    /// Text("Hi").padding([.top, .horizontal], 8)
    /// ```
    public struct Set: OptionSet, Sendable, Hashable {
        /// One bit per ``Edge``, at its raw value.
        public let rawValue: Int8
        /// The set of the edges whose bits `rawValue` has.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding one edge.
        ///
        /// ```swift
        /// Edge.Set(.leading) == .leading
        /// ```
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// `length` on the edges in `edges`, 0 on the others.
    ///
    /// ```swift
    /// EdgeInsets(.horizontal, 8) == EdgeInsets(horizontal: 8, vertical: 0)
    /// ```
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
