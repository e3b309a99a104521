// `#if os(iOS) ... #else ... #endif` in pasted code: a page is laid out as an iPhone app.

import SwiftSyntax

/// Picks the active clause of an `#if`, for the view builder and the Swift compiler alike.
///
/// A page is laid out as SwiftUI lays out an iOS app: `os(iOS)` and `canImport` of the iOS
/// SDK's frameworks are true; other platforms, `DEBUG`, `targetEnvironment(...)` and unknown
/// flags are false; `swift(...)` and `compiler(...)` checks are true (the code is meant for a
/// current compiler).
enum IfConfig {
    /// The modules an iOS app can import (The Swift Programming Language, "Compiler Control
    /// Statements": `canImport` "returns true if the module ... can be imported"): the iOS
    /// SDK's frameworks, whose types the code under such a check uses stand in where a page
    /// lacks them (`#if canImport(ActivityKit)` around a live activity's status, set CE's
    /// SportsCal). macOS's and watchOS's own (`AppKit`, `WatchKit`) are not among them.
    static let importable: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "os", "OSLog", "Swift", "Darwin",
        "ActivityKit", "AppIntents", "WidgetKit", "Charts", "SwiftData", "CoreData", "CloudKit", "MapKit", "CoreLocation",
        "PhotosUI", "Photos", "AVFoundation", "AVKit", "StoreKit", "HealthKit", "EventKit", "EventKitUI", "Contacts",
        "UserNotifications", "WebKit", "SafariServices", "MessageUI", "UniformTypeIdentifiers", "CoreImage", "CoreML",
        "Vision", "VisionKit", "CoreMotion", "CoreHaptics", "GameKit", "SpriteKit", "SceneKit", "RealityKit", "ARKit",
        "Metal", "MetalKit", "QuartzCore", "CoreText", "CoreSpotlight", "LinkPresentation", "LocalAuthentication",
        "AuthenticationServices", "CryptoKit", "Network", "TipKit", "WatchConnectivity", "Accelerate", "CoreTransferable",
    ]

    /// The clause whose condition holds (`#else` last), or nil when none does.
    static func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            if holds(condition) { return clause }
        }
        return nil
    }

    static func holds(_ condition: ExprSyntax) -> Bool {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if symbol == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
            if symbol == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return importable.contains(argument)
            case "swift", "compiler", "hasFeature": return true
            default: return false
            }
        }
        return false
    }

    /// The innermost member access of a postfix chain (`.padding().background(.red)`): the
    /// one whose base is the expression the `#if` follows.
    static func chainStart(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { return access }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                return nil
            }
        }
    }
}

extension MemberBlockItemListSyntax {
    /// The members Swift compiles: each `#if` among a type's members replaced by its active
    /// clause's members, at any depth (The Swift Programming Language, "Compiler Control
    /// Statements": a conditional compilation block may hold declarations, and only the
    /// active branch is compiled). `var body` written once for macOS and once for iOS under
    /// `#if os(macOS) ... #else ... #endif` is one `body`, the iOS one.
    var active: [MemberBlockItemSyntax] {
        flatMap { member -> [MemberBlockItemSyntax] in
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            guard case .decls(let members)? = IfConfig.activeClause(config)?.elements else { return [] }
            return members.active
        }
    }
}

extension SwitchCaseListSyntax {
    /// The cases Swift compiles: each `#if` among a `switch`'s cases replaced by its active
    /// clause's cases, at any depth (The Swift Programming Language, "Compiler Control
    /// Statements": a conditional compilation block may hold switch cases), for the view
    /// builder and the Swift compiler alike.
    var active: [SwitchCaseSyntax] {
        flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let config):
                guard case .switchCases(let cases)? = IfConfig.activeClause(config)?.elements else { return [] }
                return cases.active
            }
        }
    }
}
