/// The words and fragments of the scene format (docs/scene-format.md), for mutations that
/// speak it: a mutated key or value is far more likely to reach the interpreter when it is a
/// word the decoder knows than when it is random bytes. These are AFL's "dictionary" for the
/// format, plus whole snippets of views, modifiers, animations and script events.
///
/// Snippets read state through the names in `state`, which the mutator adds to the document
/// when it inserts one. Each is valid, its numbers at the edges of what the format allows
/// (SceneVocabularyTests holds them to it): the number mutations go past the edges.
enum SceneVocabulary {
    /// docs/scene-format.md, "Views".
    static let views = [
        "Text", "VStack", "HStack", "ZStack", "CollapsibleSpacingVStack", "List", "Section", "Button", "Color",
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "Spacer", "Divider", "If", "ForEach", "AnimatedPresence",
    ]

    /// docs/scene-format.md, "Modifiers".
    static let modifiers = [
        "font", "foregroundStyle", "lineLimit", "multilineTextAlignment", "padding", "frame", "fixedSize", "background",
        "overlay", "clipped", "opacity", "transition", "contentTransition", "animation", "ignoredWhenCollapsed",
        "layoutPriority", "id",
    ]

    /// Every argument and document key of the format.
    static let keys = [
        "format", "name", "summary", "canvas", "fps", "duration", "state", "body", "script", "width", "height", "scale",
        "colorScheme", "background", "content", "header", "footer", "alignment", "spacing", "title", "action", "animation", "fill",
        "cornerRadius", "minLength", "condition", "then", "else", "items", "value", "contentTransition", "modifiers",
        "style", "size", "weight", "design", "monospacedDigit", "top", "leading", "bottom", "trailing", "horizontal",
        "vertical", "all", "minWidth", "maxWidth", "minHeight", "maxHeight", "move", "push", "offset", "combined",
        "asymmetric", "insertion", "removal", "x", "y", "at", "tap", "set", "toggle", "increment", "by", "modulo",
        "duration", "bounce", "response", "dampingFraction", "blendDuration", "extraBounce", "c0", "c1", "mass",
        "stiffness", "damping", "initialVelocity", "delay", "speed",
    ] + views + modifiers

    /// Names a string value may hold: colours, styles, alignments, animations, transitions.
    static let words = [
        // Colours (SwiftUI and UIKit names) and hex forms.
        "clear", "black", "white", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "gray", "primary", "secondary", "tertiary", "quaternary", "accentColor", "label",
        "secondaryLabel", "systemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "separator", "opaqueSeparator", "#FF0000", "#00FF0080", "#", "#GG0000", "#FFFFFFFFF",
        // Text styles, weights, designs.
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", "default",
        "serif", "rounded", "monospaced",
        // Alignments and edges.
        "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline", "topLeading",
        "topTrailing", "bottomLeading", "bottomTrailing",
        // Animations, transitions, content transitions, formats, schemes.
        "smooth", "snappy", "bouncy", "spring", "linear", "easeIn", "easeOut", "easeInOut", "interactiveSpring",
        "identity", "opacity", "scale", "interpolate", "numericText", "numericTextCountingDown", "number", "infinity",
        "light", "dark", "cutaway-scene/1", "cutaway-scene/2", "",
    ]

    /// Expressions and interpolated strings, well-formed and not, over the snippet state.
    static let expressions = [
        "$fuzzNumber", "$fuzzText", "$fuzzFlag", "$fuzzItems", "$fuzzItems[0]", "$fuzzItems[$fuzzNumber]", "$fuzzItems[-1]",
        "$fuzzItems[1e300]", "$fuzzNumber / 0", "$fuzzNumber % 0", "-$fuzzNumber", "!$fuzzFlag", "$fuzzText + $fuzzText",
        "$fuzzText + $fuzzNumber", "$fuzzFlag ? 1 : 'a'", "$fuzzNumber * 1e308 * 10", "$missing", "value", "value + 1",
        "value[0]", "$fuzzItems[0][0]", "((((((((($fuzzNumber)))))))))", "$fuzzNumber == $fuzzText", "$fuzzNumber <= null",
        "'\\''", "'unterminated", "$", "$fuzzNumber +", "1e999", "99999999999999999999999", "0x10", "$fuzzItems[",
        "Count {$fuzzNumber}", "{value}", "{{literal}}", "{", "}", "{$fuzzText}{$fuzzText}", "{$fuzzItems}",
        "{$fuzzNumber ? 1 : 2}", "{'a' + {'b'}}", "Text {value} and {$fuzzNumber / 3}",
    ]

    /// Fragments an expression string may grow by.
    static let expressionFragments = [
        " + 1", " - 1", " * 2", " / 0", " % 7", " + $fuzzText", "[0]", "[$fuzzNumber]", "[-1]", " == null", " && true",
        " || false", " ? 1 : 0", ")", "(", "[", "]", "'", "{", "}", "$", " + ", "!", "-", "1e308", ".5", "..",
    ]

