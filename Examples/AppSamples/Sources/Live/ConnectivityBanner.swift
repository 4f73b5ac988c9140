import SwiftUI
import Combine

extension Notification.Name {
    static let connectivityChanged = Notification.Name("ConnectivityChanged")
}

final class ConnectivityMonitor: ObservableObject {
    @Published var isOnline = true
    private var cancellable: AnyCancellable?

    init(center: NotificationCenter = .default) {
        cancellable = center.publisher(for: .connectivityChanged)
            .compactMap { $0.userInfo?["online"] as? Bool }
            .receive(on: RunLoop.main)
            .assign(to: \.isOnline, on: self)
    }
}

struct ConnectivityBanner: View {
    @ObservedObject var monitor: ConnectivityMonitor

    var body: some View {
        VStack {
            if !monitor.isOnline {
                HStack {
                    Image(systemName: "wifi.slash")
                    Text("You're offline. Changes will sync later.")
                        .font(.footnote.weight(.medium))
                }
                .foregroundStyle(.white)
                .padding(.vertical, 10)
                .frame(maxWidth: .infinity)
                .background(Color.red)
                .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
            Button("Simulate drop") {
                NotificationCenter.default.post(name: .connectivityChanged, object: nil, userInfo: ["online": !monitor.isOnline])
            }
        }
        .animation(.default, value: monitor.isOnline)
    }
}

#Preview("Offline banner") {
    ConnectivityBanner(monitor: ConnectivityMonitor())
}
