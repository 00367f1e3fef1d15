import SwiftUI

struct AccountForm: View {
    @State private var displayName = "Mira Chen"
    @State private var email = "mira@example.com"
    @State private var showsSignOutConfirmation = false

    let usedStorage = 3.2
    let totalStorage = 5.0

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                    TextField("Email", text: $email)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }

                Section("Storage") {
                    ProgressView(value: usedStorage, total: totalStorage) {
                        Text("iCloud")
                    } currentValueLabel: {
                        Text("\(usedStorage, specifier: "%.1f") GB of \(totalStorage, specifier: "%.0f") GB used")
                    }
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        showsSignOutConfirmation = true
                    }
                }
            }
            .navigationTitle("Account")
            .confirmationDialog("Sign out?", isPresented: $showsSignOutConfirmation) {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}
