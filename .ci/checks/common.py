"""Helpers shared by the integration checks: running curvetool, collecting failures."""
import subprocess
import sys


class Check:
    """Runs one curvetool binary and collects failures."""

    def __init__(self, tool):
        self.tool = tool
        self.failures = []

    def run(self, *args):
        """curvetool's (stdout, stderr); a failing command ends the check."""
        p = subprocess.run([self.tool, *args], capture_output=True, text=True)
        if p.returncode != 0:
            raise SystemExit(f"curvetool {' '.join(args)} failed ({p.returncode}): {p.stderr}")
        return p.stdout, p.stderr

    def expect(self, ok, message):
        if not ok:
            self.failures.append(message)

    def finish(self, summary):
        """Prints the failures and exits 1, or prints the summary."""
        if self.failures:
            print("\nFAILED:")
            for f in self.failures:
                print("  " + f)
            sys.exit(1)
        print(summary)
