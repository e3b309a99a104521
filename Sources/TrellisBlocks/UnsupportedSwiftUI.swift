// SwiftUI names blocks do not support, with advice instead of "unknown".

/// SwiftUI names that layout blocks deliberately do not support, with what to write instead:
/// a better answer than "unknown view" for an author who knows SwiftUI.
enum UnsupportedSwiftUI {
    static let views: [String: String] = [
        "List": "use a VStack (with Divider() between rows) or a Grid",
        "LazyVStack": "a static page has no lazy loading; use VStack",
        "LazyHStack": "a static page has no lazy loading; use HStack",
        "LazyVGrid": "use Grid with GridRow, which sizes every cell",
        "LazyHGrid": "use Grid with GridRow, which sizes every cell",
        "NavigationStack": "a page is already a destination; link with Link(destination:)",
        "NavigationView": "a page is already a destination; link with Link(destination:)",
        "TabView": "use a Picker with state to switch content",
        "Form": "use VStack",
        "Label": "write HStack { Image(systemName:); Text(...) }",
        "TextField": "pages are static: there is nothing to type into",
        "Slider": "pages are static; a Picker with a few values can stand in",
        "Stepper": "pages are static; a Picker with a few values can stand in",
    ]
    /// Foundation values a page cannot hold as values (named when a block calls them).
    static let values: [String: String] = [
        "Calendar": "a page is built once; `Date()` is the page's date, and `Date(timeIntervalSince1970:)` any other",
        "Timer": "pages are static: nothing changes over time",
        "UUID": "ids must be stable from build to build; use `.id(\"name\")` with a fixed name",
    ]
    /// Modifiers for behaviour a static page cannot have (actions, navigation, presentation,
    /// accessibility, input, transitions): accepted as written, without evaluating their
    /// arguments, with no effect on the layout (as in SwiftUI, where none of them changes a
    /// frame), and listed once per block in a note, so code pasted from an app works unedited.
    static let behaviourModifiers: Set<String> = [
        "onAppear", "onDisappear", "onChange", "onReceive", "onSubmit", "onOpenURL", "onContinueUserActivity", "task",
        "onTapGesture", "onLongPressGesture", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onKeyPress",
        "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape", "allowsHitTesting", "hoverEffect",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "fileImporter", "fileExporter",
        "presentationDetents", "presentationDragIndicator", "presentationBackground", "presentationCornerRadius",
        "interactiveDismissDisabled", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarTitleMenu",
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationBarItems", "navigationBarTitle", "navigationSubtitle", "navigationSplitViewColumnWidth", "tabItem",
        "onDelete", "onMove", "deleteDisabled", "moveDisabled", "listRowHoverEffectDisabled", "accessibility",
        "badge", "contextMenu", "swipeActions", "refreshable", "searchable", "searchSuggestions", "help", "keyboardShortcut",
        "focused", "focusable", "defaultFocus", "submitLabel", "keyboardType", "textContentType", "textInputAutocapitalization",
        "autocapitalization", "disableAutocorrection", "autocorrectionDisabled", "scrollDismissesKeyboard",
        "environmentObject", "transition", "matchedGeometryEffect", "sensoryFeedback", "preferredColorScheme",
        "statusBarHidden", "persistentSystemOverlays", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilityAction",
        "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityRepresentation", "privacySensitive", "redacted",
        "listRowSeparator", "listRowBackground", "listRowInsets", "listStyle", "listSectionSeparator", "scrollContentBackground",
        "scrollIndicators", "scrollTargetBehavior", "scrollPosition", "scrollBounceBehavior", "labelsHidden", "textSelection",
        "symbolEffect", "contentTransition", "safeAreaInset", "ignoresSafeArea", "edgesIgnoringSafeArea", "onGeometryChange",
    ]
    /// Property wrappers whose values an app provides (its environment, its models, a
    /// parent's binding): declarations pasted with a view are accepted, and name no value.
    static let appStateWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Binding", "Bindable", "FocusState",
        "Namespace", "GestureState", "ScaledMetric", "AppStorage", "SceneStorage", "Query", "FetchRequest",
    ]
    /// SwiftUI's materials, which layout blocks do not draw yet.
    static let materials = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]
    static let modifiers: [String: String] = [
        "shadow": "not drawn yet; use a background or border",
        "rotationEffect": "not drawn yet",
        "scaleEffect": "not drawn yet",
    ]
}
