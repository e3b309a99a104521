/// Anything that can be turned into a view tree node: the DSL's `View`.
///
/// Built-in views are small value types whose `node` builds the engine's `ViewNode`; user
/// views compose them:
///
///     struct Badge: View {
///         var node: ViewNode { Text("New").padding(4).background(Color.red).node }
///     }
public protocol View: Sendable {
    /// The engine tree this view stands for.
    var node: ViewNode { get }
}
