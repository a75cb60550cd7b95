// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit

/// A command that started but could not finish, with its exit code.
///
/// | Exit | Case |
/// |---|---|
/// | 1 | ``failure(_:)`` (no convergence, a check that found a problem) |
/// | 65 | ``badData(_:hint:)`` (EX_DATAERR) |
/// | 66 | ``missingInput(_:)`` (EX_NOINPUT) |
/// | 73 | ``cannotCreateOutput(_:)`` (EX_CANTCREAT) |
/// | 74 | ``ioFailure(_:)`` (EX_IOERR) |
/// | 65 or 1 | ``fit(_:_:)``: a fit refused with its typed code (1 for no convergence) |
enum CommandError: Error, Equatable, Sendable {
  case failure(String)
  /// A usage error found while running (exit 64).
  case usage(String, hint: String? = nil)
  case badData(String, hint: String? = nil)
  case missingInput(String)
  case cannotCreateOutput(String)
  case ioFailure(String)
  /// A fit refused: its stable code (docs/fit.md §6) and the message.
  case fit(FitErrorCode, String)

  var exitCode: Int32 {
    switch self {
    case .fit(let code, _): code == .noConvergence ? 1 : 65
    case .failure: 1
    case .usage: 64
    case .badData: 65
    case .missingInput: 66
    case .cannotCreateOutput: 73
    case .ioFailure: 74
    }
  }

  var message: String {
    switch self {
    case .failure(let m), .usage(let m, _), .badData(let m, _), .missingInput(let m), .cannotCreateOutput(let m),
      .ioFailure(let m), .fit(_, let m):
      m
    }
  }

  var hint: String? {
    switch self {
    case .badData(_, let hint), .usage(_, let hint): return hint
    case .fit(let code, _): return "error code \(code.rawValue) (docs/fit.md lists them)"
    case .failure, .missingInput, .cannotCreateOutput, .ioFailure: return nil
    }
  }
}

/// The process exit codes (sysexits.h).
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let cannotCreate: Int32 = 73
  static let ioError: Int32 = 74
}
