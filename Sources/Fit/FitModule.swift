// This file is part of curvetool. SPDX-License-Identifier: MIT

// Fit: least-squares fitting and conversion between curve forms, built on
// Curves. See docs/fit.md.
import Curves
