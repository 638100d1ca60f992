"""What the report's commands share (scripts/report, scripts/compare): usage errors and failures as one
line on stderr, exit status 2."""

from __future__ import annotations

import argparse
import sys

from ..analysis.dataset import ReportError
from .plot import PlotError


class Parser(argparse.ArgumentParser):
    """argparse whose usage errors are one ReportError line."""

    def error(self, message):
        raise ReportError(message)


def run_cli(prog: str, body) -> int:
    """Runs body(); any error it raises becomes one line on stderr and exit status 2."""
    try:
        return body()
    except (ReportError, PlotError) as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
    except OSError as e:
        print(f"{prog}: error: {e.filename or ''}: {e.strerror or e}", file=sys.stderr)
    return 2
