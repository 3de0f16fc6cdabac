import Mustache
import Scenes

// Direct key lookup for the values a study page's template reads once per card. Without it
// swift-mustache reflects (`Mirror`) on every lookup, which dominated the build's profile
// (`perf record` on a 1,000-card site: about half of the time in Mirror). Keys missing here fall
// back to nothing, exactly as a missing property would.

extension StudyDeck.ViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "title": title
        case "introductionHTML": introductionHTML.map { $0 as Any }
        case "cardCount": cardCount
        case "cards": cards
        case "emptyMessage": emptyMessage.map { $0 as Any }
        case "finishedHeading": finishedHeading
        case "finishedMessage": finishedMessage
        case "labels": labels
        case "states": states
        case "review": review.map { $0 as Any }
        case "reviewControls": reviewControls
        default: nil
        }
    }
}

extension StudyDeck.ViewModel.Card: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "anchor": anchor
        case "number": number
        case "questionHTML": questionHTML
        case "answerHTML": answerHTML
        default: nil
        }
    }
}

extension StudyDeck.ViewModel.Labels: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "showAnswer": showAnswer
        case "previous": previous
        case "next": next
        case "restart": restart
        case "studyRegion": studyRegion
        default: nil
        }
    }
}
