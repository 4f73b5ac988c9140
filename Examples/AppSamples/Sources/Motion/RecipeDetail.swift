import SwiftUI

struct Ingredient: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let amount: String
}

struct RecipeDetail: View {
    @State private var showingShoppingList = false
    @State private var servings = 2

    let ingredients = [
        Ingredient(name: "Spaghetti", amount: "200 g"),
        Ingredient(name: "Garlic", amount: "3 cloves"),
        Ingredient(name: "Olive oil", amount: "4 tbsp"),
        Ingredient(name: "Chili flakes", amount: "1 tsp"),
        Ingredient(name: "Parsley", amount: "A handful"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("🍝")
                        .font(.system(size: 100))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 30)
                        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 20))

                    HStack(spacing: 16) {
                        Label("20 min", systemImage: "clock")
                        Label("Easy", systemImage: "chart.bar.fill")
                        Label("\(servings) servings", systemImage: "person.2")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Text("Ingredients")
                        .font(.title2.bold())
                    ForEach(ingredients) { ingredient in
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text(ingredient.amount).foregroundStyle(.secondary)
                        }
                        Divider()
                    }

                    Button("Add to Shopping List") {
                        showingShoppingList = true
                    }
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
                }
                .padding()
            }
            .navigationTitle("Aglio e Olio")
            .sheet(isPresented: $showingShoppingList) {
                NavigationStack {
                    List(ingredients) { ingredient in
                        Label(ingredient.name, systemImage: "cart")
                    }
                    .navigationTitle("Shopping List")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { showingShoppingList = false }
                        }
                    }
                }
                .presentationDetents([.medium, .large])
            }
        }
    }
}

#Preview("Recipe") {
    RecipeDetail()
}
