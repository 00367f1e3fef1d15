extension Double {
    /// The number as people write it: `393` rather than `393.0`, at most two decimals otherwise.
    var plainText: String {
        if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
        return String((self * 100).rounded() / 100)
    }
}
