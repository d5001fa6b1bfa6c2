extension Array {
    /// The array sorted (stably) by `areInIncreasingOrder`, checked in one pass
    /// first: anchors come from the index in text order, so they rarely need sorting.
    func sortedIfNeeded(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        for index in indices.dropFirst() where areInIncreasingOrder(self[index], self[index - 1]) {
            return sorted(by: areInIncreasingOrder)
        }
        return self
    }
}
