import FlyingFox
import Foundation

/// Answers the preview's requests: the output's files as a static host would serve them (see
/// `ServedPath` and `PublishedFiles`), with the live-reload tag in every page, the site's own
/// 404 page, and the preview's scripts and events under `/.site/`.
/// Every answer says `Cache-Control: no-store`: a preview shows the newest build, always.
public struct PreviewHandler: HTTPHandler {
    let files: PublishedFiles
    let reload: LiveReload

    public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            let headers: HTTPHeaders = [.allow: "GET, HEAD", .cacheControl: "no-store"]
            return HTTPResponse(statusCode: .methodNotAllowed, headers: headers)
        }
        let target = request.target.path()
        switch target {
        case PreviewScripts.eventsPath where request.method == .HEAD:
            let headers: HTTPHeaders = [.contentType: "text/event-stream", .cacheControl: "no-store"]
            return HTTPResponse(statusCode: .ok, headers: headers)
        case PreviewScripts.eventsPath:
            let states = await reload.subscribe()
            let headers: HTTPHeaders = [.contentType: "text/event-stream", .cacheControl: "no-store"]
            return HTTPResponse(
                statusCode: .ok,
                headers: headers,
                body: HTTPBodySequence(from: ServerSentEvents(states: states))
            )
        case PreviewScripts.liveReloadPath:
            return answer(request, .ok, Array(PreviewScripts.liveReload.utf8), type: ContentType.of("live.js"))
        case "/sw.js":
            return answer(request, .ok, Array(PreviewScripts.retiringServiceWorker.utf8), type: ContentType.of("sw.js"))
        default:
            break
        }
        // The generation is read before the file: a page is never stamped newer than its bytes.
        let generation = await reload.state.generation
        guard FileManager.default.fileExists(atPath: files.root.path) else {
            return answer(request, .serviceUnavailable, PreviewScripts.notBuiltPage(generation: generation), type: ContentType.of("index.html"))
        }
        guard let path = ServedPath(target: target) else { return notFound(request, generation: generation) }
        switch files.lookup(path) {
        case .file(let file) where !ContentType.isPage(file):
            // Media can be large: streamed from the file, never read whole into memory.
            guard let body = try? HTTPBodySequence(file: URL(fileURLWithPath: file), suggestedBufferSize: 64 * 1024) else {
                return notFound(request, generation: generation)
            }
            return answer(request, .ok, body, type: ContentType.of(file))
        case .file(let file):
            guard let bytes = FileManager.default.contents(atPath: file) else { return notFound(request, generation: generation) }
            return page(request, .ok, [UInt8](bytes), name: file, generation: generation)
        case .folder:
            // Built from the checked segments, never from the raw target (`//host` would leave the site).
            let query = request.target.query()
            let headers: HTTPHeaders = [.location: path.folderAddress + (query.isEmpty ? "" : "?" + query), .cacheControl: "no-store"]
            return HTTPResponse(statusCode: .movedPermanently, headers: headers)
        case .notFound:
            return notFound(request, generation: generation)
        }
    }

    private func notFound(_ request: HTTPRequest, generation: Int) -> HTTPResponse {
        guard let file = files.notFoundPage, let bytes = FileManager.default.contents(atPath: file) else {
            return answer(request, .notFound, Array("Not found\n".utf8), type: ContentType.of("404.txt"))
        }
        return page(request, .notFound, [UInt8](bytes), name: file, generation: generation)
    }

    /// A file's answer, with the live-reload tag injected if it is a page.
    private func page(_ request: HTTPRequest, _ status: HTTPStatusCode, _ bytes: [UInt8], name: String, generation: Int) -> HTTPResponse {
        let body = ContentType.isPage(name) ? PreviewScripts.inject(into: bytes, generation: generation) : bytes
        return answer(request, status, body, type: ContentType.of(name))
    }

    /// `body` with its type; for `HEAD`, the same headers and no body.
    private func answer(_ request: HTTPRequest, _ status: HTTPStatusCode, _ body: [UInt8], type: String) -> HTTPResponse {
        answer(request, status, HTTPBodySequence(data: Data(body)), type: type)
    }

    private func answer(_ request: HTTPRequest, _ status: HTTPStatusCode, _ body: HTTPBodySequence, type: String) -> HTTPResponse {
        let headers: HTTPHeaders = [
            .contentType: type, .contentLength: String(body.count ?? 0), .cacheControl: "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
        ]
        return HTTPResponse(statusCode: status, headers: headers, body: request.method == .HEAD ? HTTPBodySequence() : body)
    }
}

extension HTTPHeader {
    static let allow = HTTPHeader("Allow")
}
