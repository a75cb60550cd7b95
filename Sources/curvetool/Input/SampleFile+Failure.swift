// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit

extension SampleFile {
  /// A fit error as a command error: the message with its data line, the
  /// code in the hint (for JSON), exit 65 (1 for no convergence).
  static func failure(_ error: FitError, file: SampleFile?) -> CommandError {
    var message = error.message
    if let i = error.index, let line = file?.line(of: i) { message += " (data line \(line))" }
    return .fit(error.code, message)
  }
}
