import Cutaway

// Previews the `previews` command tests render (in the test executable, as a runner would):
// their sizes are fixed so that the pictures' sizes follow by hand.

#Preview("CLI box", traits: .fixedLayout(width: 100, height: 50)) {
    Color.red.frame(width: 40, height: 20)
}

// Played by ScriptedPreviews.cutaway.json: "Grow" is tapped at 0.5 s.
#Preview("CLI grows", traits: .fixedLayout(width: 120, height: 60)) {
    @Previewable @State var isWide = false
    VStack {
        Color.blue.frame(width: isWide ? 100 : 20, height: 10)
        Button("Grow") { isWide = true }
    }
}

#Preview("CLI twin", traits: .fixedLayout(width: 10, height: 10)) { Color.green }
#Preview("CLI twin", traits: .fixedLayout(width: 10, height: 10)) { Color.green }

// A symbol with no counterpart (twice) and an image that is nowhere: each reported once.
#Preview("CLI missing", traits: .fixedLayout(width: 60, height: 60)) {
    HStack {
        Image(systemName: "no.such.symbol")
        Image(systemName: "no.such.symbol")
        Image("NoSuchImage")
    }
}
