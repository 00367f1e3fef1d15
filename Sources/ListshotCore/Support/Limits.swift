/// The longest single length a spec or a component may give, in points: a card's width or
/// height, an image's height, a spacer, a spacing. Longer values are out of range.
///
/// ```swift
/// guard height > 0, height <= maximumLength else { … }
/// ```
public let maximumLength: Double = 4096

/// ``maximumLength`` as messages print it.
public var maximumLengthText: String { String(Int(maximumLength)) }
