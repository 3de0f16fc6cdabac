extension MovieCatalog {
    /// The fetch request for one page of this catalog's list as its settings describe it:
    /// its sort, its language, and its release window counted back from `today`.
    public func fetchRequest(page: Int, pageSize: Int, today: CalendarDate) -> MovieFetchRequest {
        MovieFetchRequest(
            catalog: id,
            sort: settings.sort,
            releasedOnOrAfter: settings.releasedWithin?.start(endingOn: today),
            releasedOnOrBefore: settings.releasedWithin == nil ? nil : today,
            language: settings.language,
            page: page,
            pageSize: pageSize
        )
    }
}
