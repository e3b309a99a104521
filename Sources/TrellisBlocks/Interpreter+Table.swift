// `Table` as an iPhone shows it: its first column's cells, one row per element, as a list.

import SwiftSyntax

extension Interpreter {
    /// `Table(people) { TableColumn("Name", value: \.name); TableColumn(...) }`, with or without
    /// `selection:`, `sortOrder:` and `columnCustomization:`, or its columns passed as `columns:`.
    ///
    /// A page's blocks are laid out as an iPhone lays them out, a compact width, where a table
    /// shows only its first column (Apple, "Tables": "Narrow displays may adapt to show only the
    /// first column of the table"), without its header row, in rows as a list's. The first
    /// column's cell is its content closure's views for the element (`TableColumn("Name") {
    /// person in ... }`), or, for a column of a `String` property, "that string verbatim as a
    /// `Text` view" (Apple, "TableColumn"). The other columns are never seen there, so they are
    /// not evaluated, as SwiftUI does not make their cells.
    ///
    /// `Table(of: Song.self) { columns } rows: { ForEach(songs) { TableRow($0) }; TableRow(intro) }`
    /// (Apple, "Table", `init(of:columns:rows:)`): the elements its rows give, in order, shown
    /// as the data form's are.
    ///
    /// `nil` for the forms this does not read (a table of a hierarchy with `children:`, rows
    /// that are not `TableRow`s of elements, columns that open with something other than a
    /// `TableColumn`): the caller stands them in, with the block's warning.
    func table(_ call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value? {
        var arguments = arguments
        var rowElements: [Value]?
        if arguments.first?.label == "of", let rows = arguments.last, rows.label == "rows",
           let closure = rows.expression.as(ClosureExprSyntax.self) {
            guard let elements = try tableRowElements(closure.statements) else { return nil }
            rowElements = elements
            arguments.removeLast()
            arguments.removeFirst()
        }
        var scope: [String: Value] = [:]
        if let rowElements {
            // The rows' elements stand where the data form's collection is, under a name no code has.
            let place = location(of: call)
            let name = "rows·\(place.line)·\(place.column)"
            scope[name] = .array(rowElements)
            arguments.insert(CallArgument(label: nil, expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), isTrailingClosure: false), at: 0)
        }
        scopes.append(scope)
        defer { scopes.removeLast() }
        let accepted: Set<String?> = [nil, "selection", "sortOrder", "columnCustomization", "columns"]
        guard let data = arguments.first, data.label == nil, !data.expression.is(ClosureExprSyntax.self),
              arguments.allSatisfy({ accepted.contains($0.label) }),
              let columns = arguments.last?.expression.as(ClosureExprSyntax.self),
              arguments.last?.label == "columns" || arguments.last?.isTrailingClosure == true,
              let first = Self.firstTableColumn(columns),
              let forEachSpec = catalog.views["ForEach"] else { return nil }
        let columnArguments = first.arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false) }
            + (first.trailingClosure.map { [CallArgument(label: nil, expression: ExprSyntax($0), isTrailingClosure: true)] } ?? [])
        let rows: [BlockView]
        if let content = columnArguments.last(where: { $0.label == "content" || $0.isTrailingClosure })?.expression.as(ClosureExprSyntax.self) {
            // The cell's views for each element, keyed as a `ForEach` keys an `Identifiable` element.
            let forEach = [data, CallArgument(label: nil, expression: ExprSyntax(content), isTrailingClosure: true)]
            guard case .views(let views) = try self.forEach(forEachSpec, call: call, arguments: forEach) else { return .views([]) }
            rows = views
        } else if let path = columnArguments.first(where: { $0.label == "value" })?.expression.as(KeyPathExprSyntax.self) {
            rows = try tableTextCells(data: data.expression, path: path, at: first)
        } else {
            return nil
        }
        return .view(BlockView(kind: "Table", id: generatedID("Table", at: call), children: rows, location: location(of: call)))
    }

    /// The elements a table's `rows:` give: `TableRow(x)`'s `x`, and each element of
    /// `ForEach(data) { TableRow($0) }` (or `{ song in TableRow(song) }`), under any modifiers
    /// (`.contextMenu`); `nil` for rows of another shape.
    private func tableRowElements(_ statements: CodeBlockItemListSyntax) throws -> [Value]? {
        // A call under its modifiers (`TableRow(x).contextMenu { ... }`).
        func unmodified(_ item: CodeBlockItemSyntax.Item?) -> (name: String?, call: FunctionCallExprSyntax)? {
            guard var call = item?.as(FunctionCallExprSyntax.self) else { return nil }
            while let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base?.as(FunctionCallExprSyntax.self) {
                call = base
            }
            return (call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, call)
        }
        var elements: [Value] = []
        for statement in statements {
            guard let (name, call) = unmodified(statement.item) else { return nil }
            if name == "TableRow", call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                elements.append(try evaluate(only.expression))
            } else if name == "ForEach", let data = call.arguments.first, data.label == nil, let content = call.trailingClosure,
                      content.statements.count == 1, let (rowName, row) = unmodified(content.statements.first?.item), rowName == "TableRow",
                      let element = row.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.nameText,
                      element == (content.signature?.parameterClause.flatMap { parameterNames($0).first } ?? "$0") {
                let collection = try evaluate(data.expression)
                if collection.isStandIn { elements += Array(repeating: collection, count: Self.standInElements); continue }
                guard case .array(let values) = collection else { return nil }
                elements += values
            } else {
                return nil
            }
        }
        return elements
    }

    /// The first `TableColumn(...)` of a table's columns, under its modifiers (`.width(120)`).
    private static func firstTableColumn(_ columns: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard columns.signature == nil, var call = columns.statements.first?.item.as(FunctionCallExprSyntax.self) else { return nil }
        while let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base?.as(FunctionCallExprSyntax.self) {
            call = base
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "TableColumn" ? call : nil
    }

    /// `TableColumn("Name", value: \.name)`'s cells: each element's string at the key path,
    /// written verbatim; the app's values stand in.
    private func tableTextCells(data: ExprSyntax, path: KeyPathExprSyntax, at column: FunctionCallExprSyntax) throws -> [BlockView] {
        let collection = try evaluate(data)
        let elements: [Value]
        switch collection {
        case .array(let values): elements = values
        case _ where collection.isStandIn: elements = Array(repeating: collection, count: Self.standInElements)
        default:
            throw error("`Table` shows the rows of a collection, found \(collection.typeName)", at: data)
        }
        var cells: [BlockView] = []
        var seen: Set<String> = []
        for (index, element) in elements.enumerated() {
            let value = try keyPathValue(path, of: element, cannot: "this key path cannot give the column's text; write its cell as a closure",
                                         hint: "`TableColumn(\"Name\") { row in Text(row.name) }`")
            let text: String
            switch value {
            case .string(let string): text = string
            case .standIn(let written): text = written
            default:
                throw error("`TableColumn(_:value:)` shows a `String` property, and `\(path.trimmedDescription)` is \(value.typeName)", at: path,
                            hint: "write the cell as a closure: `TableColumn(\"Name\") { row in Text(\"\\(row.value)\") }`")
            }
            var key = try elementKey(element, index: index, keyPath: nil)
            if !seen.insert(key).inserted { key += "~\(index)" }
            var cell = BlockView(kind: "Text", id: generatedID("Text", at: column) + "-" + key,
                                 arguments: [BlockArgument(label: "verbatim", value: .string(text), location: location(of: path))],
                                 location: location(of: column))
            cell.drawsStandIn = value.isStandIn
            cells.append(cell)
        }
        return cells
    }
}
