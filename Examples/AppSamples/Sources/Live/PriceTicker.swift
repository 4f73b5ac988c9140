import SwiftUI
import Combine

final class PriceFeed {
    let price = CurrentValueSubject<Double, Never>(64_250)
    private var timer: AnyCancellable?

    func start() {
        var step = 0
        let moves = [120.5, -80.0, 45.25, -210.0, 300.0, -15.5]
        timer = Timer.publish(every: 0.5, on: .main, in: .common)
            .autoconnect()
            .sink { [price] _ in
                price.send(price.value + moves[step % moves.count])
                step += 1
            }
    }
}

final class TickerViewModel: ObservableObject {
    @Published var price: Double = 0
    @Published var isUp = true
    private let feed = PriceFeed()
    private var cancellables = Set<AnyCancellable>()

    init() {
        feed.price
            .scan((0.0, 0.0)) { previous, new in (previous.1, new) }
            .sink { [weak self] pair in
                self?.isUp = pair.1 >= pair.0
                self?.price = pair.1
            }
            .store(in: &cancellables)
        feed.start()
    }
}

struct PriceTickerView: View {
    @StateObject private var viewModel = TickerViewModel()

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bitcoinsign.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.orange)
            VStack(alignment: .leading) {
                Text("Bitcoin")
                    .font(.headline)
                Text("BTC")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            HStack(spacing: 4) {
                Image(systemName: viewModel.isUp ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill")
                    .font(.caption)
                Text(viewModel.price, format: .currency(code: "USD"))
                    .font(.title3.monospacedDigit().weight(.semibold))
                    .contentTransition(.numericText())
            }
            .foregroundStyle(viewModel.isUp ? .green : .red)
            .animation(.snappy, value: viewModel.price)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

#Preview("Ticker") {
    PriceTickerView()
}
