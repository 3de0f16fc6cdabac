extension RandomAccessCollection {
    /// The first index whose element satisfies `isAbove`, for a collection in which every
    /// element that satisfies it comes after every one that does not (a sorted array asked
    /// "is it past this value?"): found by halving, in log₂(count) questions. `endIndex` when
    /// none does.
    public func partitioningIndex(where isAbove: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isAbove(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
