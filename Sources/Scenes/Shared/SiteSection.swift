/// An entry of the navigation every page shows.
public struct SiteSection: Sendable, Hashable {
    public let label: String
    public let route: SiteRoute
}
