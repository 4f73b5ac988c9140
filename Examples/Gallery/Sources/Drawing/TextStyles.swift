import SwiftUI

/// Text styled as SwiftUI styles it: weights, italics, designs, tracking, lines, markdown in a
/// literal, concatenated pieces that keep their own styling.
#Preview("Text styles", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 8) {
        Text("Bold, **strong** and *emphasised* in one literal")
        Text("Heavy").fontWeight(.heavy) + Text(" light").fontWeight(.light) + Text(" red").foregroundColor(.red)
        Text("Serif design").font(.system(.title3, design: .serif))
        Text("Monospaced 0123").font(.system(.body, design: .monospaced))
        Text("TRACKED CAPITALS").font(.caption).tracking(3)
        Text("Underlined").underline(true, color: .blue) + Text(" and ") + Text("struck").strikethrough()
        Text("E = mc") + Text("2").font(.caption).baselineOffset(6)
    }
    .padding(20)
}
