import Foundation
import Scenes

/// `assets/progress-tools-labels.js`: the words of the deck pages' progress tools, written once a
/// build for every deck page, which loads it (before `progress-tools.js`) only when the learner
/// opens the tools. It sets `window.SiteProgressToolsLabels` and nothing else.
public enum ProgressToolsLabelsScript {
    /// Its path below the output root; `study.js` loads it from the folder of the other assets.
    public static let path = "assets/progress-tools-labels.js"

    public static func render(_ labels: StudyDeck.ProgressTools) throws -> Data {
        Data("window.SiteProgressToolsLabels = \(try ScriptJSON.encode(labels));\n".utf8)
    }
}
