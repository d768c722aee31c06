"""The ``bmc`` command: options -> pipeline -> printed result and files -> exit code.

``main(argv)`` returns the exit code. This is the only place that turns exceptions into
messages: a ``BmcError`` becomes its one-line ``render()`` on stderr and its ``exit_code``;
argparse errors are usage errors (exit 1, not argparse's 2, which bmc reserves for C input
errors); any other exception is a bug and prints ``bmc: internal error: ...`` (exit 1)
without a traceback. Set ``BMC_DEBUG=1`` to get the traceback too; under pytest the
exception propagates so a test sees it. Subcommands (``bmc compare|tasks|perf|report|lab``)
are found by ``cli.subcommands``.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import replace

from bmc import pipeline
from bmc.cli.arguments import machine_ui, parse_options
from bmc.cli.subcommands import find_subcommand, subcommand_name
from bmc.errors import EXIT_INCONCLUSIVE, BmcError
from bmc.ir.target import target_model
from bmc.options import Options
from bmc.output.cbmc_ui import render_error, render_json_ui, render_xml_ui
from bmc.output.harness import write_harness
from bmc.output.html_report import require_jinja2, write_report
from bmc.output.report import exit_code, render_json, render_text
from bmc.output.sarif import write_sarif
from bmc.output.views import build_view
from bmc.output.witness import write_witness
from bmc.result import VerificationResult
from bmc.version import __version__


# =============================================================================== main
def run(options: Options) -> int:
    """Run what ``options`` ask for, print it, return the exit code."""
    for note in options.notes:
        print(f"note: {note}", file=sys.stderr)
    if options.show is not None:
        view = build_view(options)
        sys.stdout.write(_json_line(view.to_json()) if options.json else view.text)
        return 0
    if options.smt2_file is not None or options.dimacs_file is not None:
        written = pipeline.export(options)
        if options.json:
            sys.stdout.write(_json_line({"tool": "bmc", "version": __version__,
                                         "wrote": written}))
        for path in [] if options.json else written:
            print(f"wrote {path}")
        return 0
    if options.html_dir is not None:
        require_jinja2()            # before the run: a missing extra costs no other output
    # --harness, --html, --witness and --sarif need the traces even with --no-trace (which
    # then only hides them)
    needs_traces = any(f is not None for f in (options.harness_file, options.html_dir,
                                               options.witness_file, options.sarif_file))
    result = pipeline.verify(replace(options, trace=True) if needs_traces else options,
                             progress=_progress_printer(options))
    shown = result if options.trace else replace(result, properties=tuple(
        replace(p, trace=None) for p in result.properties))
    render = {"json-ui": render_json_ui, "xml-ui": render_xml_ui
              }.get(options.ui, render_json if options.json else render_text)
    sys.stdout.write(render(shown, options))
    _write_reports(result, options)
    return exit_code(result)


def _write_reports(result: VerificationResult, options: Options) -> None:
    """The files of ``--harness``, ``--witness``, ``--sarif`` and ``--html``, written after
    the report in that order (notes on stderr say what was written)."""
    if options.harness_file is not None:
        written = write_harness(options.harness_file, result, options.files,
                                target_model(options))
        if written is None:
            print(f"note: no harness written to {options.harness_file}: no property failed",
                  file=sys.stderr)
    if options.witness_file is not None:
        kind = write_witness(result, options)
        if kind is None:
            print(f"note: no witness written to {options.witness_file}: the result is "
                  "inconclusive", file=sys.stderr)
        else:
            print(f"note: wrote {kind} witness ({options.witness_format}) to "
                  f"{options.witness_file}", file=sys.stderr)
    if options.sarif_file is not None:
        write_sarif(result, options)
        print(f"note: wrote SARIF log to {options.sarif_file}", file=sys.stderr)
    if options.html_dir is not None:
        page = write_report(options.html_dir, result, options)
        print(f"note: wrote HTML report to {page}", file=sys.stderr)


def _progress_printer(options: Options) -> Callable[[str], None] | None:
    """Per-depth progress lines on stderr: always with ``--incremental``, with the default
    deepening (no ``--unwind``) from ``--verbosity 2``."""
    if not (options.incremental or options.strategy == "k-induction"
            or options.verbosity >= 2):
        return None

    def show(line: str) -> None:
        print(line, file=sys.stderr, flush=True)
    return show


def _json_line(data: dict[str, object]) -> str:
    """One JSON object on one line (as ``--json`` prints results)."""
    return json.dumps(data, ensure_ascii=False) + "\n"


def report_main(argv: list[str]) -> int:
    """``bmc report FILE... [options] [--html DIR]``: a verification run that writes the
    HTML report (``bmc.output.html_report``) to DIR, by default ``bmc-report/``."""
    options = parse_options(argv, report=True)
    return 0 if options is None else run(options)


def process_start() -> float:
    """The ``time.monotonic()`` value at which this process started (Linux: from
    ``/proc/self/stat``), so that ``--timeout`` bounds the wall time of the whole command,
    interpreter start-up and imports included; elsewhere, or if implausible, now."""
    now = time.monotonic()
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")   # field 22: starttime
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    return now - age if 0.0 <= age < MAX_STARTUP_SECONDS else now


MAX_STARTUP_SECONDS = 10.0    # an older process is not a fresh command line (an API user)


def main(argv: Sequence[str] | None = None, options: Options | None = None) -> int:
    """The ``bmc`` command; returns the exit code. Without ``argv`` (the command line
    itself) ``--timeout`` counts from the process start, else from this call. ``options``:
    the command line's options, already parsed (``cli.entry``), for an ordinary run."""
    started = process_start() if argv is None else None
    if argv is None:
        argv = sys.argv[1:]
    try:
        sub = None if options is not None else find_subcommand(argv)
        if sub is not None:
            code = sub(list(argv)[1:])
            sys.stdout.flush()
            return code
        if options is None:
            options = parse_options(argv)
        if options is None:
            return 0
        if started is not None:
            options = replace(options, clock_start=started)
        code = run(options)
        sys.stdout.flush()
        return code
    except BmcError as e:
        print(e.render(), file=sys.stderr)
        ui = machine_ui(argv) if subcommand_name(argv) in (None, "report") else None
        if ui is not None:
            sys.stdout.write(render_error(ui, e.render()))
        return e.exit_code
    except SystemExit as e:                       # --help (argparse exits 0)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except KeyboardInterrupt:
        print("bmc: interrupted", file=sys.stderr)
        return 130
    except MemoryError:
        print("bmc: error: out of memory", file=sys.stderr)
        return EXIT_INCONCLUSIVE
    except BrokenPipeError:
        return 1
    except Exception as e:  # noqa: BLE001 - the one place that reports bugs
        if "PYTEST_CURRENT_TEST" in os.environ:
            raise
        where = ""
        tb = traceback.extract_tb(e.__traceback__)
        if tb:
            last = tb[-1]
            where = f" (at {os.path.basename(last.filename)}:{last.lineno})"
        print(f"bmc: internal error: {type(e).__name__}: {e}{where}", file=sys.stderr)
        if os.environ.get("BMC_DEBUG"):
            traceback.print_exc()
        return 1


__all__ = ["main", "run", "report_main", "process_start"]
