/// Text for SVG and HTML documents Cutaway writes.
package enum Markup {
    /// `text` with `&`, `<`, `>` and `"` escaped: safe as element text and as an attribute
    /// value in double quotes.
    package static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
