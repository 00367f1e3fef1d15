#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, created on first use and released when the thread ends.
///
/// The per-thread image caches (and, before them, per-thread font sessions) used Foundation's `threadDictionary`, whose
/// first use in a process bridges the key and the value to Objective-C-style objects: in a cold
/// `listshot render` that bridging and its protocol lookups cost more than the dictionary work
/// itself. This holds one retained object in a POSIX thread-specific slot instead.
///
/// ```swift
/// static let caches = ThreadLocal { ImageCache() }
/// let cache = caches.value   // this thread's, made on first use
/// ```
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: () -> Value

    /// `make` creates a thread's object the first time that thread asks for it.
    package init(_ make: @escaping () -> Value) {
        self.make = make
        // The slot holds a retained reference; a thread's end releases it. If no key is left
        // (PTHREAD_KEYS_MAX), every read makes a fresh object: correct, only without reuse.
        if pthread_key_create(&key, { raw in
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }) != 0 {
            valid = false
        }
    }

    private var valid = true

    deinit {
        if valid { pthread_key_delete(key) }
    }

    /// This thread's object.
    package var value: Value {
        guard valid else { return make() }
        if let raw = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
        }
        let created = make()
        let retained = Unmanaged.passRetained(created as AnyObject)
        if pthread_setspecific(key, retained.toOpaque()) != 0 { retained.release() }
        return created
    }
}
