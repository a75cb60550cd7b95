// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A spring parameterisation of a platform, by one typed name
/// (`swiftUIDurationBounce`, `reboundOrigami`). Each platform's names are
/// declared in its file (`Platform+<Name>.swift`) beside the
/// ``SpringParameterisation`` each names, in its ``Platform`` entry; the id
/// is how JSON and the tests name the form.
public struct SpringFormID: RawRepresentable, CaseIterable, Hashable, Codable, Sendable {
  /// The name (`reboundOrigami`).
  public let rawValue: String

  init(_ rawValue: String) { self.rawValue = rawValue }

  /// The form of that name; `nil` when no platform has it.
  public init?(rawValue: String) {
    guard let id = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = id
  }

  /// Every form of every platform, in registry order.
  public static var allCases: [SpringFormID] { Platform.allForms.map(\.id) }

  /// The parameterisation's data.
  public var form: SpringParameterisation {
    for id in PlatformID.allCases {
      if let f = id.platform.forms.first(where: { $0.id == self }) { return f }
    }
    preconditionFailure("\(rawValue) is in no platform entry")  // RegistryTests checks every form is in exactly one
  }
}
