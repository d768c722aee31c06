"""Target architectures and operating systems (CBMC's ``--arch``/``--os``/``--16``...).

A target fixes what the C program sees of the machine: the data model (widths of
``short``/``int``/``long``/pointers), whether plain ``char`` is signed, the byte order of
memory and the size of ``long double``, plus the predefined macros gcc has for it. The
front end builds types for ``model_for(options)``; the memory model stores multi-byte
scalars in the target's byte order (``DataModel.big_endian``); the preprocessor gets
``target_defines(options)``.

The table follows the System V / AAPCS / ELFv2 ABIs as gcc implements them (CBMC's
``configt::set_arch`` uses the same facts): ARM, AArch64 (but not on macOS), PowerPC, s390
and RISC-V have an unsigned plain ``char``; MIPS, PowerPC, SPARC, s390 and HP-PA are
big-endian; Windows is LLP64 (``long`` is 32 bits on 64-bit Windows).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from bmc.ir.ctype import DATA_MODELS, DataModel
from bmc.options import Options


@dataclass(frozen=True, slots=True)
class Arch:
    """One ``--arch`` value: 32/64-bit data model, char signedness, byte order, the size of
    ``long double`` in bits and the architecture macros gcc predefines."""

    name: str
    bits: int                      # pointer width (32 or 64)
    char_signed: bool
    big_endian: bool
    long_double: int
    macros: tuple[str, ...]


ARCHES: dict[str, Arch] = {a.name: a for a in (
    Arch("i386", 32, True, False, 96, ("__i386__=1", "__i386=1")),
    Arch("x86_64", 64, True, False, 128, ("__x86_64__=1", "__x86_64=1", "__amd64__=1")),
    Arch("x32", 32, True, False, 128, ("__x86_64__=1", "__ILP32__=1")),
    Arch("arm64", 64, False, False, 128, ("__aarch64__=1", "__ARM_64BIT_STATE=1")),
    Arch("armhf", 32, False, False, 64, ("__arm__=1", "__ARM_PCS_VFP=1")),
    Arch("armel", 32, False, False, 64, ("__arm__=1",)),
    Arch("ppc64", 64, False, True, 128, ("__powerpc__=1", "__powerpc64__=1", "__PPC64__=1")),
    Arch("ppc64le", 64, False, False, 128, ("__powerpc__=1", "__powerpc64__=1",
                                            "__PPC64__=1")),
    Arch("powerpc", 32, False, True, 128, ("__powerpc__=1", "__PPC__=1")),
    Arch("mips", 32, True, True, 64, ("__mips__=1", "__MIPSEB__=1")),
    Arch("mipsel", 32, True, False, 64, ("__mips__=1", "__MIPSEL__=1")),
    Arch("mips64", 64, True, True, 128, ("__mips__=1", "__mips64=1", "__MIPSEB__=1")),
    Arch("mips64el", 64, True, False, 128, ("__mips__=1", "__mips64=1", "__MIPSEL__=1")),
    Arch("sparc", 32, True, True, 128, ("__sparc__=1",)),
    Arch("sparc64", 64, True, True, 128, ("__sparc__=1", "__sparc64__=1")),
    Arch("s390", 32, False, True, 64, ("__s390__=1",)),
    Arch("s390x", 64, False, True, 128, ("__s390__=1", "__s390x__=1")),
    Arch("riscv64", 64, False, False, 128, ("__riscv=1", "__riscv_xlen=64")),
    Arch("ia64", 64, True, False, 128, ("__ia64__=1",)),
    Arch("alpha", 64, True, False, 128, ("__alpha__=1",)),
    Arch("hppa", 32, True, True, 64, ("__hppa__=1",)),
    Arch("sh4", 32, True, False, 64, ("__sh__=1", "__SH4__=1")),
    Arch("loongarch64", 64, True, False, 128, ("__loongarch__=1", "__loongarch64=1")),
)}
ARCH_ALIASES = {"aarch64": "arm64", "amd64": "x86_64", "i486": "i386", "i586": "i386",
                "i686": "i386", "arm": "armhf", "ppc": "powerpc", "powerpc64": "ppc64",
                "powerpc64le": "ppc64le"}
OSES = ("linux", "macos", "windows", "freebsd", "solaris")
DEFAULT_ARCH = "x86_64"

_OS_MACROS = {
    "linux": ("__linux__=1", "__linux=1", "__unix__=1", "__unix=1", "__gnu_linux__=1"),
    "freebsd": ("__FreeBSD__=13", "__unix__=1", "__unix=1"),
    "solaris": ("__sun=1", "__sun__=1", "__SVR4=1", "__unix__=1", "__unix=1"),
    "macos": ("__APPLE__=1", "__MACH__=1"),
    "windows": ("_WIN32=1", "__WIN32__=1"),
}


def arch_named(name: str) -> Arch:
    """The ``Arch`` for an ``--arch`` value (aliases such as ``aarch64`` accepted);
    ``KeyError`` for an unknown one."""
    return ARCHES[ARCH_ALIASES.get(name, name)]


def model_for(data_model: str, arch: str = "", os_name: str = "",
              endianness: str = "") -> DataModel:
    """The data model for ``--data-model`` (an explicit width choice, or "" for the
    architecture's own), ``--arch``, ``--os`` and ``--little-endian``/``--big-endian``.
    Unknown names raise ``KeyError``."""
    a = arch_named(arch or DEFAULT_ARCH)
    os_name = os_name or "linux"
    if data_model:
        base = DATA_MODELS[data_model]
    elif a.bits == 32:
        base = DATA_MODELS["ILP32"]
    else:
        base = DATA_MODELS["LLP64" if os_name == "windows" else "LP64"]
    char_signed = a.char_signed
    long_double = a.long_double
    if a.name == "x86_64" and base.pointer == 32:
        long_double = 96                        # --32 on x86-64 is gcc -m32: i386's 12 bytes
    if os_name == "macos" and a.name == "arm64":
        char_signed, long_double = True, 64     # Apple's arm64 ABI: signed char, double
    if os_name == "windows":
        char_signed, long_double = True, 64     # MSVC: long double is double
    big = a.big_endian if not endianness else endianness == "big"
    if not arch and not os_name and not endianness and data_model:
        return base
    return replace(base, char_signed=char_signed, big_endian=big, long_double=long_double,
                   long_double_format=_long_double_format(a))



def target_model(options: Options) -> DataModel:
    """The data model of ``options``' ``data_model``, ``arch``, ``os_name`` and
    ``endianness``."""
    return model_for(options.data_model, options.arch, options.os_name, options.endianness)

def _long_double_format(a: Arch) -> str:
    """The format of the architecture's long double when wider than 64 bits."""
    if a.name in ("i386", "x86_64", "x32", "ia64"):
        return "x87"
    if a.name in ("ppc64", "ppc64le", "powerpc"):
        return "double-double"                   # gcc's default IBM long double on Linux
    return "binary128"


def target_defines(model: DataModel, arch: str = "", os_name: str = "") -> tuple[str, ...]:
    """gcc's predefined macros for the target (``NAME=VALUE``): sizes and limits of the
    types, byte order, char signedness, architecture and operating system."""
    a = arch_named(arch or DEFAULT_ARCH)
    if not arch and model.pointer == 32:
        a = ARCHES["i386"]                       # --32 / --data-model ILP32 on x86
    ptr_bytes, long_bytes = model.pointer // 8, model.long // 8
    int_bytes = model.int_ // 8

    def limit(bits: int) -> str:
        return str((1 << (bits - 1)) - 1)
    ptr_type = ("int" if model.pointer == model.int_ else
                "long int" if model.pointer == model.long else "long long int")
    int64 = "long int" if model.long == 64 else "long long int"
    out = [
        "__BMC__=1", "__STDC_HOSTED__=1", "__CHAR_BIT__=8",
        "__CPROVER_bool=_Bool", f"__CPROVER_size_t=unsigned {ptr_type}",
        "__SIZEOF_SHORT__=2", f"__SIZEOF_INT__={int_bytes}", "__SIZEOF_LONG_LONG__=8",
        f"__SIZEOF_LONG__={long_bytes}", f"__SIZEOF_POINTER__={ptr_bytes}",
        f"__SIZEOF_SIZE_T__={ptr_bytes}", f"__SIZEOF_LONG_DOUBLE__={model.long_double // 8}",
        "__SCHAR_MAX__=127", "__SHRT_MAX__=32767", f"__INT_MAX__={limit(model.int_)}",
        f"__LONG_MAX__={limit(model.long)}L", "__LONG_LONG_MAX__=9223372036854775807LL",
        "__ORDER_LITTLE_ENDIAN__=1234", "__ORDER_BIG_ENDIAN__=4321",
        "__BYTE_ORDER__=" + ("__ORDER_BIG_ENDIAN__" if model.big_endian
                             else "__ORDER_LITTLE_ENDIAN__"),
        f"__SIZE_TYPE__=unsigned {ptr_type}", f"__PTRDIFF_TYPE__={ptr_type}",
        f"__INTPTR_TYPE__={ptr_type}", f"__UINTPTR_TYPE__=unsigned {ptr_type}",
        f"__INT64_TYPE__={int64}", f"__UINT64_TYPE__=unsigned {int64}",
        "__WCHAR_TYPE__=" + ("unsigned short" if os_name == "windows" else
                             "int" if model.pointer == 64 else "long int"),
    ]
    if model.name in ("LP64", "ILP32"):
        out.append(f"__{model.name}__=1")
        out.append(f"_{model.name}=1")
    if not model.char_signed:
        out.append("__CHAR_UNSIGNED__=1")
    out.extend(a.macros)
    out.extend(_OS_MACROS[os_name or "linux"])
    if os_name == "windows" and model.pointer == 64:
        out.append("_WIN64=1")
    formats = [("FLT", model.float_, "F"), ("DBL", model.double, ""),
               ("LDBL", model.long_double_type, "L")]
    for prefix, t, suffix in formats:
        if t is not None:
            out.extend(float_macros(prefix, t.eb, t.sb, suffix))
    return tuple(dict.fromkeys(out))


def float_macros(prefix: str, eb: int, sb: int, suffix: str) -> list[str]:
    """gcc's ``__<prefix>_*__`` characteristics (``<float.h>``) of the IEEE-style format with
    ``eb`` exponent bits and ``sb`` significand bits (hidden bit included); the extreme
    values are exact hexadecimal constants."""
    bias = (1 << (eb - 1)) - 1
    emin, emax = 1 - bias, bias
    log2 = math.log10(2)
    largest = ((1 << sb) - 1, emax - sb + 1)
    return [
        f"__{prefix}_MANT_DIG__={sb}", f"__{prefix}_DIG__={math.floor((sb - 1) * log2)}",
        f"__{prefix}_DECIMAL_DIG__={math.ceil(1 + sb * log2)}",
        f"__{prefix}_MIN_EXP__=({emin + 1})", f"__{prefix}_MAX_EXP__={emax + 1}",
        f"__{prefix}_MIN_10_EXP__=({math.ceil(emin * log2)})",
        f"__{prefix}_MAX_10_EXP__={math.floor((emax + 1) * log2)}",
        f"__{prefix}_MAX__=0x{largest[0]:x}p{largest[1]:+d}{suffix}",
        f"__{prefix}_MIN__=0x1p{emin:+d}{suffix}",
        f"__{prefix}_EPSILON__=0x1p{1 - sb:+d}{suffix}",
        f"__{prefix}_DENORM_MIN__=0x1p{emin - sb + 1:+d}{suffix}",
        f"__{prefix}_HAS_DENORM__=1", f"__{prefix}_HAS_INFINITY__=1",
        f"__{prefix}_HAS_QUIET_NAN__=1",
    ]


__all__ = ["Arch", "ARCHES", "ARCH_ALIASES", "OSES", "arch_named", "float_macros",
           "model_for", "target_model", "target_defines"]
