import SwiftUI

/// Previews whose images the decoder must refuse (Resources/, made by a few lines of Python,
/// described in each preview): each draws as iOS draws an image it cannot load, as nothing,
/// with a warning naming the image; none may take the process down.
#Preview("Decompression bomb", traits: .fixedLayout(width: 100, height: 100)) {
    // bomb.png: 467 bytes saying 100,000 × 100,000 grey pixels (10 billion).
    Image("bomb", bundle: .module)
}

#Preview("Empty image", traits: .fixedLayout(width: 100, height: 100)) {
    // empty.png: a header saying 0 × 0.
    Image("empty", bundle: .module).resizable()
}

#Preview("Huge JPEG", traits: .fixedLayout(width: 100, height: 100)) {
    // huge.jpg: 17 bytes whose frame header says 65,500 × 65,500.
    Image("huge", bundle: .module)
}

#Preview("Truncated image", traits: .fixedLayout(width: 100, height: 100)) {
    // truncated.png: says 2,000 × 2,000, holds one row.
    Image("truncated", bundle: .module).resizable().scaledToFit()
}

#Preview("Dense image", traits: .fixedLayout(width: 100, height: 100)) {
    // dense.png: 12,679 bytes that decode to 3,600 × 3,600 pixels, within the decoder's
    // 13,107,200-pixel limit: drawn, scaled down.
    Image("dense", bundle: .module).resizable().scaledToFit()
}
