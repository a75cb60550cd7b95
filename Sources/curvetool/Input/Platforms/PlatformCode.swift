// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// How one platform's code is read and written: its file in
/// `Input/Platforms` holds the calls and names the curve language reads as
/// the platform writes them, and the code curvetool prints for it (springs,
/// Bézier easings, named easing functions, steps). The platform itself (its
/// forms, presets, rules) is its entry in Curves' registry (``Platform``);
/// adding a platform is those two files (docs/platforms.md §3).
///
/// Every requirement has a default: a platform without a spring, a Bézier
/// timing function or calls of its own leaves it out.
protocol PlatformCode {
  /// The platform.
  static var id: PlatformID { get }
  /// Its calls' readers, each with the names it reads (as written), in
  /// the order suggestions list them.
  static var readers: [CallReader] { get }
  /// The names its reader takes, as written (for suggestions).
  static var names: [String] { get }
  /// The curve a name of the platform's is (`.bouncy`, `config.wobbly`);
  /// `nil` when it is not one of its names.
  static func name(_ name: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue?
  /// Names of its that are not modelled, with the reason, so that a
  /// refusal says why rather than "unknown".
  static var unmodelled: [String: String] { get }
  /// What an expression written in its code does that the reading must
  /// say (a setting given twice), in words; empty when nothing.
  static func notes(_ e: CurveExpression) -> [String]
  /// Its named numbers (`SpringForce.STIFFNESS_LOW`), by their last part.
  static var constants: [String: Double] { get }
  /// The keys its calls take that do not shape one uninterrupted run of
  /// the curve (a delay, an option), with the reason (docs/curves.md, What
  /// it reads).
  static var inertKeys: [InertKeys.Key] { get }
  /// The calls of a snippet that set the move rather than the curve
  /// (`setStartValue`, `animateTo`), by their last part.
  static var moveCalls: Set<String> { get }
  /// Whether this call of its states the target (the spring it reads then
  /// moves to it).
  static func statesTarget(_ call: String, _ arguments: [CurveExpression.Argument]) -> Bool
  /// Applies a move call (one of ``moveCalls``) to the reading.
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError)
  /// The labels its move calls take (`targetValue`), for suggestions when
  /// one is misspelt.
  static var moveLabels: [String] { get }
  /// The properties its snippets set (`spring.mass = 1`), each with how
  /// it is read; a property is named by the last part of what is assigned.
  static var properties: [PropertyReader] { get }
  /// The objects its snippets make and then set properties on (`let
  /// animation = CAKeyframeAnimation(…)`): their binding holds no curve.
  static var animationObjects: Set<String> { get }
  /// The spring in its code, the most faithful form first; `nil` when the
  /// platform has no spring of its own. With a start velocity, the form
  /// that carries it comes first, in the platform's own convention:
  /// relative to the distance for SwiftUI `interpolatingSpring`, UIKit
  /// `initialSpringVelocity` and `CASpringAnimation.initialVelocity` (1 is
  /// the whole distance per second); value units per second for Android,
  /// Compose, Motion, Popmotion, Rebound, React Native, Reanimated and
  /// Flutter; per millisecond for react-spring. Forms that cannot carry it
  /// are marked, and the round trip states how far they differ.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets?
  /// A cubic-Bézier easing over `duration` seconds in its own timing
  /// function; `nil` where it has none curvetool reads back.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet?
  /// An easing function in its own words, where it names it exactly.
  static func function(_ f: EasingFunction, duration: Double) -> Snippet?
  /// `steps()` where it writes jumps exactly, with a note.
  static func steps(_ s: StepsEasing, from: Double, to: Double, duration: Double, digits: CodeDigits) -> (snippet: Snippet, note: String)?
}

