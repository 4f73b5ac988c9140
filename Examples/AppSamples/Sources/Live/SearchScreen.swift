import SwiftUI
import Combine

struct City: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
}

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [City] = []
    @Published private(set) var isSearching = false

    private let allCities = [
        City(name: "Amsterdam", country: "Netherlands"),
        City(name: "Athens", country: "Greece"),
        City(name: "Auckland", country: "New Zealand"),
        City(name: "Berlin", country: "Germany"),
        City(name: "Bogotá", country: "Colombia"),
        City(name: "Cairo", country: "Egypt"),
        City(name: "Lagos", country: "Nigeria"),
        City(name: "Lima", country: "Peru"),
        City(name: "London", country: "United Kingdom"),
        City(name: "Los Angeles", country: "United States"),
    ]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { [allCities] text -> [City] in
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { return [] }
                return allCities.filter { $0.name.localizedCaseInsensitiveContains(trimmed) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] cities in
                self?.results = cities
                self?.isSearching = false
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.results) { city in
                VStack(alignment: .leading) {
                    Text(city.name)
                    Text(city.country)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if viewModel.query.isEmpty {
                    ContentUnavailableView("Search Cities", systemImage: "magnifyingglass", description: Text("Type a city name to get started."))
                } else if viewModel.isSearching {
                    ProgressView()
                } else if viewModel.results.isEmpty {
                    ContentUnavailableView.search(text: viewModel.query)
                }
            }
            .searchable(text: $viewModel.query, prompt: "City name")
            .navigationTitle("Add City")
        }
    }
}

#Preview("City search") {
    CitySearchView()
}
