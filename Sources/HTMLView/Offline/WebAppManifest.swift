import Domain
import Foundation

/// `manifest.webmanifest`: what a browser needs to install the site as an app (name, colours,
/// icons). Every URL in it is relative to the manifest, which sits at the site root.
public struct WebAppManifest: Encodable, Equatable {
    struct Icon: Encodable, Equatable {
        let src: String
        let sizes: String
        let type: String
        let purpose: String
    }

    let name: String
    let shortName: String
    let description: String
    let lang: String
    let id: String
    let startURL: String
    let scope: String
    let display: String
    let backgroundColor: String
    let themeColor: String
    let icons: [Icon]

    public init(site: SiteSettings) {
        name = site.title
        shortName = site.title
        description = site.description
        lang = site.language
        id = "./"
        startURL = "./"
        scope = "./"
        display = "standalone"
        // Shown while the app starts, and the toolbar: the page's own colour, so the app's frame
        // and its pages are one surface.
        backgroundColor = PageColour.background
        themeColor = PageColour.background
        icons = [
            Icon(src: "assets/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any"),
            Icon(src: "assets/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any"),
            Icon(src: "assets/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable"),
        ]
    }

    enum CodingKeys: String, CodingKey {
        case name, description, lang, id, scope, display, icons
        case shortName = "short_name"
        case startURL = "start_url"
        case backgroundColor = "background_color"
        case themeColor = "theme_color"
    }

    /// The manifest as pretty-printed JSON with sorted keys, so identical settings give identical bytes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
