extension Int {
    /// The number with its thousands grouped by commas, as messages show counts: "1,000,000".
    ///
    /// Written out rather than taken from a `NumberFormatter`, so that messages read the same in
    /// every locale (the en_US grouping `Text(_:format:)` uses unless a view sets `\.locale`).
    var groupedText: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }

    /// `self * other`, or `Int.max` when the product does not fit: for counts that are compared
    /// with a limit, where "too many" is all that matters.
    func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }

    /// `self + other`, or `Int.max` when the sum does not fit.
    func saturatingAdded(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
