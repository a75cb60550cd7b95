// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The spring parameterisations `curvetool spring`'s flags reach: the
/// registry's forms marked ``SpringParameterisation/onCommandLine``, each
/// parameter given by its ``SpringParameter/flag``. The flags, their help,
/// their ranges and the map to a spring all come from the registry
/// (docs/platforms.md §2), so a flag and the platform's expression give the
/// same spring to the bit.
enum SpringInput {
  /// The forms flags can select.
  static let forms: [SpringParameterisation] = Platform.allForms.filter(\.onCommandLine)

  /// The flag every form shares with the command (`--velocity`), passed to
  /// a form only when it has a parameter of that name (Popmotion's
  /// findSpring velocity).
  static let commonFlags: Set<String> = ["velocity"]

  /// Flags that choose the spring, in the order the registry first uses them.
  static let parameterFlags: [String] = {
    var seen: [String] = []
    for form in forms {
      for p in form.parameters where !seen.contains(p.flag) && !commonFlags.contains(p.flag) { seen.append(p.flag) }
    }
    return seen
  }()

  static func flags(_ form: SpringParameterisation) -> Set<String> {
    Set(form.parameters.map(\.flag)).subtracting(commonFlags)
  }

  static func required(_ form: SpringParameterisation) -> Set<String> {
    Set(form.parameters.filter { form.selectors.contains($0.name) }.map(\.flag))
  }

  /// What a form reads as: `Android SpringForce(stiffness, dampingRatio)`.
  static func title(_ form: SpringParameterisation) -> String {
    "\(form.platform.platform.displayName) \(form.title)"
  }

  /// The option specs of the parameter flags, their help naming every form
  /// that reads them.
  static var options: [OptionSpec] {
    parameterFlags.map { flag in
      let users = forms.compactMap { form in
        form.parameters.first { $0.flag == flag }.map { p in
          "\(form.platform.platform.displayName) \(p.name)" + (p.unit == "1" ? "" : " (\(p.unit))")
        }
      }
      let unit = forms.lazy.compactMap { $0.parameters.first { $0.flag == flag }?.unit }.first
      let value = unit == "s" ? "seconds" : String(flag.split(separator: "-").last ?? "value")
      // Each platform's parameter once, however many of its forms read it.
      var unique: [String] = []
      for u in users where !unique.contains(u) { unique.append(u) }
      return .option(flag, value: value, help: unique.joined(separator: "; ") + ".")
    }
  }

  /// One line per form: its flags, for the command's discussion.
  static var summary: String {
    forms.map { form in
      let flags = form.parameters.filter { !commonFlags.contains($0.flag) }.map { p in
        required(form).contains(p.flag) ? "--\(p.flag)" : "[--\(p.flag)]"
      }
      return "\(flags.joined(separator: " ")) (\(title(form)))"
    }.joined(separator: ", ")
  }

  /// The form the given flags select: exactly one must fit; `nil` when no
  /// parameter flag is given.
  static func form(for given: Set<String>) throws(UsageError) -> SpringParameterisation? {
    if given.isEmpty { return nil }
    let fitting = forms.filter { required($0).isSubset(of: given) && given.isSubset(of: flags($0)) }
    // Prefer the form that needs the most of the flags.
    if let best = fitting.max(by: { required($0).count < required($1).count }) { return best }
    throw .invalid(explain(given))
  }

  /// The spring of `form` from flag values: ranges checked per parameter
  /// (the error names the flag), then the registry's map.
  static func build(
    _ form: SpringParameterisation, _ values: [String: Double], velocity: Double?, label: (String) -> String
  ) throws(UsageError) -> PlatformSpring {
    var given: [String: Double] = [:]
    for p in form.parameters {
      guard let v = p.flag == "velocity" ? velocity : values[p.flag] else { continue }
      guard p.valid.contains(v) else {
        throw .invalidValue(
          option: label(p.flag), value: NumberText.text(v, .significant(17)), reason: "\(p.valid.requirement) (\(title(form)))",
          suggestion: nil)
      }
      given[p.name] = v
    }
    do {
      return try form.spring(given)
    } catch {
      throw .invalid("\(title(form)): \(error)")
    }
  }

  /// Why a set of flags is not one parameterisation, in one line.
  static func explain(_ given: Set<String>) -> String {
    let shown = given.sorted().map { "--" + $0 }
    let sorted = given.sorted()
    for (i, a) in sorted.enumerated() {
      for b in sorted[(i + 1)...] where !forms.contains(where: { Self.flags($0).isSuperset(of: [a, b]) }) {
        return "--\(a) and --\(b) are mutually exclusive: give one parameterisation (see 'curvetool spring --help')"
      }
    }
    // A form all of whose required flags are present, plus strays.
    if let complete = forms.first(where: { !required($0).isEmpty && required($0).isSubset(of: given) }) {
      let extra = given.subtracting(flags(complete)).sorted().map { "--" + $0 }
      let used = required(complete).sorted().map { "--" + $0 }.joined(separator: " ")
      return "\(extra.joined(separator: ", ")) cannot be combined with \(used) (\(title(complete))); give one parameterisation"
    }
    // The forms that take every given flag: say what each still needs.
    let candidates = forms.filter { given.isSubset(of: flags($0)) }
    if !candidates.isEmpty {
      let needs = candidates.map { f in
        required(f).subtracting(given).sorted().map { "--" + $0 }.joined(separator: " ") + " (\(title(f)))"
      }
      return "\(shown.joined(separator: " ")) needs " + needs.joined(separator: ", or ")
    }
    return "\(shown.joined(separator: ", ")) do not form one parameterisation; see 'curvetool spring --help'"
  }
}
