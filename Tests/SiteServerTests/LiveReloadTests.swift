import SiteServer
import Testing

@Suite struct LiveReloadTests {
    @Test func aPage_hearsTheCurrentStateThenEachBuild() async {
        let reload = LiveReload()
        await reload.built()
        var states = await reload.subscribe().makeAsyncIterator()
        #expect(await states.next() == PreviewState(generation: 1))
        await reload.failed("Content/decks/quiz.md:3:1: error: …")
        #expect(await states.next() == PreviewState(generation: 1, problem: "Content/decks/quiz.md:3:1: error: …"))
        await reload.unchanged()   // the fix left the site as it was: the panel goes, no reload
        #expect(await states.next() == PreviewState(generation: 1))
        await reload.built()
        #expect(await states.next() == PreviewState(generation: 2))
        await reload.finish()
        #expect(await states.next() == nil)
    }

    @Test func finishing_endsEveryStreamAndLaterOnesAtOnce() async {
        let reload = LiveReload()
        var first = await reload.subscribe().makeAsyncIterator()
        #expect(await reload.listenerCount == 1)
        await reload.finish()
        #expect(await first.next() == PreviewState(generation: 0))
        #expect(await first.next() == nil)
        var later = await reload.subscribe().makeAsyncIterator()
        #expect(await later.next() == PreviewState(generation: 0))
        #expect(await later.next() == nil)
    }
}