    /// The state the snippets read (docs/scene-format.md, "The document": null, booleans,
    /// numbers, strings, arrays).
    static let state = """
        {"fuzzNumber": 3, "fuzzText": "ab", "fuzzFlag": true, "fuzzItems": [1, 2, 3, 4]}
        """

    /// Views, in the file format.
    static let viewSnippets = [
        #"{"Text": "Hello {$fuzzNumber}"}"#,
        #"{"Text": "$fuzzText"}"#,
        #"{"Text": {"value": "$fuzzNumber", "format": "number"}}"#,
        #"{"Color": "red"}"#,
        #"{"RoundedRectangle": {"cornerRadius": 8, "fill": "blue"}}"#,
        #"{"Spacer": {"minLength": 4}}"#,
        #"{"Divider": {}}"#,
        #"{"VStack": {"alignment": "leading", "spacing": 4, "content": [{"Text": "a"}, {"Text": "b"}]}}"#,
        #"{"HStack": {"content": [{"Text": "a"}, {"Spacer": {}}, {"Circle": {}}]}}"#,
        #"{"ZStack": {"alignment": "topLeading", "content": [{"Color": "red"}, {"Text": "over"}]}}"#,
        #"{"CollapsibleSpacingVStack": {"spacing": 8, "content": [{"Text": "a", "modifiers": ["ignoredWhenCollapsed"]}]}}"#,
        #"{"List": {"content": [{"Section": {"content": [{"Text": "row"}]}}]}}"#,
        #"{"List": {"content": [{"Section": {"header": {"Text": "Title"}, "footer": {"Text": "Note"}, "content": [{"Text": "row"}]}}]}}"#,
        #"{"Button": {"title": "Tap", "action": [{"increment": "fuzzNumber", "by": 1, "modulo": 5}], "animation": "smooth"}}"#,
        #"{"If": {"condition": "$fuzzFlag", "then": {"Text": "yes"}, "else": {"Text": "no"}}}"#,
        #"{"ForEach": {"items": "$fuzzItems", "content": {"Text": "{value}"}}}"#,
        #"{"AnimatedPresence": {"value": "$fuzzNumber", "animation": "bouncy", "contentTransition": "numericText", "content": {"Text": "{value}"}}}"#,
    ]

    /// Modifiers, in the file format.
    static let modifierSnippets = [
        #""clipped""#, #""padding""#, #""fixedSize""#, #""ignoredWhenCollapsed""#,
        #"{"font": "headline"}"#, #"{"font": {"size": 1000, "weight": "black", "design": "serif", "monospacedDigit": true}}"#,
        #"{"foregroundStyle": "secondary"}"#, #"{"lineLimit": 1}"#, #"{"lineLimit": null}"#,
        #"{"multilineTextAlignment": "center"}"#, #"{"padding": {"horizontal": 10000, "top": 0}}"#,
        #"{"frame": {"width": 100, "height": 0}}"#, #"{"frame": {"maxWidth": "infinity", "minHeight": 10000}}"#,
        #"{"background": "red"}"#, #"{"overlay": {"content": {"Text": "o"}, "alignment": "bottom"}}"#,
        #"{"id": "$fuzzNumber"}"#, #"{"opacity": 0.5}"#, #"{"transition": {"combined": ["opacity", {"move": "top"}]}}"#,
        #"{"transition": {"asymmetric": {"insertion": "scale", "removal": {"offset": {"x": 10, "y": -1e6}}}}}"#,
        #"{"contentTransition": "numericTextCountingDown"}"#, #"{"animation": {"animation": "snappy", "value": "$fuzzNumber"}}"#,
        #"{"layoutPriority": 1000}"#,
    ]

    /// Animations, in the file format.
    static let animationSnippets = [
        #""smooth""#, #"null"#, #"{"spring": {"duration": 0.5, "bounce": 1}}"#,
        #"{"spring": {"response": 0, "dampingFraction": 0, "blendDuration": 60}}"#,
        #"{"interpolatingSpring": {"mass": 0.001, "stiffness": 100000, "damping": 0, "initialVelocity": 1000}}"#,
        #"{"timingCurve": {"c0": [0, 10], "c1": [1, -10], "duration": 0}}"#,
        #"{"linear": {"duration": 60, "delay": 60, "speed": 0.01}}"#, #"{"bouncy": {"duration": 1e-9, "extraBounce": 1}}"#,
    ]

    /// Script events and button actions, in the file format.
    static let eventSnippets = [
        #"{"at": 0, "set": {"fuzzText": "$fuzzText + $fuzzText"}}"#,
        #"{"at": 0, "set": {"fuzzNumber": "$fuzzNumber * 10"}, "animation": "smooth"}"#,
        #"{"at": 0.01, "toggle": "fuzzFlag"}"#,
        #"{"at": 0.02, "increment": "fuzzNumber", "by": -1, "modulo": 1}"#,
        #"{"at": 0.02, "tap": "Tap"}"#,
        #"{"at": 0.03, "set": {"fuzzItems": [1, 2, 3, 4, 5, 6, 7, 8]}}"#,
        #"{"at": 0.03, "set": {"fuzzItems": "$fuzzText"}}"#,
    ]
}