extension PlatformCode {
  static var readers: [CallReader] { [] }
  static var names: [String] { [] }
  static var unmodelled: [String: String] { [:] }
  static func notes(_ e: CurveExpression) -> [String] { [] }
  static func name(_ name: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? { nil }
  static var constants: [String: Double] { [:] }
  static var inertKeys: [InertKeys.Key] { [] }
  static var moveCalls: Set<String> { [] }
  static func statesTarget(_ call: String, _ arguments: [CurveExpression.Argument]) -> Bool { false }
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {}
  static var moveLabels: [String] { [] }
  static var properties: [PropertyReader] { [] }
  static var animationObjects: Set<String> { [] }
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? { nil }
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? { nil }
  static func function(_ f: EasingFunction, duration: Double) -> Snippet? { nil }
  static func steps(_ s: StepsEasing, from: Double, to: Double, duration: Double, digits: CodeDigits) -> (snippet: Snippet, note: String)? {
    nil
  }
}

/// One call of a platform's, read: the names it is written with and what
/// they mean (`name` is the one written, its arguments `a`, the call's
/// place `range`).
struct CallReader: Sendable {
  let names: [String]
  let read: @Sendable (_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue

  init(
    _ names: [String], _ read: @escaping @Sendable (_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue
  ) {
    self.names = names
    self.read = read
  }
}

/// One property a platform's snippet sets, read: the names it is written
/// with and what assigning `e` to it does to the reading.
struct PropertyReader: Sendable {
  let names: [String]
  let read: @Sendable (_ e: CurveExpression, _ r: inout SnippetReading) throws(ExpressionError) -> Void

  init(_ names: [String], _ read: @escaping @Sendable (_ e: CurveExpression, _ r: inout SnippetReading) throws(ExpressionError) -> Void) {
    self.names = names
    self.read = read
  }
}

extension PlatformCode {
  /// The calls its reader takes, as written (for suggestions).
  static var calls: [String] { readers.flatMap(\.names) }
}

extension PlatformID {
  /// How this platform's code is read and written: exhaustive, so a new
  /// platform without its code file does not compile.
  var code: any PlatformCode.Type {
    switch self {
    case .swiftUI: SwiftUICode.self
    case .coreAnimation: CoreAnimationCode.self
    case .uiKit: UIKitCode.self
    case .android: AndroidCode.self
    case .compose: ComposeCode.self
    case .flutter: FlutterCode.self
    case .motion: MotionCode.self
    case .popmotion: PopmotionCode.self
    case .reactSpring: ReactSpringCode.self
    case .rebound: ReboundCode.self
    case .reactNative: ReactNativeCode.self
    case .reanimated: ReanimatedCode.self
    case .css: CSSCode.self
    }
  }
}

/// Every platform's code, in registry order (``PlatformID``).
enum PlatformCodes {
  static let all: [any PlatformCode.Type] = PlatformID.allCases.map(\.code)

  /// The platforms' calls, for suggestions.
  static var calls: [String] { all.flatMap { $0.calls } }

  /// The reader of each platform's call, by the name it is written with
  /// (a name is one platform's: PlatformCodeTests).
  static let reader: [String: CallReader] = all.reduce(into: [:]) { index, code in
    for r in code.readers { for name in r.names where index[name] == nil { index[name] = r } }
  }

  /// Every platform's snippet properties, by name, built once.
  static let property: [String: PropertyReader] = all.reduce(into: [:]) { index, code in
    for p in code.properties { for name in p.names where index[name] == nil { index[name] = p } }
  }

  /// Every platform's animation objects (``PlatformCode/animationObjects``).
  static let animationObjects: Set<String> = all.reduce(into: []) { $0.formUnion($1.animationObjects) }

  /// What an expression's reading must say: the keys that do not shape the
  /// curve (``InertKeys``) and each platform's own notes.
  static func notes(_ e: CurveExpression) -> [String] { InertKeys.notes(e) + all.flatMap { $0.notes(e) } }

  /// Every platform's names that are not modelled, with the reasons.
  static let unmodelled: [String: String] = all.reduce(into: [:]) { $0.merge($1.unmodelled) { a, _ in a } }

  /// The platforms' names, for suggestions.
  static var names: [String] { all.flatMap { $0.names } }

  /// A duration in code, in seconds: without arithmetic noise at the
  /// readable level, the shortest round-trip text beyond it.
  static func seconds(_ d: Double, _ digits: CodeDigits) -> String {
    digits == .readable ? NumberText.text(d, .duration) : NumberText.text(d, .shortest)
  }

  /// A whole-millisecond count of `seconds`, rounded as Android, Compose
  /// and Flutter take it.
  static func milliseconds(_ seconds: Double) -> Int { Int(checking: seconds * 1000, .toNearestOrAwayFromZero) ?? 0 }
}

extension TimingPreset {
  /// The code of the preset under `prefix` that is exactly `fn`
  /// (`compose.ease-out-bounce` → `EaseOutBounce`).
  static func code(of fn: EasingFunction, prefix: String) -> String? {
    all.first { $0.name.hasPrefix(prefix + ".") && ($0.curve as? EasingFunction) == fn }?.code
  }
}
