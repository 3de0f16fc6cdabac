// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// The release programs allocate with mimalloc (Debian's libmimalloc-dev) instead of glibc's
/// malloc: a fifth less CPU on a deck build (docs/PERFORMANCE.md). Debug and sanitizer builds
/// keep glibc's, which the sanitizers replace with their own.
let mimalloc: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "site",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "site", targets: ["site"]),
        .executable(name: "site-serve", targets: ["site-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
    ],
    targets: [
        // The one system prerequisite: cmark, from Debian's libcmark-dev.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // SQLite, from Debian's libsqlite3-dev: an Anki package holds its notes in an SQLite file.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // zstd, from Debian's libzstd-dev: a current Anki package compresses its collection and
        // media with it.
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        // The one system call Swift's Glibc module does not expose: renameat2(RENAME_EXCHANGE).
        .target(name: "CFileSystem"),
        // Safe file-system primitives: atomic replacement, directory locks, one-line I/O errors.
        .target(name: "FileSafety", dependencies: ["Domain", "CFileSystem"]),
        // Entities, their rules and the gateway protocols. No I/O, no dependency. Linked to the
        // toolchain's ICU (the one Foundation sorts with) for collation sort keys.
        .target(
            name: "Domain",
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // `@TemplateFields`: a view model's stored properties handed to the template view with
        // their static types, written by the compiler (swift-syntax), not by a script.
        .macro(
            name: "TemplateFieldsMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Use cases: interactors, presenters and their Request/Response/ViewModel.
        .target(name: "Scenes", dependencies: ["Domain", "AnkiImportScene", "TemplateFieldsMacros"]),
        // cmark-backed readers that implement the gateways, and the Markdown → HTML renderer.
        .target(
            name: "Markdown",
            dependencies: ["Domain", "CCmark", "FileSafety", .product(name: "Yams", package: "Yams"), .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Logic-less templates and the static assets (CSS, the study script). Assets/ holds their
        // readable sources (what `site theme eject` copies); Shipped/ what sites get, minified
        // (scripts/minify-assets.sh).
        .target(
            name: "HTMLView",
            dependencies: ["Scenes", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.copy("Templates"), .copy("Shipped"), .copy("Assets")]
        ),
        // The terminal view (`site study`): the study scene's view model laid out, styled and
        // driven by keys in a terminal, as HTMLView renders it as pages.
        .target(name: "TerminalView", dependencies: ["Scenes"]),
        // The ImportAnki scene (`site import anki`) and the Anki formats it reads: card templates,
        // clozes, field HTML. A scene, but a target of its own: Scenes uses a compiler macro, and a
        // libFuzzer build links the fuzzer into the macro's host tool too (SwiftPM builds it with
        // the same flags), so what reads packages must not depend on one (Fuzz/README.md).
        .target(name: "AnkiImportScene", dependencies: ["Domain"]),
        // Anki packages read: every package version (ZIP, zstd, SQLite, protocol buffers through
        // swift-protobuf, with the generated code committed) as ImportAnki's gateway.
        .target(
            name: "AnkiPackage",
            dependencies: [
                "Domain", "AnkiImportScene", "CSQLite", "CZstd", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            exclude: ["Protobuf/anki_package.proto"]
        ),
        // The ExportAnki scene's view: its view model as an `.apkg` (SQLite inside a ZIP).
        .target(
            name: "AnkiView",
            dependencies: [
                "Scenes", "AnkiImportScene", "AnkiPackage", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Composition root: configurators, router, output directory.
        .target(
            name: "SiteBuilder",
            dependencies: ["Domain", "Scenes", "Markdown", "HTMLView", "TerminalView", "AnkiImportScene", "AnkiPackage", "AnkiView", "FileSafety", "CFileSystem", .product(name: "Crypto", package: "swift-crypto")],
            // The sample site `site new` writes: the repository's own Content/ (Starter is a link to it).
            resources: [.copy("Starter")]
        ),
        // `site serve`: the preview server (FlyingFox), live reload and the content watcher.
        .target(
            name: "SiteServer",
            dependencies: ["SiteBuilder", "Domain", "FileSafety", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // What both programs print and parse: errors on standard error, Ctrl-C, `serve`'s options.
        .target(name: "SiteCommandLine", dependencies: ["Domain", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The thin command-line interface.
        .executableTarget(
            name: "site",
            dependencies: ["SiteBuilder", "SiteCommandLine", "TerminalView", "FileSafety", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: mimalloc
        ),
        // `site serve`'s program, which `site serve` runs from beside `site` (as `git foo` runs
        // `git-foo`): every other command then starts without the web server's libraries
        // (Foundation's networking and the thirty that libcurl brings, 11 ms of each start). A
        // target that `site` depended on would be linked into it, so it is a product of its own.
        .executableTarget(
            name: "site-serve",
            dependencies: ["SiteServer", "SiteBuilder", "SiteCommandLine", "FileSafety", "Domain", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/SiteServe",
            linkerSettings: mimalloc
        ),
        // Fuzzing the readers (Fuzz/README.md): a libFuzzer target when built with -DFUZZING and
        // -sanitize=fuzzer, else a replayer of the committed corpus. No target it needs may use a
        // macro (see AnkiImportScene).
        .executableTarget(name: "site-fuzz", dependencies: ["Markdown", "Domain", "AnkiImportScene", "AnkiPackage"], path: "Sources/SiteFuzz"),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Domain", "TestSupport"]),
        .testTarget(name: "AnkiImportSceneTests", dependencies: ["AnkiImportScene", "Domain"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Domain", "Scenes", "FileSafety", "TestSupport"]),
        .testTarget(name: "TerminalViewTests", dependencies: ["TerminalView", "Scenes", "Domain"]),
        .testTarget(name: "HTMLViewTests", dependencies: ["HTMLView", "Scenes", "Domain", "TestSupport", .product(name: "Mustache", package: "swift-mustache")]),
        // What the site-building test targets share (a temporary directory to build in).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "Scenes", "AnkiView", "Domain", "HTMLView", "FileSafety", "TestSupport"]),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety", "Domain"]),
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer", "SiteBuilder", "Domain", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
