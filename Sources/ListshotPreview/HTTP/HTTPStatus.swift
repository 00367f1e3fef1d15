/// The statuses the preview answers with.
///
/// ```swift
/// HTTPStatus.notFound.line   // "404 Not Found"
/// ```
enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case contentTooLarge = 413
    case uriTooLong = 414
    case misdirected = 421
    case headersTooLarge = 431
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The status line's code and reason phrase.
    var line: String {
        let phrase: String
        switch self {
        case .ok: phrase = "OK"
        case .badRequest: phrase = "Bad Request"
        case .forbidden: phrase = "Forbidden"
        case .notFound: phrase = "Not Found"
        case .methodNotAllowed: phrase = "Method Not Allowed"
        case .requestTimeout: phrase = "Request Timeout"
        case .contentTooLarge: phrase = "Content Too Large"
        case .uriTooLong: phrase = "URI Too Long"
        case .misdirected: phrase = "Misdirected Request"
        case .headersTooLarge: phrase = "Request Header Fields Too Large"
        case .serviceUnavailable: phrase = "Service Unavailable"
        case .versionNotSupported: phrase = "HTTP Version Not Supported"
        }
        return "\(rawValue) \(phrase)"
    }
}
