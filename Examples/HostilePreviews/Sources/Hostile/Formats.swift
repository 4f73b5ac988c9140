import Foundation
import SwiftUI

/// Dates and numbers a body formats: the same picture under any `TZ`, `LANG` and `LC_ALL`.
/// 2007-01-09 09:41:00 GMT, the scene clock's start.
let keynote = Date(timeIntervalSince1970: 1_168_335_660)

#Preview("Formatted values", traits: .fixedLayout(width: 240, height: 120)) {
    VStack(alignment: .leading) {
        Text(keynote, format: .dateTime)
        Text(keynote.formatted())
        Text(keynote.formatted(date: .abbreviated, time: .standard))
        Text(1_234_567.891, format: .number)
        Text(0.25, format: .percent)
    }
}
