import Cutaway

// Its script file addresses "#-9223372036854775808" (`Int.min`): rendering it must fail as bad
// input, listing the file's previews, before writing.
#Preview("CLI misindexed", traits: .fixedLayout(width: 10, height: 10)) { Color.gray }
