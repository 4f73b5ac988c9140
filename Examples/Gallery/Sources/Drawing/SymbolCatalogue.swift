import SwiftUI

/// Every SF Symbol name Cutaway draws, each at the title 2 size above its name: the counted ones
/// in order of how often public SwiftUI code uses them (docs/symbols.md), then the 89 names real
/// files missed and the 19 of the app samples' misses, each group alphabetically.
#Preview("Symbol catalogue", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 6) {
        SymbolRow(names: ["trash", "plus", "checkmark.circle.fill", "xmark", "xmark.circle.fill", "checkmark", "chevron.down", "chevron.right", "magnifyingglass", "square.and.arrow.up", "star", "gear"])
        SymbolRow(names: ["play.fill", "clock", "ellipsis", "doc.on.doc", "exclamationmark.triangle", "exclamationmark.triangle.fill", "circle", "pencil", "star.fill", "plus.circle", "checkmark.circle", "heart.fill"])
        SymbolRow(names: ["info.circle", "gearshape", "heart", "arrow.clockwise", "globe", "arrow.down", "arrow.down.circle", "xmark.circle", "ellipsis.circle", "arrow.right", "link", "minus"])
        SymbolRow(names: ["list.bullet", "photo", "folder", "person.crop.circle", "square.and.pencil", "chevron.up", "eye", "arrow.up", "arrow.up.arrow.down", "slider.horizontal.3", "calendar", "circle.fill"])
        SymbolRow(names: ["minus.circle.fill", "eye.slash", "square", "lock", "square.and.arrow.down", "questionmark.circle", "lock.fill", "stop.fill", "pause.fill", "paperplane", "pin", "arrow.left"])
        SymbolRow(names: ["doc.text", "info.circle.fill", "person", "plus.circle.fill", "line.3.horizontal.decrease.circle", "minus.circle", "bell", "house", "stop.circle", "sparkles", "person.fill", "checkmark.seal.fill"])
        SymbolRow(names: ["server.rack", "clock.fill", "play.circle.fill", "safari", "folder.badge.plus", "paperplane.fill", "network", "line.3.horizontal.decrease", "chevron.forward", "bolt.fill", "externaldrive", "questionmark"])
        SymbolRow(names: ["shuffle", "doc", "tag", "forward.fill", "paintpalette", "exclamationmark.circle.fill", "person.3", "arrow.counterclockwise", "eye.fill", "bookmark", "checkmark.square.fill", "person.circle"])
        SymbolRow(names: ["hand.raised", "line.3.horizontal", "chevron.left", "arrow.triangle.2.circlepath", "sun.max.fill", "camera", "doc.plaintext", "chevron.up.chevron.down", "envelope", "gearshape.2", "textformat", "arrow.2.squarepath"])
        SymbolRow(names: ["message", "questionmark.circle.fill", "text.bubble", "bookmark.fill", "arrowshape.turn.up.left", "backward.fill", "hand.thumbsup", "cpu", "person.badge.minus", "photo.on.rectangle.angled", "play.circle", "arrow.down.circle.fill"])
        SymbolRow(names: ["doc.badge.plus", "macwindow", "play", "square.grid.2x2", "wifi", "keyboard", "pencil.circle", "power", "speaker.wave.2.fill", "arrow.left.arrow.right", "arrow.uturn.left", "doc.text.magnifyingglass"])
        SymbolRow(names: ["pause.circle.fill", "archivebox", "clock.arrow.circlepath", "speaker.slash", "music.note.list", "person.2.fill", "square.dashed", "list.bullet.rectangle", "terminal", "person.2", "flag", "arrow.up.right"])
        SymbolRow(names: ["hand.thumbsdown", "plus.square.on.square", "waveform", "arrow.right.circle.fill", "person.badge.plus", "arrow.down.right.and.arrow.up.left", "bell.badge", "hand.raised.fill", "number", "person.circle.fill", "arrow.up.circle.fill", "pin.fill"])
        SymbolRow(names: ["chart.bar.fill", "speaker.wave.2", "bell.slash", "doc.on.clipboard", "exclamationmark.bubble", "internaldrive", "pause", "shippingbox", "sidebar.leading", "arrow.up.left.and.arrow.down.right", "clear", "folder.badge.gearshape"])
        SymbolRow(names: ["key", "pencil.circle.fill", "speaker.slash.fill", "book", "checkmark.shield", "checkmark.square", "chevron.backward", "eye.slash.fill", "photo.badge.plus", "text.magnifyingglass", "trash.fill", "wand.and.stars"])
        SymbolRow(names: ["wifi.slash", "x.circle", "arrow.uturn.backward", "bell.badge.fill", "face.smiling", "heart.circle.fill", "house.fill", "leaf", "memorychip", "textformat.size", "music.note", "mic.fill"])
        SymbolRow(names: ["opticaldisc", "at", "gearshape.fill", "app.dashed", "text.badge.plus", "captions.bubble", "person.3.fill", "text.append", "desktopcomputer", "eject", "key.fill", "music.mic"])
        SymbolRow(names: ["square.fill", "star.circle.fill", "arrow.up.circle", "hand.thumbsup.fill", "lightbulb", "line.horizontal.3.decrease.circle", "lock.open", "sidebar.left", "star.circle", "arrow.trianglehead.clockwise", "bubble.right", "person.crop.circle.badge.exclamationmark"])
        SymbolRow(names: ["puzzlepiece.extension", "square.and.arrow.up.fill", "text.alignleft", "arrow.clockwise.circle", "arrow.forward", "cart", "chevron.down.circle.fill", "list.bullet.clipboard", "multiply.circle.fill", "return", "square.grid.3x3", "testtube.2"])
        SymbolRow(names: ["arrow.triangle.2.circlepath.circle", "arrow.up.right.square", "bolt.slash", "cloud.rain", "exclamationmark.circle", "exclamationmark.octagon.fill", "hourglass", "icloud.and.arrow.down", "leaf.fill", "link.circle.fill", "lock.shield", "pause.circle"])
        SymbolRow(names: ["photo.on.rectangle", "play.rectangle.on.rectangle", "qrcode.viewfinder", "questionmark.app.dashed", "sun.max", "books.vertical", "c.circle", "cart.fill", "chevron.right.2", "eyedropper.halffull", "bolt.horizontal", "cursorarrow.click.2"])
        SymbolRow(names: ["menubar.rectangle", "photo.fill.on.rectangle.fill", "rectangle.fill.on.rectangle.fill", "arrow.clockwise.circle.fill", "arrow.clockwise.square", "arrow.down.square", "arrow.right.circle", "arrow.right.square", "bell.fill", "chevron.down.circle", "chevron.down.square", "chevron.right.circle"])
        SymbolRow(names: ["chevron.right.circle.fill", "chevron.right.square", "circle.circle", "circle.circle.fill", "clock.circle", "clock.circle.fill", "doc.on.doc.fill", "ellipsis.circle.fill", "folder.circle", "folder.circle.fill", "folder.fill", "gear.circle"])
        SymbolRow(names: ["gear.circle.fill", "gearshape.circle", "gearshape.circle.fill", "heart.circle", "heart.square", "info", "info.square", "link.circle", "list.bullet.circle", "list.bullet.circle.fill", "magnifyingglass.circle", "magnifyingglass.circle.fill"])
        SymbolRow(names: ["minus.square", "person.crop.circle.fill", "person.crop.square", "photo.circle", "photo.circle.fill", "photo.fill", "play.square", "plus.square", "square.and.arrow.up.circle", "square.and.arrow.up.circle.fill", "star.square", "trash.circle"])
        SymbolRow(names: ["trash.circle.fill", "trash.square", "xmark.square"])
        SymbolRow(names: ["airplane", "alarm", "alarm.fill", "applewatch", "battery.100", "battery.100.bolt", "bicycle", "birthday.cake", "bolt", "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "car"])
        SymbolRow(names: ["car.fill", "cloud", "cloud.bolt", "cloud.bolt.fill", "cloud.bolt.rain.fill", "cloud.drizzle.fill", "cloud.fill", "cloud.fog", "cloud.fog.fill", "cloud.heavyrain.fill", "cloud.rain.fill", "cloud.snow"])
        SymbolRow(names: ["cloud.snow.fill", "cloud.sun", "cloud.sun.bolt", "cloud.sun.bolt.fill", "cloud.sun.fill", "cup.and.saucer", "cup.and.saucer.fill", "drop", "drop.fill", "dumbbell", "dumbbell.fill", "envelope.fill"])
        SymbolRow(names: ["figure.run", "figure.walk", "flame", "flame.fill", "fork.knife", "gamecontroller", "gamecontroller.fill", "gift", "gift.fill", "headphones", "hurricane", "iphone"])
        SymbolRow(names: ["laptopcomputer", "location", "location.fill", "location.north.fill", "map", "map.fill", "mappin", "mappin.and.ellipse", "mappin.circle", "mappin.circle.fill", "moon", "moon.fill"])
        SymbolRow(names: ["moon.stars", "moon.stars.fill", "mug", "mug.fill", "phone", "phone.fill", "snowflake", "sparkle", "stopwatch", "sun.min", "sun.min.fill", "sunrise"])
        SymbolRow(names: ["sunrise.fill", "sunset", "sunset.fill", "tag.fill", "thermometer", "thermometer.medium", "timer", "tornado", "tray", "tray.fill", "tv", "umbrella"])
        SymbolRow(names: ["umbrella.fill", "video", "video.fill", "wind", "wineglass"])
        SymbolRow(names: ["arrow.uturn.backward.circle.fill", "arrowtriangle.down.fill", "arrowtriangle.up.fill", "battery.75percent", "bitcoinsign.circle.fill", "book.fill", "brain.head.profile", "chart.line.uptrend.xyaxis", "dollarsign.circle.fill", "flag.circle.fill", "flag.fill", "mountain.2.fill"])
        SymbolRow(names: ["newspaper", "newspaper.fill", "shippingbox.fill", "speaker.wave.3", "speaker.wave.3.fill", "speedometer", "square.stack.fill"])
    }
    .padding(16)
}

/// One row of the catalogue: each symbol above its name.
private struct SymbolRow: View {
    let names: [String]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(names, id: \.self) { name in
                VStack(spacing: 4) {
                    Image(systemName: name)
                        .font(.title2)
                        .frame(height: 28)
                    Text(name)
                        .font(.system(size: 7))
                        .lineLimit(1)
                        .foregroundStyle(.secondary)
                }
                .frame(width: 66, height: 48)
            }
        }
    }
}
