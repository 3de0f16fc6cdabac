@testable import SiteBuilder
import Testing

@Suite struct PageRenderingTests {
    /// Every core gets at least eight tasks, so none is left alone with a quarter of the pages;
    /// a big site keeps tasks of 64 pages.
    @Test(arguments: [
        (203, 2, 12), (11_003, 2, 64), (1_024, 2, 64), (1_023, 2, 63), (4, 2, 1), (0, 2, 1), (203, 8, 3),
    ])
    func chunks_spreadAFewPagesOverEveryCore(pages: Int, workers: Int, size: Int) {
        #expect(PageRendering.chunkSize(for: pages, workers: workers) == size)
    }
}
