import SwiftUI
import Observation

@Observable
final class Cart {
    struct Line: Identifiable {
        let id = UUID()
        let name: String
        let emoji: String
        let price: Decimal
        var quantity: Int
    }

    var lines: [Line] = [
        Line(name: "Cold brew", emoji: "☕️", price: 4.50, quantity: 2),
        Line(name: "Croissant", emoji: "🥐", price: 3.25, quantity: 1),
        Line(name: "Blueberry muffin", emoji: "🧁", price: 3.75, quantity: 0),
    ]
    var promoCode = ""

    var subtotal: Decimal {
        lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var discount: Decimal {
        promoCode.uppercased() == "WELCOME10" ? subtotal * 0.1 : 0
    }

    var total: Decimal { subtotal - discount }
}

struct CartLineRow: View {
    @Binding var line: Cart.Line

    var body: some View {
        HStack {
            Text(line.emoji).font(.title)
            VStack(alignment: .leading) {
                Text(line.name)
                Text(line.price, format: .currency(code: "USD"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Stepper("\(line.quantity)", value: $line.quantity, in: 0...9)
                .fixedSize()
        }
    }
}

struct CheckoutView: View {
    @Bindable var cart: Cart

    var body: some View {
        NavigationStack {
            Form {
                Section("Your order") {
                    ForEach($cart.lines) { $line in
                        CartLineRow(line: $line)
                    }
                }
                Section {
                    TextField("Promo code", text: $cart.promoCode)
                        .textInputAutocapitalization(.characters)
                }
                Section {
                    LabeledContent("Subtotal") {
                        Text(cart.subtotal, format: .currency(code: "USD"))
                    }
                    if cart.discount > 0 {
                        LabeledContent("Discount") {
                            Text(-cart.discount, format: .currency(code: "USD"))
                                .foregroundStyle(.green)
                        }
                    }
                    LabeledContent("Total") {
                        Text(cart.total, format: .currency(code: "USD"))
                            .bold()
                    }
                }
            }
            .navigationTitle("Checkout")
        }
    }
}

#Preview {
    CheckoutView(cart: Cart())
}
