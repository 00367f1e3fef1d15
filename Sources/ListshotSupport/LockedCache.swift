import Foundation

/// The one thread-safe cache: a dictionary behind a lock, optionally bounded (when full, it
/// is emptied before the next insert; caches here hold few, cheap-to-rebuild values).
///
/// ```swift
/// let themes = LockedCache<String, Theme>(limit: 64)
/// let theme = themes.value(for: key) ?? themes.store(load(), for: key)
/// ```
package final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    package init(limit: Int = .max) { self.limit = limit }

    package func value(for key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    @discardableResult
    package func store(_ value: Value, for key: Key) -> Value {
        lock.lock(); defer { lock.unlock() }
        if values.count >= limit, values[key] == nil { values.removeAll(keepingCapacity: true) }
        values[key] = value
        return value
    }

    /// The cached value, or `make()`'s, stored (made outside the lock; a race makes it twice).
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = value(for: key) { return known }
        return store(try make(), for: key)
    }

    package var count: Int {
        lock.lock(); defer { lock.unlock() }
        return values.count
    }
}
