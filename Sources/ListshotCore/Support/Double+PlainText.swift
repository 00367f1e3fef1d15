extension Double {
    /// The number as people write it: `393` rather than `393.0`, up to four decimals as written (`0.005`),
    /// longer ones rounded to two (`170.33`), so a spec's own value reads back in a message.
    ///
    /// ```swift
    /// (341.0 / 2).plainText   // "170.5"
    /// (0.005).plainText       // "0.005"
    /// (511.0 / 3).plainText   // "170.33"
    /// ```
    package var plainText: String {
        if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
        let written = String(self)
        if written.contains("e") { return written }
        if let dot = written.firstIndex(of: "."), written.distance(from: dot, to: written.endIndex) <= 5 { return written }
        return String((self * 100).rounded() / 100)
    }
}
