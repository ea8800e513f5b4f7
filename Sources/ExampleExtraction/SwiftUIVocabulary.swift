/// What SwiftUI code is written with: one vocabulary for extraction (a document using SwiftUI is no
/// plain-Swift document) and for the checker's verdicts (SwiftUI code is skipped on Linux).
public enum SwiftUIVocabulary {
    /// Names only SwiftUI (or Combine, for SwiftUI's models) declares, as code uses them.
    public static let names: Set<String> = [
        "View", "Text", "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "List",
        "ForEach", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Spacer", "Form", "Section", "Toggle",
        "Picker", "GeometryReader", "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject",
        "Environment", "AppStorage", "ObservableObject", "Published", "WindowGroup", "App", "PreviewProvider",
        "UIViewRepresentable", "UIViewControllerRepresentable", "ToolbarItem", "SearchFieldPlacement", "Label",
        "EmptyView", "AnyView", "ViewBuilder", "ContentView", "Image",
    ]

    /// SwiftUI names that programs without SwiftUI declare too (`enum Section` of a diffable data source):
    /// alone they say nothing of SwiftUI.
    public static let namesAppsDeclareToo: Set<String> = [
        "Section", "List", "Text", "Label", "Toggle", "Form", "Picker", "State", "Binding", "Environment", "App",
        "Spacer", "Image",
    ]

    /// View modifiers only SwiftUI declares, as a fragment that is only a modifier chain starts
    /// (`.searchable(text: $query)`, `.onSubmit(of: .search) { … }`).
    public static let modifiers: Set<String> = [
        "searchable", "onSubmit", "searchCompletion", "searchSuggestions", "searchScopes", "navigationTitle",
        "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbar", "listStyle", "onAppear", "onDisappear",
        "onChange", "task", "refreshable", "sheet", "frame", "padding", "foregroundColor", "foregroundStyle", "font",
        "environment", "environmentObject", "symbolRenderingMode", "symbolVariant", "imageScale", "resizable",
        "scaledToFit", "scaledToFill", "labelStyle",
    ]
}
