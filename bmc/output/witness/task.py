"""What every witness says about its task: producer, input files and hashes, specification,
data model and creation time.

The creation time is the current time in UTC, or ``SOURCE_DATE_EPOCH`` (seconds since the
epoch, the reproducible-builds convention) when that variable is set, so tests and
reproducible runs get byte-identical witnesses. The entry's UUID is derived (UUID 5) from
the task, the entry type and the creation time: deterministic, and different for different
tasks.
"""

from __future__ import annotations

import hashlib
import os
import re
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone

from bmc.version import __version__
from bmc.errors import UsageError
from bmc.options import Options
from bmc.result import PropertyResult
from bmc.ir.target import target_model
from bmc.ir.properties import PropertyClass

# SV-COMP property (the LTL formula of a .prp file) a failed property class violates, for
# runs without --property-file.
_CLASS_FORMULA: dict[str, str] = {
    PropertyClass.ERROR_CALL: "G ! call(reach_error())",
    PropertyClass.OVERFLOW: "G ! overflow",
    PropertyClass.ARRAY_BOUNDS: "G valid-deref", PropertyClass.POINTER_DEREFERENCE: "G valid-deref",
    PropertyClass.FREE: "G valid-free", PropertyClass.MEMORY_LEAK: "G valid-memtrack",
    PropertyClass.MEMORY_CLEANUP: "G valid-memcleanup", PropertyClass.DATA_RACE: "G ! data-race",
}
_BMC_NAMESPACE = uuid.UUID("6c1f3e4a-3b1e-5d0c-9a57-62d4c1b0b3a1")


@dataclass(frozen=True, slots=True)
class TaskInfo:
    """The metadata shared by the YAML and GraphML witnesses."""

    producer: str                          # "bmc"
    version: str
    input_files: tuple[str, ...]           # as given on the command line
    hashes: tuple[tuple[str, str], ...]    # (file, sha256 hex) per input file
    specification: str                     # "CHECK( init(main()), LTL(G ! call(reach_error())) )"
    data_model: str                        # "ILP32" | "LP64"
    creation_time: str                     # ISO 8601, UTC, seconds: 2024-01-01T00:00:00Z
    entry: str = "main"

    @property
    def architecture(self) -> str:
        """GraphML's ``architecture``: ``32bit`` or ``64bit``."""
        return "32bit" if self.data_model == "ILP32" else "64bit"

    def file_hash(self, name: str) -> str:
        return dict(self.hashes).get(name, "")

    def uuid(self, entry_type: str) -> str:
        seed = "|".join((entry_type, self.specification, self.creation_time,
                         *(f"{f}:{h}" for f, h in self.hashes)))
        return str(uuid.uuid5(_BMC_NAMESPACE, seed))


def sha256_of(path: str) -> str:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError as e:
        raise UsageError(f"cannot read {path} to hash it: {e.strerror or e}") from None


def creation_time(environ: dict[str, str] | None = None) -> str:
    """Now in UTC, or ``SOURCE_DATE_EPOCH`` when set (a usage error if it is not a number)."""
    env = os.environ if environ is None else environ
    epoch = env.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch:
        if not re.fullmatch(r"\d+", epoch):
            raise UsageError(f"SOURCE_DATE_EPOCH={epoch!r} is not a number of seconds")
        moment = datetime.fromtimestamp(int(epoch), tz=timezone.utc)
    else:
        moment = datetime.now(tz=timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def property_file_text(path: str) -> str:
    """The property file's CHECK lines, one per line, comments and blank lines dropped."""
    with open(path, encoding="utf-8") as f:
        lines = [re.sub(r"//.*", "", line).strip() for line in f]
    return "\n".join(line for line in lines if line)


def specification(options: Options, failed: PropertyResult | None) -> str:
    """The specification text: the property file's, else the SV-COMP formula the failed
    property's class violates (``G assert`` for assertions, which SV-COMP expresses as
    unreach-call of the assert's failure path), wrapped as a property file would be."""
    if options.property_file is not None:
        return property_file_text(options.property_file)
    formula = "G ! call(reach_error())"
    if failed is not None:
        formula = _CLASS_FORMULA.get(failed.property_class, "G assert")
    return f"CHECK( init({options.entry}()), LTL({formula}) )"


def task_info(options: Options, failed: PropertyResult | None,
              environ: dict[str, str] | None = None) -> TaskInfo:
    files = tuple(options.files)
    model = target_model(options)
    return TaskInfo(
        producer="bmc", version=__version__, input_files=files,
        hashes=tuple((f, sha256_of(f)) for f in files),
        specification=specification(options, failed),
        data_model="ILP32" if model.pointer == 32 else "LP64",
        creation_time=creation_time(environ), entry=options.entry)
