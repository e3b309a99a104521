// SwiftUI names blocks do not support, with advice instead of "unknown".

/// SwiftUI names that layout blocks deliberately do not support, with what to write instead:
/// a better answer than "unknown view" for an author who knows SwiftUI.
enum UnsupportedSwiftUI {
    /// Views whose drawing a page cannot run: laid out at the size they are offered and drawn
    /// as placeholders (stand-ins), with this advice at each.
    static let views: [String: String] = [
        "Map": "a page cannot show a live map; show an `Image` of one",
        "Chart": "Swift Charts are not laid out; draw bars with `Capsule` or `Rectangle` frames",
        "VideoPlayer": "a page lays out no video; show an `Image` of a frame",
        "Canvas": "drawing code does not run in a page; use shapes, or an `Image`",
        "SpriteView": "a page runs no SpriteKit scene; show an `Image` of it",
        // iOS 18's gradient over a grid of points (Apple, "MeshGradient"), which CSS has no
        // gradient for, and WidgetKit's background of an accessory widget ("AccessoryWidgetBackground"),
        // which the Lock Screen draws (set AZ's Minidisc and Pomodoro).
        "MeshGradient": "a page draws no mesh gradient; use a `LinearGradient` or `RadialGradient` of its colours",
        "AccessoryWidgetBackground": "the system draws a widget's background; use a `Circle` or `RoundedRectangle` filled with `.fill.tertiary`",
        // RealityKit's views (Apple, "RealityView", "Model3D"; visionOS and iOS 18): 3D content
        // a page cannot render (set AV's visionOS_30Days, 27 bodies).
        "RealityView": "a page renders no RealityKit scene; show an `Image` of it",
        "Model3D": "a page renders no 3D model; show an `Image` of it",
    ]
    /// Foundation values a page cannot hold as values (named when a block calls them).
    static let values: [String: String] = [
        "Timer": "pages are static: nothing changes over time",
        "UUID": "ids must be stable from build to build; use `.id(\"name\")` with a fixed name",
    ]
    /// Modifiers that change how SwiftUI draws a view, which a page draws in its default look:
    /// not "no effect" (they were behaviour modifiers, said in the block's note as having
    /// none), so each is a warning at its place, unless its argument asks for the look the page
    /// draws anyway. Keyed by modifier: the arguments drawn as written (an implicit member's
    /// name, or the argument as written), and what the page draws for the others. Those drawn
    /// in a navigation bar (``barLooks``) change nothing outside a navigation container, where
    /// SwiftUI shows no bar either.
    static let defaultLooks: [String: (drawn: Set<String>, drawnAs: String)] = [
        // Apple, "ToggleStyle": `.switch`, `.button`, `.checkbox` (macOS).
        "toggleStyle": (["automatic", "switch", "DefaultToggleStyle()", "SwitchToggleStyle()"], "a toggle in this style is drawn as a switch"),
        // Apple, "controlSize(_:)": "Sets the size for controls within this view."
        "controlSize": (["regular"], "the controls inside are drawn at the regular size"),
        // Apple, "buttonBorderShape(_:)": "Sets the border shape for buttons in this view."
        "buttonBorderShape": (["automatic"], "the buttons inside are drawn in their style's own shape"),
        // Apple, "DatePickerStyle": `.compact` (iOS's default), `.graphical`, `.wheel`.
        "datePickerStyle": (["automatic", "compact", "DefaultDatePickerStyle()", "CompactDatePickerStyle()"], "a date picker in this style is drawn in the compact style"),
        // Apple, "RedactionReasons.placeholder": "Displayed data should appear as generic
        // placeholders"; `.privacy` redacts only `privacySensitive()` views, which a page shows.
        "redacted": (["[]", "privacy", "invalidated"], "the views inside are drawn unredacted, their text and images shown"),
        // Apple, "allowsTightening(_:)": "compress the space between characters when necessary
        // to fit text in a line"; a page's text keeps its spacing.
        "allowsTightening": (["false"], "the text keeps its letter spacing, so a line SwiftUI would fit by tightening it wraps or truncates on the page"),
        // Apple, "badge(_:)": a count or label on a list row or a tab item; an `Int` badge of 0 shows none.
        "badge": (["0", "nil"], "list rows and tab items show no badge"),
        // Apple, "toolbar(content:)": items in the navigation bar (or a bottom bar); the
        // visibility forms (`.toolbar(.hidden, for: .tabBar)`) add none.
        "toolbar": (["hidden", "visible", "automatic"], "toolbar items are not drawn, and a navigation bar shows its title alone"),
        "navigationBarItems": ([], "toolbar items are not drawn, and a navigation bar shows its title alone"),
        // Apple, "searchable(text:placement:prompt:)": a search field in the navigation bar.
        "searchable": ([], "the search field is not drawn"),
    ]
    /// The ``defaultLooks`` a navigation container's bar shows.
    static let barLooks: Set<String> = ["toolbar", "navigationBarItems", "searchable"]
    /// The views that show a navigation bar for the views inside them.
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

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
        "interactiveDismissDisabled", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarTitleMenu",
        "navigationDestination", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationSubtitle", "navigationSplitViewColumnWidth",
        "onDelete", "onMove", "deleteDisabled", "moveDisabled", "listRowHoverEffectDisabled", "accessibility",
        "contextMenu", "swipeActions", "refreshable", "searchSuggestions", "help", "keyboardShortcut",
        "focused", "focusable", "defaultFocus", "submitLabel", "keyboardType", "textContentType", "textInputAutocapitalization",
        "autocapitalization", "disableAutocorrection", "autocorrectionDisabled", "scrollDismissesKeyboard",
        "environmentObject", "sensoryFeedback", "preferredColorScheme",
        "statusBarHidden", "statusBar", "presentationSizing", "focusEffectDisabled", "hoverEffectDisabled", "onScrollGeometryChange", "persistentSystemOverlays", "accessibilityIdentifier",
        "accessibilityRemoveTraits", "accessibilityAction", "accessibilityInputLabels", "accessibilityRepresentation", "privacySensitive",
        "listSectionSeparator",
        // How a popover or sheet adapts in a compact size class (Apple, "presentationCompactAdaptation(_:)",
        // iOS 16.4): presentations never show on a page (set AL's prose).
        "presentationCompactAdaptation",
        // The search field's scopes, focus and toolbar behaviour (Apple, "searchScopes(_:scopes:)",
        // "searchFocused(_:)", "searchPresentationToolbarBehavior(_:)"), as `searchable` (set AM).
        "searchScopes", "searchFocused", "searchPresentationToolbarBehavior", "searchDictationBehavior",
        "scrollIndicators", "scrollTargetBehavior", "scrollPosition", "scrollBounceBehavior", "textSelection",
        "symbolEffect", "ignoresSafeArea", "edgesIgnoringSafeArea", "onGeometryChange",
        // iOS 17 and 18's scrolling and toolbar behaviour (Apple, "scrollIndicatorsFlash(onAppear:)",
        // "onScrollPhaseChange(_:)", "toolbarVisibility(_:for:)", which `toolbar(_:for:)` was),
        // a widget's content while its intent runs ("invalidatableContent(_:)"): set AP, where
        // each stood in as the app's.
        "scrollIndicatorsFlash", "onScrollPhaseChange", "toolbarVisibility", "invalidatableContent",
        "scrollClipDisabled", "actionSheet", "compositingGroup", "drawingGroup", "navigationViewStyle", "scrollTargetLayout",
        "accessibilityActions", "accessibilityRespondsToUserInteraction", "accessibilityShowsLargeContentViewer",
        "menuStyle",
        "previewDisplayName", "previewDevice", "previewLayout", "previewInterfaceOrientation", "matchedTransitionSource",
        "navigationTransition", "glassEffectID", "glassEffectTransition",
        "presentationBackgroundInteraction", "manageSubscriptionsSheet", "offerCodeRedemption", "unredacted",
        "flipsForRightToLeftLayoutDirection", "geometryGroup", "containerShape", "widgetAccentable",
        // Seen standing in as the app's on sets BT and BU (session 52): whether choosing a menu's
        // action closes it (Apple, "menuActionDismissBehavior(_:)", iOS 16.4); an image's look
        // in an accented widget ("widgetAccentedRenderingMode(_:)", iOS 18); a TipKit tip shown
        // over a view at the app's moment ("popoverTip(_:arrowEdge:action:)").
        "menuActionDismissBehavior", "widgetAccentedRenderingMode", "popoverTip",
        // How VoiceOver speaks a view and what Smart Invert and the adjustable rotor do (Apple,
        // "speechSpellsOutCharacters(_:)", "accessibilityIgnoresInvertColors(_:)",
        // "accessibilityAdjustableAction(_:)"): settings of Apple's assistive technologies that a
        // page's have no counterpart for; a `ControlGroup`'s style, drawn in the default one as a
        // menu's is (set AN).
        "speechSpellsOutCharacters", "speechAlwaysIncludesPunctuation", "speechAdjustedPitch", "speechAnnouncementsQueued",
        "accessibilityIgnoresInvertColors", "accessibilityAdjustableAction", "controlGroupStyle",
        // How a `NavigationSplitView`'s columns share a wide window (Apple, "navigationSplitViewStyle(_:)"):
        // a page draws it collapsed, as an iPhone does, one column (set AO).
        "navigationSplitViewStyle",
        // A `Map`'s own modifiers: the map is a placeholder (`views`), so they change nothing drawn.
        "mapStyle", "mapControls", "mapControlVisibility",
        // A `Chart`'s own modifiers: the chart is a placeholder (`views`), so they change nothing drawn.
        "chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale", "chartForegroundStyleScale",
        "chartPlotStyle", "chartOverlay", "chartBackground", "chartXAxisLabel", "chartYAxisLabel", "chartScrollableAxes",
        // A transaction's transform other than setting its animation (`Interpreter.transactionAnimation`).
        "transaction",
        // macOS's and watchOS's input (Apple: "onCommand(_:perform:)", "onMoveCommand(perform:)",
        // "focusSection()", "digitalCrownRotation(_:)"), and preferences, which views send up
        // the tree for their ancestors' actions (Apple, "preference(key:value:)"): set X (session 29).
        "onCommand", "onMoveCommand", "onDeleteCommand", "onExitCommand", "onPlayPauseCommand", "onContinuousHover",
        "focusScope", "focusSection", "prefersDefaultFocus", "digitalCrownRotation",
        "preference", "onPreferenceChange", "transformPreference",
        // Input and the app's plumbing, seen standing in on set Y (session 30): scrolling by
        // hand (Apple, "scrollDisabled(_:)"), values published to commands ("focusedSceneValue(_:_:)",
        // "focusedValue(_:_:)"), a widget's tap ("widgetURL(_:)"), the order of an open menu's
        // items ("menuOrder(_:)"), anchors sent up as preferences ("anchorPreference(key:value:transform:)"),
        // and scenes and activities ("handlesExternalEvents(preferring:allowing:)", "userActivity(_:isActive:_:)").
        // An object published to the focused scene's commands ("focusedSceneObject(_:)", macOS 12 /
        // iOS 15), seen standing in on set AT (session 42).
        "scrollDisabled", "focusedSceneValue", "focusedValue", "focusedSceneObject", "focusedObject", "widgetURL", "menuOrder", "anchorPreference",
        // A view scrolled in or out of sight (Apple, "onScrollVisibilityChange(threshold:_:)",
        // "onScrollTargetVisibilityChange(idType:threshold:_:)", iOS 18) and a macOS window's
        // chrome ("presentedWindowStyle(_:)"), set AU (session 42).
        "onScrollVisibilityChange", "onScrollTargetVisibilityChange", "presentedWindowStyle",
        // Whether a macOS sidebar's section folds (Apple, "collapsible(_:)"): a page's list does
        // not fold (set AV's reddit-swiftui).
        "collapsible",
        "handlesExternalEvents", "userActivity",
        // Seen on set AA (session 32): the pointer over a view (Apple, "pointerStyle(_:)", macOS 15),
        // a file dialog's texts and folder ("fileDialogMessage(_:)", "fileDialogConfirmationLabel(_:)",
        // "fileDialogDefaultDirectory(_:)", "fileDialogCustomizationID(_:)"), a window's resizing
        // ("windowResizeBehavior(_:)"), a bar's background ("toolbarBackgroundVisibility(_:for:)"),
        // a presented photo picker ("photosPicker(isPresented:selection:...)"), a window's document
        // ("navigationDocument(_:)"), a dialog's "do not ask again" ("dialogSuppressionToggle(_:isSuppressed:)"),
        // modifier keys held ("onModifierKeysChanged(mask:initial:_:)"); and a chart mark's line
        // ("interpolationMethod(_:)"), inside a `Chart`, a placeholder.
        "pointerStyle", "fileDialogMessage", "fileDialogConfirmationLabel", "fileDialogDefaultDirectory", "fileDialogCustomizationID",
        "windowResizeBehavior", "toolbarBackgroundVisibility", "photosPicker", "navigationDocument", "dialogSuppressionToggle",
        "onModifierKeysChanged", "interpolationMethod",
        // Seen on set AB (session 33): a view compared before it updates (Apple, "equatable()":
        // "prevents the view from updating its child view when its new value is the same as its
        // old value"), a toolbar item's shared glass ("sharedBackgroundVisibility(_:)", iOS 26),
        // an inspector panel presented beside the content and its width ("inspector(isPresented:
        // content:)", "inspectorColumnWidth(_:)"), and a tab bar that shrinks while scrolling
        // ("tabBarMinimizeBehavior(_:)", iOS 26).
        "equatable", "sharedBackgroundVisibility", "inspector", "inspectorColumnWidth", "tabBarMinimizeBehavior",
        // Seen on set AE (session 35): whether a user may select a view (Apple, "selectionDisabled(_:)"),
        // a Quick Look panel presented for a URL ("quickLookPreview(_:)"), a Mac's Touch Bar
        // ("touchBar(content:)"), the children an assistive technology reads in a view's place
        // ("accessibilityChildren(children:)"), and a menu's indicator ("menuIndicator(_:)"),
        // which iOS's borderless menu, as a page draws it, does not show.
        "selectionDisabled", "quickLookPreview", "touchBar", "accessibilityChildren", "menuIndicator",
        // Seen on set AF: whether a link's destination shows in a split view's detail column
        // (Apple, "isDetailLink(_:)", iPadOS), and the SwiftData store a scene's views read
        // ("modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)").
        "isDetailLink", "modelContainer",
        // Seen on set AG: a name for a view's coordinate space, which only a GeometryReader's
        // `frame(in:)` reads (Apple, "coordinateSpace(_:)"; a page reads its own), where
        // assistive focus goes ("accessibilityFocused(_:)"), a translation run on the device
        // ("translationTask(_:action:)"), the look of a scroll view's edges ("scrollEdgeEffectStyle(_:for:)",
        // iOS 26) and how a symbol's variable value is drawn ("symbolVariableValueMode(_:)";
        // a page's symbols are stand-ins).
        "coordinateSpace", "accessibilityFocused", "translationTask", "scrollEdgeEffectStyle", "symbolVariableValueMode",
        // A table's look, its header row and its striped rows (Apple, "tableStyle(_:)",
        // "tableColumnHeaders(_:)", "alternatingRowBackgrounds(_:)"): an iPhone's table, as a
        // page draws it, shows its first column's cells as rows without a header (`Interpreter.table`).
        "tableStyle", "tableColumnHeaders", "alternatingRowBackgrounds",
        // Seen on set AI: a label paired with its content for assistive technology across a
        // form's columns (Apple, "accessibilityLabeledPair(role:id:in:)", macOS), which a page's
        // elements, read in order, do not carry.
        "accessibilityLabeledPair",
        // The clipboard (Apple, "copyable(_:)", "cuttable(for:action:)", "pasteDestination(for:action:validator:)",
        // macOS 13) and a toolbar item's priority when space runs out ("visibilityPriority(_:)"),
        // input and toolbar behaviour a page has not (set AZ).
        "copyable", "cuttable", "pasteDestination", "visibilityPriority",
    ]
    /// SwiftUI's `AccessibilityTraits` (Apple, "AccessibilityTraits") that describe behaviour
    /// a static page has not, or have no ARIA role: a warning where one is added, the element
    /// read without it. The others are `ViewAccessibility.Trait`.
    static let unspokenTraits: Set<String> = [
        "allowsDirectInteraction", "causesPageTurn", "isKeyboardKey", "isModal", "isSearchField", "isSelected",
        "isSummaryElement", "isTabBar", "isToggle", "playsSound", "startsMediaSession", "updatesFrequently",
    ]
    /// Environment values that change behaviour only (`.environment(\.editMode, ...)`,
    /// `\.managedObjectContext`): accepted without effect, as behaviour modifiers are.
    static let behaviourEnvironmentValues: Set<String> = [
        "editMode", "managedObjectContext", "modelContext", "openURL", "dismiss", "refresh", "scenePhase", "undoManager",
        "isPresented", "presentationMode", "dismissSearch", "isSearching", "authorizationController", "requestReview",
        // Input only: typing, scrolling by hand, windows (Apple, "EnvironmentValues").
        "autocorrectionDisabled", "isScrollEnabled", "scrollDismissesKeyboardMode", "supportsMultipleWindows", "openWindow", "dismissWindow",
        // Read only through `@Environment`, which the app provides (a stand-in on a page).
        "horizontalSizeClass", "verticalSizeClass",
        // A Mac window's active look (Apple, "EnvironmentValues.controlActiveState", macOS),
        // which iOS's controls, as a page draws them, do not have (set AH's QuickRecorder).
        "controlActiveState",
    ]
    /// Values that change how dates and numbers are written, which a page writes in its own
    /// locale, calendar and time zone (`Interpreter+Formatting`): accepted with a note.
    static let formattingEnvironmentValues: Set<String> = ["locale", "calendar", "timeZone"]
    /// Whether `key` of `\.key` is the app's own environment key (`\.postContext`): not one of
    /// SwiftUI's, nor a near miss of one, which is a slip to name.
    static func isAppsEnvironmentKey(_ key: String) -> Bool {
        !environmentValues.contains(key) && NameSuggestion.closest(to: key, among: Array(environmentValues)) == nil
    }
    /// Wrappers of a value the app stores between launches, whose default is written beside
    /// them (`@AppStorage("showsIP") var showsIP = false`): on a page, as in an app launched
    /// for the first time, the value is that default (Apple, "AppStorage": "The default value
    /// [...] if a value is not specified for the given key"), and a control bound to it
    /// changes it, as `@State`'s. Without a default the value is the app's, a stand-in.
    static let storedStateWrappers: Set<String> = ["AppStorage", "SceneStorage"]
    /// SwiftUI's keys that are get-only (Apple, "EnvironmentValues.isFocused": `{ get }`):
    /// `.environment(_:_:)` takes a writable key path, so a key set with these names is the
    /// app's own (`@Entry var isFocused` in IcySky).
    static let readOnlyEnvironmentValues: Set<String> = ["isFocused"]
    /// The keys of SwiftUI's `EnvironmentValues` (Apple, "EnvironmentValues"): a key not among
    /// them is the app's own (`\.postContext`), which changes nothing SwiftUI lays out.
    static let environmentValues: Set<String> = Set([
        "accessibilityEnabled", "accessibilityDifferentiateWithoutColor", "accessibilityReduceMotion",
        "accessibilityReduceTransparency", "accessibilityInvertColors", "accessibilityShowButtonShapes", "allowsTightening",
        "autocorrectionDisabled", "backgroundMaterial", "backgroundProminence", "backgroundStyle", "badgeProminence", "calendar",
        "colorScheme", "colorSchemeContrast", "controlActiveState", "controlSize", "defaultMinListHeaderHeight",
        "defaultMinListRowHeight", "defaultWheelPickerItemHeight", "displayScale", "dynamicTypeSize", "font", "headerProminence",
        "horizontalScrollIndicatorVisibility", "horizontalSizeClass", "imageScale", "isEnabled", "isFocused", "isScrollEnabled",
        "layoutDirection", "legibilityWeight", "lineLimit", "lineSpacing", "locale", "menuIndicatorVisibility", "minimumScaleFactor",
        "multilineTextAlignment", "pixelLength", "redactionReasons", "scrollDismissesKeyboardMode", "sizeCategory",
        "supportsMultipleWindows", "symbolRenderingMode", "symbolVariants", "textCase", "timeZone", "truncationMode",
        "verticalScrollIndicatorVisibility", "verticalSizeClass", "tint", "openWindow", "dismissWindow",
    ]).union(behaviourEnvironmentValues)
    /// SwiftUI's keys that a modifier of its own sets (Apple, "EnvironmentValues": `imageScale`
    /// "set with `imageScale(_:)`", `symbolVariants` with `symbolVariant(_:)`...), by the
    /// modifier's name: `.environment(\.imageScale, .small)` is `.imageScale(.small)`.
    static let environmentValueModifiers: [String: String] = [
        "imageScale": "imageScale", "symbolVariants": "symbolVariant", "symbolRenderingMode": "symbolRenderingMode",
        "truncationMode": "truncationMode", "lineSpacing": "lineSpacing", "allowsTightening": "allowsTightening",
        "textCase": "textCase", "controlSize": "controlSize", "redactionReasons": "redacted", "headerProminence": "headerProminence",
        "defaultWheelPickerItemHeight": "defaultWheelPickerItemHeight", "tint": "tint", "backgroundStyle": "backgroundStyle",
        "menuIndicatorVisibility": "menuIndicator", "badgeProminence": "badgeProminence", "backgroundProminence": "backgroundProminence",
    ]
    /// SwiftUI's gestures (Apple, "Gestures": `DragGesture`, `TapGesture`, `LongPressGesture`,
    /// `MagnifyGesture`, `RotateGesture`, `SpatialTapGesture` and their iOS 13 names): values
    /// that only act on input. Swift code that makes one (`var drag: some Gesture {
    /// DragGesture().onChanged { ... } }`) makes an inert value whose modifiers and closures
    /// never run, as the `.gesture(_:)` that takes it is behaviour.
    static let gestures: Set<String> = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
        "RotateGesture", "RotationGesture", "WindowDragGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
    ]
    /// Values only behaviour reads, which a page never runs: the gestures, `OpenURLAction`
    /// (`.environment(\.openURL, _:)`), and iOS 18's `ScrollPosition` (Apple, "ScrollPosition":
    /// "the semantic position of where a scroll view is scrolled", given to
    /// `scrollPosition(_:anchor:)`, which a page shows at its start; set CH's probe). Made
    /// whole and unread, in a body and in Swift code alike, their closures never called.
    static let behaviourValues: Set<String> = gestures.union(["OpenURLAction", "ScrollPosition"])
    /// Modifiers drawn on a page whose arguments often name the app's own values (a theme's
    /// colours): with such an argument they are accepted without effect, as behaviour is.
    static let lenientModifiers: Set<String> = ["listRowBackground", "listRowInsets", "listRowSeparator", "scrollContentBackground"]
    /// Property wrappers whose values an app provides (its environment, its models, a
    /// parent's binding): declarations pasted with a view are accepted, and name no value.
    static let appStateWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Binding", "Bindable", "FocusState",
        "Namespace", "GestureState", "ScaledMetric", "AppStorage", "SceneStorage", "Query", "FetchRequest",
    ]
    /// SwiftUI's modifiers that change only how a view is drawn, never its frame (Apple,
    /// "visualEffect(_:)": "visual effects don't affect the layout"; `mask` lays its view out
    /// in the modified view's bounds, as an overlay, without sizing it), and that a page does
    /// not draw: the view lays out exactly, drawn without the effect, with a warning at the
    /// modifier (``Interpreter/undrawnModifiers``). A `mask` of one shape is drawn, as a clip.
    static let undrawnModifiers: Set<String> = [
        "colorMultiply", "rotation3DEffect", "visualEffect", "mask", "luminanceToAlpha", "projectionEffect", "transformEffect",
        // A Metal shader's effect (Apple, "colorEffect(_:isEnabled:)", "distortionEffect(_:maxSampleOffset:isEnabled:)",
        // "layerEffect(_:maxSampleOffset:isEnabled:)"): code a page has no GPU function for, drawn
        // without; none changes a frame (set AO's FluidVoice, set AK's).
        "colorEffect", "distortionEffect", "layerEffect",
        // Apple, "scrollTransition(_:axis:transition:)" (iOS 17): a visual effect by the view's
        // phase as it enters or leaves the scroll view's visible region, which changes no frame.
        // A page shows the scroll view at rest, without the effect; the closure is not run (23
        // uses in sets AP to AS stood in as the app's).
        "scrollTransition",
        // visionOS's glass behind a view (Apple, "glassBackgroundEffect(displayMode:)": "an
        // automatic glass background effect and container-relative rounded rectangle shape",
        // whose radius Apple does not give) and its ornaments, drawn outside the window
        // ("ornament(visibility:attachmentAnchor:contentAlignment:ornament:)"); a watch
        // complication's label ("widgetLabel(_:)"), drawn by the watch face: none changes a
        // frame (set AV's visionOS_30Days and nightguard).
        "glassBackgroundEffect", "ornament", "widgetLabel",
        // iOS 26's union of several views' glass into one shape (Apple, "glassEffectUnion(id:namespace:)"):
        // each view's own glass is drawn, not the shape that joins them; no frame changes (set AW's Atwy).
        "glassEffectUnion",
        // An overlay or background made from a preference the views inside report (Apple,
        // "overlayPreferenceValue(_:_:)", "backgroundPreferenceValue(_:_:)"): a page does not
        // gather preferences, and an overlay changes no frame, so the view is drawn without it
        // (set AX's FabulaItemsProvider, 6 uses that stood in as the app's).
        "overlayPreferenceValue", "backgroundPreferenceValue",
        // WidgetKit's and ActivityKit's look of a widget or Live Activity, drawn by the system
        // around it (Apple, "widgetCurvesContent(_:)", "activityBackgroundTint(_:)",
        // "activitySystemActionForegroundColor(_:)"), and iOS 26's accessory above a tab bar
        // ("tabViewBottomAccessory(content:)"), which a page's tab view has none of: none changes
        // the frame of the view it modifies (set AZ's Pomodoro and Minidisc stood them in).
        "widgetCurvesContent", "activityBackgroundTint", "activitySystemActionForegroundColor", "tabViewBottomAccessory",
    ]
    /// SwiftUI's modifiers that change what a page would draw and that Trellis does not draw
    /// yet: an error that says so, where a name SwiftUI does not have is taken for the app's
    /// own modifier and left out as a stand-in (`Interpreter+StandIns.swift`).
    static let modifiers: [String: String] = {
        let drawing = "it changes how the view is drawn, which a page cannot reproduce yet; remove it to lay out the rest"
        var advice: [String: String] = [:]
        for name in ["colorMultiply", "rotation3DEffect", "visualEffect", "mask", "luminanceToAlpha",
                     "projectionEffect", "transformEffect"] {
            advice[name] = drawing
        }
        // iOS 17's `.textScale(.secondary)` (Apple, "textScale(_:isEnabled:)": "a scale that
        // produces text that is smaller"), by an amount Apple does not document: the text's
        // size, and so the layout, cannot be SwiftUI's (set AI's CotEditor; it was "unknown modifier").
        advice["textScale"] = "it makes the text smaller by an amount Apple does not document; give the text a smaller font instead (`.font(.footnote)`)"
        return advice
    }()
}
