import CZlib
import Foundation
import ListshotSupport

/// The memory and compression floor of one screen: its RGB scanlines compressed by zlib level 1
/// in two halves on two threads (one thread of zlib split across both cores), each thread first
/// reading its half of the drawn pixel buffer (touching the buffer). No encoder that writes a
/// zlib-level-1 PNG of the same pixels can be much faster than this on this machine.
enum FloorBench {
    static func measure(pixels: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int,
                        measure: (String, () throws -> Void) throws -> Double) throws -> Double {
        // The scanlines a PNG holds: filter byte 0, then RGB (built once, outside the timing).
        let lineBytes = width * 3 + 1
        var lines = [UInt8](repeating: 0, count: lineBytes * height)
        for y in 0..<height {
            let row = pixels.baseAddress! + y * stride
            for x in 0..<width {
                lines[y * lineBytes + 1 + x * 3] = row.load(fromByteOffset: x * 4 + 2, as: UInt8.self)
                lines[y * lineBytes + 2 + x * 3] = row.load(fromByteOffset: x * 4 + 1, as: UInt8.self)
                lines[y * lineBytes + 3 + x * 3] = row.load(fromByteOffset: x * 4, as: UInt8.self)
            }
        }
        let half = (height / 2) * lineBytes
        let sink = Sink()
        let bound = Int(compressBound(uLong(lines.count)))
        let outputs = [UnsafeMutablePointer<UInt8>.allocate(capacity: bound), UnsafeMutablePointer<UInt8>.allocate(capacity: bound)]
        defer { outputs.forEach { $0.deallocate() } }
        for output in outputs { output.initialize(repeating: 0, count: bound) }
        return try lines.withUnsafeBufferPointer { input in
            let shared = UncheckedSendable((input, pixels, outputs))
            return try measure("floor: zlib level 1 on 2 threads + touch") {
                ParallelWork.run(count: 2) { part in
                    let (input, pixels, outputs) = shared.value
                    let rows = part == 0 ? 0..<(height / 2) : (height / 2)..<height
                    var touched: UInt64 = 0
                    for y in rows {
                        let row = pixels.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt64.self)
                        for i in Swift.stride(from: 0, to: width / 2, by: 8) { touched &+= row[i] }
                    }
                    let slice = part == 0 ? UnsafeBufferPointer(rebasing: input[0..<half]) : UnsafeBufferPointer(rebasing: input[half...])
                    sink.add(touched &+ UInt64(compress(slice, into: outputs[part], capacity: bound)))
                }
            }
        }
    }

    static func compress(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        var size = uLong(capacity)
        _ = compress2(output, &size, input.baseAddress, uLong(input.count), 1)
        return Int(size)
    }

    /// Keeps the work from being optimised away.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func add(_ x: UInt64) { lock.lock(); value &+= x; lock.unlock() }
    }
}
