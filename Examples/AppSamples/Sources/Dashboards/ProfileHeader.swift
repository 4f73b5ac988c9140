import SwiftUI

struct ProfileStat: View {
    let value: String
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeader: View {
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.indigo, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(height: 120)

            VStack(spacing: 12) {
                Text("🧑‍🚀")
                    .font(.system(size: 54))
                    .frame(width: 96, height: 96)
                    .background(Circle().fill(.background))
                    .overlay(Circle().stroke(.background, lineWidth: 4))
                    .offset(y: -48)
                    .padding(.bottom, -48)

                VStack(spacing: 4) {
                    Text("Maya Chen")
                        .font(.title2.bold())
                    Text("@mayaflies · Houston, TX 🚀")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Text("Aerospace engineer. Coffee ☕️, climbing 🧗‍♀️ and very long walks.")
                    .font(.callout)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal)

                HStack {
                    ProfileStat(value: "248", title: "Posts")
                    ProfileStat(value: "12.4K", title: "Followers")
                    ProfileStat(value: "391", title: "Following")
                }
                .padding(.vertical, 8)

                Button {
                    isFollowing.toggle()
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                }
                .buttonStyle(.borderedProminent)
                .tint(isFollowing ? .gray : .indigo)
                .padding(.horizontal)
            }
        }
    }
}

#Preview {
    ScrollView {
        ProfileHeader()
    }
    .ignoresSafeArea(edges: .top)
}
