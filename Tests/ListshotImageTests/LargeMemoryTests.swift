import ListshotImage
@testable import ListshotSupport
import Testing

@Suite("Large buffers: huge pages and scratch reuse")
struct LargeMemoryTests {
    @Test(arguments: [1, 4096, 2 << 20, (2 << 20) + 1, 12 << 20])
    func mappedMemoryIsAlignedZeroedAndWritable(_ count: Int) throws {
        let mapping = try #require(HugePages.map(count: count))
        defer { HugePages.release(mapping.pointer, mapped: mapping.mapped) }
        #expect(Int(bitPattern: mapping.pointer) % HugePages.size == 0)
        #expect(mapping.mapped >= count && mapping.mapped % HugePages.size == 0)
        let bytes = mapping.pointer.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 0 && bytes[count - 1] == 0)
        bytes[count - 1] = 7
        #expect(bytes[count - 1] == 7)
    }

    @Test func adviceNeverChangesContents() {
        var values = [UInt8](unsafeUninitializedCapacity: 9 << 20) { buffer, initialized in
            HugePages.advise(buffer.baseAddress, count: buffer.count)
            for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index &* 31) }
            initialized = buffer.count
        }
        HugePages.advise(nil, count: 1 << 30)
        values.withUnsafeMutableBufferPointer { HugePages.advise($0.baseAddress, count: $0.count) }
        #expect(values[12345] == UInt8(truncatingIfNeeded: 12345 &* 31))
        #expect(values[(9 << 20) - 1] == UInt8(truncatingIfNeeded: ((9 << 20) - 1) &* 31))
    }

    @Test func allocationIsAskedBeforeItCanTrap() {
        #expect(HugePages.canAllocate(0))
        #expect(HugePages.canAllocate(1 << 20))
        #expect(!HugePages.canAllocate(Int.max / 4), "no system maps 2 EiB")
        #expect(!HugePages.canAllocate(-1))
    }

    @Test func scratchBuffersAreReusedNotShared() {
        let pool = ScratchPool()
        let first = pool.borrow(bytes: 1 << 20) { UInt(bitPattern: $0) }
        let second = pool.borrow(bytes: 1 << 19) { UInt(bitPattern: $0) }
        #expect(first == second, "a returned buffer that fits is lent again")
        pool.borrow(bytes: 1 << 20) { outer in
            pool.borrow(bytes: 1 << 20) { inner in #expect(inner != outer, "two borrowers never share a buffer") }
        }
        let bigger = pool.borrow(bytes: 3 << 20) { UInt(bitPattern: $0) }
        #expect(bigger != first)
    }

    @Test func encodingIsTheSameWithPooledScratch() throws {
        // The fast encoder borrows band buffers that earlier encodes filled: stale bytes must not leak.
        var bytes = [UInt8](repeating: 255, count: 1200 * 2000 * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) { bytes[index] = UInt8(truncatingIfNeeded: index / 7) }
        let noisy = try RGBABitmap(width: 1200, height: 2000, pixels: bytes)
        let plain = RGBABitmap(width: 1200, height: 2000, filledWith: RGBAColor(red: 1, green: 2, blue: 3, alpha: 255))
        let before = PNGCodec.encode(plain, options: .fast)
        _ = PNGCodec.encode(noisy, options: .fast)
        let after = PNGCodec.encode(plain, options: .fast)
        #expect(before == after)
        #expect(try PNGCodec.decode(after) == plain)
    }
}
