import Testing
@testable import Markdown
import Domain
import Scenes

struct ExploreTree: ContentTree { let files: Set<String>; func isFile(_ p: String) -> Bool { files.contains(p) } }

@Test func explore() {
    let docs = [
        "## Q\n\nExtra question text\n\n---\n\nAnswer\n\n---\n\nMore\n\n### Detail\n\n- a\n- b\n",
        "---\ntitle: [unclosed\n---\n## Q\n\nA\n",
        "---\ntitle:\n  - a\n  - b\n---\n## Q\n\nA\n",
        "---\ntitle: A\ntitle: B\n---\n## Q\n\nA\n",
        "---\nTitle: A\ntitle: B\ntitel: x\n---\n## Q\n\nA\n",
        "---\njust text\n---\n## Q\n\nA\n",
        "---\n- a\n- b\n---\n## Q\n\nA\n",
        "---\ntitle: \"x\n---\n## Q\n\nA\n",
        "---\ntitle: a: b\n---\n",
        "---\ndescription: D\n---\n# T\n\nIntro **para** one.\n\nSecond\n\nSetext Q\n--------\n\nSetext A\n\n   ## Indented\n\nans ![m](images/x.png) [o](other.md#f) [z](../../x)\n",
        "##\n\nA\n\n## Q2\n\n## Q3\n\nq\n\n***\n",
    ]
    for d in docs {
        let o = DeckReader(tree: ExploreTree(files: ["decks/images/x.png", "decks/other.md"])).read(d, file: "F.md", contentPath: "decks/f.md")
        print("=====\n\(d)")
        print("title=\(o.deck?.title ?? "nil") summary=\(o.deck?.summary ?? "nil") intro=\(o.deck?.introduction.markdown.debugDescription ?? "")")
        for c in o.deck?.cards ?? [] { print("Q=\(c.question.markdown.debugDescription) A=\(c.answer.markdown.debugDescription) @\(c.location)")
            print(" QH=\(CmarkRenderer().html(c.question, rootPath: "").debugDescription) AH=\(CmarkRenderer().html(c.answer, rootPath: "../../").debugDescription)") }
        for x in o.diagnostics { print(x) }
        print(o.media)
    }
    let r = CmarkRenderer()
    for m in ["<script>alert(1)</script>\n\nok <img src=x onerror=alert(1)> end", "[x](javascript:alert(1)) [y](vbscript:x) [z](data:text/html,hi) ![i](data:image/png;base64,AA) [f](file:///etc/passwd) [J](JAVASCRIPT:x)", "[a](media/a.png) [b](https://x.org/a) [c](#frag) [d](/abs) [e](mailto:a@b.c) [f](?q)", "**bold** and `code` [link](x)\nnext  \nline ![alt](i.png)"] {
        print(r.html(RichText(markdown: m), rootPath: "../../").debugDescription)

    }
    print(ContentFile.decode(Array("ab\ncd\nxé".utf8) + [0xFF, 0x41], file: "f"))
}
