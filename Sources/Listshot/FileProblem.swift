import Foundation

/// A short reason for a failed file operation, from the POSIX error underneath Foundation's
/// (never its `NSCocoaErrorDomain … UserInfo={…}` description).
///
/// ```swift
/// FileProblem.reason(error)   // "permission denied"
/// ```
public enum FileProblem {
    public static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(truncatingIfNeeded: underlying.code))).lowercased()
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(truncatingIfNeeded: ns.code))).lowercased() }
        switch ns.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileWriteFileExistsError: return "a file is in the way"
        default: return "the file system refused"
        }
    }
}
