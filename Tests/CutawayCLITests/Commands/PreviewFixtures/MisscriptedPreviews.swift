import Cutaway

// Its script file names a preview that is not here: rendering it must fail before writing.
#Preview("CLI misscripted", traits: .fixedLayout(width: 10, height: 10)) { Color.gray }
