/// A stored property a view reads its data through (SwiftUI `DynamicProperty`); in a snapshot each
/// holds its initial value and nothing updates.
public protocol DynamicProperty {}
