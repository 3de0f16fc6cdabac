import Domain
/// The wording of a folder's page: its heading, and each entry with what it holds.
public struct ListFolderPresenter: ScenePresenter {
    private let context: PageContext

    public init(context: PageContext) {
        self.context = context
    }

    public func present(_ response: ListFolder.Response) -> ListFolder.ViewModel {
        let (heading, label, noun): (String, (ListFolder.Entry) -> String, String) = switch response.folder {
        case .top(let kind): (kind.name, \.title, kind.noun)
        case .catalogPages: ("Pages of \(response.catalogTitle ?? "")", { "Page \($0.title)" }, "movie")
        }
        return ListFolder.ViewModel(
            page: context.chrome(title: heading),
            heading: heading,
            items: response.entries.map { entry in
                .init(label: label(entry), url: context.url(to: entry.route), detail: counted(entry.count, noun))
            }
        )
    }
}
