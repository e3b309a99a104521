// A page whose layout blocks paste app screens (lists, forms, buttons, labels, images, grids, toggles, pickers), for the axe audit.

/// Issue 28 asks for the audit "on pages whose blocks paste real app views": screens written
/// as an iPhone app's views are (a settings form, an inbox list, a toolbar of buttons, a photo
/// grid, a profile card), in SwiftUI's own vocabulary and with its default colours, so that
/// what axe finds is what a reader of a page of pasted app code meets.
enum AppViewsPage {
    /// The page's Markdown (its blocks load `swatch.png` from beside it, see `files`).
    static let markdown = #"""
        ---
        title: App screens
        description: Screens of an app, pasted as their SwiftUI views.
        ---

        # App screens

        A settings screen with a switch, a slider, a stepper and a picker:

        ```layout code=beside
        @State var airplane = false
        @State var theme = "Automatic"
        @State var brightness = 0.4
        NavigationStack {
            Form {
                Section("Connections") {
                    Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplane)
                    LabeledContent("Wi-Fi", value: "Home")
                    NavigationLink("Bluetooth", destination: BluetoothSettings())
                }
                Section {
                    Slider(value: $brightness, in: 0...1)
                    Picker("Appearance", selection: $theme) {
                        Text("Automatic").tag("Automatic")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                } header: {
                    Text("Display")
                } footer: {
                    Text("Brightness follows the light around you.")
                }
            }
            .navigationTitle("Preferences")
        }
        ```

        An inbox, each message with its sender, a summary in the secondary colour and a time:

        ```layout
        List {
            Section("Today") {
                ForEach(["Ana Lima", "Tom Berg", "Mei Chen"], id: \.self) { sender in
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.title)
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(sender).font(.headline)
                            Text("The photos from Saturday are in the shared album.")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("9:41").font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            Section("Folders") {
                Label("Drafts", systemImage: "doc")
                Label("Archive", systemImage: "archivebox")
                Button("Empty Trash", role: .destructive) { }
            }
        }
        ```

        A toolbar of buttons in each of SwiftUI's styles:

        ```layout
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Button("Cancel") { }
                    .buttonStyle(.bordered)
                Button("Save Draft") { }
                    .buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) { }
            }
            HStack(spacing: 16) {
                Button("Share", systemImage: "square.and.arrow.up") { }
                Button("Favourite", systemImage: "star") { }
                    .tint(.orange)
            }
        }
        .padding()
        ```

        A photo grid that reflows as the window narrows, with an image, and a segmented picker
        that switches the grid for a list:

        ```layout code=beside
        @State var display = "Grid"
        VStack(alignment: .leading, spacing: 12) {
            Picker("Display", selection: $display) {
                Text("Grid").tag("Grid")
                Text("List").tag("List")
            }
            .pickerStyle(.segmented)
            if display == "Grid" {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 8) {
                    ForEach(["Beach", "Forest", "Harbour", "Market", "Summit", "Valley"], id: \.self) { place in
                        VStack(spacing: 4) {
                            Image("swatch.png", label: Text("Photo of the \(place.lowercased())"))
                                .resizable()
                                .scaledToFill()
                                .frame(height: 64)
                                .clipShape(RoundedRectangle(cornerRadius: 8))
                            Text(place).font(.caption)
                        }
                    }
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(["Beach", "Forest", "Harbour"], id: \.self) { place in
                        Label(place, systemImage: "photo")
                    }
                }
            }
        }
        .padding()
        ```

        A profile card with a grid of figures, a progress bar and an inline picker:

        ```layout
        @State var plan = "Monthly"
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Circle()
                    .fill(.teal)
                    .frame(width: 48, height: 48)
                    .overlay(Text("AL").font(.headline).foregroundStyle(.white))
                    .accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Ana Lima").font(.title2.bold())
                    Text("Member since 2021").foregroundStyle(.secondary)
                }
            }
            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                GridRow {
                    Text("Trips").foregroundStyle(.secondary)
                    Text("Photos").foregroundStyle(.secondary)
                    Text("Friends").foregroundStyle(.secondary)
                }
                GridRow {
                    Text("12").font(.title3)
                    Text("348").font(.title3)
                    Text("27").font(.title3)
                }
            }
            ProgressView(value: 0.7)
            Text("Storage: 7 of 10 GB used").font(.footnote)
            Picker("Plan", selection: $plan) {
                Text("Monthly").tag("Monthly")
                Text("Yearly").tag("Yearly")
            }
            .pickerStyle(.inline)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding()
        ```
        """#
}
