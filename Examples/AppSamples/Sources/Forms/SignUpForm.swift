import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var birthday = Calendar.current.date(from: DateComponents(year: 1995, month: 6, day: 15)) ?? .now
    @State private var acceptsTerms = false
    @State private var newsletter = true
    @State private var passwordStrength = "Too short"

    private var canSubmit: Bool {
        email.contains("@") && password.count >= 8 && acceptsTerms
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Your details") {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    SecureField("Password", text: $password)
                        .onChange(of: password) { newValue in
                            passwordStrength = newValue.count < 8 ? "Too short" : (newValue.count < 12 ? "OK" : "Strong")
                        }
                    LabeledContent("Strength", value: passwordStrength)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }

                Section {
                    Toggle("Send me the weekly newsletter", isOn: $newsletter)
                    Toggle("I accept the terms of service", isOn: $acceptsTerms)
                }

                Section {
                    Button {
                    } label: {
                        Text("Create Account")
                            .frame(maxWidth: .infinity)
                    }
                    .disabled(!canSubmit)
                }
            }
            .navigationTitle("Sign Up")
        }
    }
}

#Preview {
    SignUpForm()
}
