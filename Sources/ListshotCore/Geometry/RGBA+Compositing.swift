extension RGBA {
    /// This colour drawn with source-over onto an opaque `background`: the opaque result.
    ///
    /// ```swift
    /// RGBA(hex: "#00000080")!.composited(over: .white)   // #7F7F7F
    /// ```
    public func composited(over background: RGBA) -> RGBA {
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return RGBA(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
