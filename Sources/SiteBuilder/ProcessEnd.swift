/// Values a build is done with when its process is about to end (`site build`,
/// `SiteBuild.run(endsProcess:)`): kept until then, so the system takes their memory back at
/// once, instead of the build freeing a large site's decks, movies and readings value by value
/// on its way out.
enum ProcessEnd {
    static func keep(_ values: Any) {
        _ = Unmanaged.passRetained(Box(values))
    }

    private final class Box {
        let values: Any
        init(_ values: Any) { self.values = values }
    }
}
