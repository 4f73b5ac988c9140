extension Double {
    /// The number as people write it: whole numbers without a fractional part ("390", not
    /// "390.0"), others in the shortest form that reads back as the same `Double` ("0.1", not
    /// "0.1000000000000000055511151231257827").
    ///
    /// Used wherever a number becomes text a person reads: previews in error messages, and string
    /// concatenation in scene expressions (`'Item ' + 3` is "Item 3"). This is Swift's own
    /// `description`, which is already shortest, without the ".0" it gives whole numbers; from
    /// 10¹⁶ on, where `description` switches to exponents ("1e+16"), it is `description` as is.
    var shortestText: String {
        // 10¹⁶: where Double.description starts writing whole numbers with an exponent. Below it
        // every whole Double fits an Int64 exactly.
        if self == rounded(), magnitude < 1e16 {
            return String(Int64(self))
        }
        return description
    }
}
