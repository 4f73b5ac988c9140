extension Double {
    /// The number as people write it: whole numbers without a fractional part ("390", not
    /// "390.0"), others in the shortest form that reads back as the same `Double` ("0.1", not
    /// "0.1000000000000000055511151231257827").
    ///
    /// Used wherever a number becomes text a person reads: previews in error messages, and string
    /// concatenation in scene expressions (`'Item ' + 3` is "Item 3"). Whole numbers are written
    /// as integers only below 2⁵³, where every integer is exact in a `Double`; beyond that, Swift's
    /// own shortest form ("1e+16") is both shorter and honest about the precision.
    var shortestText: String {
        // 2⁵³ = 9,007,199,254,740,992: the first integer after which Doubles skip integers.
        if self == rounded(), magnitude < 9_007_199_254_740_992 {
            return String(Int64(self))
        }
        return description
    }
}
