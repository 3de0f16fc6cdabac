import CZstd

/// zstd decompression as a stream (libzstd's `ZSTD_DStream`): a current Anki package's collection
/// and media files are zstd frames, decoded chunk by chunk as they come out of the ZIP, so a
/// large collection never sits in memory whole.
final class ZstdDecoder {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let stream: OpaquePointer
    private var output = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
    /// Whether the last call ended exactly at the end of a frame.
    private var atFrameEnd = true

    init() throws(Failure) {
        guard let stream = ZSTD_createDStream() else { throw Failure(description: "zstd: out of memory") }
        self.stream = stream
        ZSTD_initDStream(stream)
    }

    deinit {
        ZSTD_freeDStream(stream)
    }

    /// Decodes `input` and hands each piece of the result to `body`.
    func decode(_ input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        repeat {
            let (result, produced) = output.withUnsafeMutableBytes { buffer in
                var target = ZSTD_outBuffer(dst: buffer.baseAddress, size: buffer.count, pos: 0)
                let result = ZSTD_decompressStream(stream, &target, &source)
                return (result, target.pos)
            }
            if ZSTD_isError(result) != 0 {
                throw Failure(description: "not valid zstd data (\(String(cString: ZSTD_getErrorName(result))))")
            }
            atFrameEnd = result == 0
            if produced > 0 { try output.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<produced])) } }
            if source.pos == source.size && produced < output.count { break }
        } while true
    }

    /// Throws unless the data decoded so far ended with a whole frame (a cut file is an error).
    func finish() throws(Failure) {
        guard atFrameEnd else { throw Failure(description: "the zstd data ends in the middle of a frame") }
    }
}
