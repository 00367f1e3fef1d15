/// Recognises a Git LFS pointer file ("version https://git-lfs.github.com/spec/v1" then
/// `oid sha256:…` and `size N` lines), which CI checkouts without LFS leave in place of images.
struct GitLFSPointer {
    let oid: String?
    let size: Int?

    static let versionLine = "version https://git-lfs.github.com/spec/v1"

    init?(_ buffer: UnsafeRawBufferPointer) {
        let marker = Array(Self.versionLine.utf8)
        guard buffer.count >= marker.count, buffer.count <= 1024,
              buffer.prefix(marker.count).elementsEqual(marker) else { return nil }
        let text = String(decoding: buffer, as: UTF8.self)
        var oid: String?
        var size: Int?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if line.hasPrefix("oid ") { oid = String(line.dropFirst(4)) }
            if line.hasPrefix("size ") { size = Int(line.dropFirst(5)) }
        }
        self.oid = oid
        self.size = size
    }
}
