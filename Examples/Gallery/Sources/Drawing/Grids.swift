import SwiftUI

/// Grids: a `Grid` table whose columns size to their widest cell, with a spanning cell, a
/// divider across every column and a trailing-aligned column; and a `LazyVGrid` of adaptive
/// tiles.
#Preview("Grids", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 24) {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Planet").font(.headline)
                Text("Moons").font(.headline)
                Text("Day").font(.headline).gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Mercury")
                Text("0")
                Text("59 d")
            }
            GridRow {
                Text("Earth")
                Text("1")
                Text("24 h")
            }
            GridRow {
                Text("Jupiter")
                Text("95")
                Text("10 h")
            }
            GridRow {
                Text("Gas giants spin fastest")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .gridCellColumns(3)
            }
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 70), spacing: 10)], spacing: 10) {
            ForEach(0..<8, id: \.self) { index in
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(Color(hue: Double(index) / 8, saturation: 0.55, brightness: 0.9))
                    .frame(height: 60)
                    .overlay(Text("\(index + 1)").font(.title3.bold()).foregroundStyle(.white))
            }
        }
    }
    .padding(20)
    .frame(width: 390)
}
