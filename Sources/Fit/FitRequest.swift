// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a fit is asked for: one model, or the model-selection strategy
/// that fits every applicable model and keeps the best by BIC
/// (``ModelSelection``). `auto` is a strategy, not a model: a result is
/// always one ``FitModel``.
public enum FitRequest: Hashable, Sendable {
  case model(FitModel)
  /// ``ModelSelection/best(_:options:)``.
  case automatic

  /// The name users type for the strategy.
  public static let automaticName = "auto"

  /// The request with this name: `auto`, a model id or an alias.
  public static func named(_ name: String) -> FitRequest? {
    name == automaticName ? .automatic : FitModel.named(name).map(FitRequest.model)
  }

  /// Every name, for suggestions and help: the models, `auto`, the aliases.
  public static var names: [String] { FitModel.allCases.map(\.rawValue) + [automaticName] + FitModel.aliases.keys.sorted() }

  /// The name as typed back (`auto` or the model's id).
  public var name: String {
    switch self {
    case .model(let m): m.rawValue
    case .automatic: Self.automaticName
    }
  }
}
