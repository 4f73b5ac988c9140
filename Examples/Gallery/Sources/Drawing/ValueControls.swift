import SwiftUI

/// Controls that pick a value, as in a settings screen: steppers (one at its upper bound),
/// sliders (with value labels, and disabled), a menu picker and a segmented one.
#Preview("Value controls", traits: .sizeThatFitsLayout) {
    List {
        Section("Steppers") {
            Stepper("Guests: 2", value: .constant(2), in: 0...10)
            Stepper("Tickets: 4 (max)", value: .constant(4), in: 0...4)
        }
        Section("Sliders") {
            Slider(value: .constant(0.35))
            Slider(value: .constant(6.0), in: 0...10) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.slash.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2.fill")
            }
            Slider(value: .constant(0.7)).disabled(true)
        }
        Section("Pickers") {
            Picker("Flavour", selection: .constant("Chocolate")) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
        }
    }
    .frame(width: 390, height: 600)
}
