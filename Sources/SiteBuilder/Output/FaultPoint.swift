import Foundation

/// Named points in a build where the fault-injection tests kill it (`SITE_FAULT_POINT=<name>`
/// makes the process send itself SIGKILL on reaching the point). Without the variable, reaching a
/// point does nothing.
enum FaultPoint: String, CaseIterable {
    case stagingBegun = "staging-begun"
    case pagesHalfWritten = "pages-half-written"
    case beforeSwap = "before-swap"
    case afterSwap = "after-swap"
    case afterCarryingOne = "after-carrying-one"
    case midCommit = "mid-commit"

    private static let chosen = ProcessInfo.processInfo.environment["SITE_FAULT_POINT"].flatMap(FaultPoint.init(rawValue:))

    static func reach(_ point: FaultPoint) {
        if chosen == point { kill(getpid(), SIGKILL) }
    }
}
