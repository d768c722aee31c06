"""Functions the lowering treats specially, by name (verifier intrinsics and libc models)."""

from __future__ import annotations

from enum import Enum

from bmc.ir.ctype import CType, DataModel


class Special(str, Enum):
    """What a call of a special function means."""

    ERROR_CALL = "error-call"          # reach_error(), __VERIFIER_error(): the call is a violation
    ASSERT_FAIL = "assert-fail"        # glibc's __assert_fail(text, file, line, func)
    BMC_ASSERT = "bmc-assert"          # bundled assert.h: __bmc_assert(cond, "text")
    CPROVER_ASSERT = "cprover-assert"  # __CPROVER_assert(cond, "message")
    VERIFIER_ASSERT = "verifier-assert"  # __VERIFIER_assert(cond) without a body
    ASSUME = "assume"                  # __CPROVER_assume(c), __VERIFIER_assume(c)
    STOP = "stop"                      # abort(), exit(n), _Exit(n): the path ends
    UNREACHABLE = "unreachable"        # __builtin_unreachable(): the path ends
    ATOMIC_BEGIN = "atomic-begin"
    ATOMIC_END = "atomic-end"
    EXPECT = "expect"                  # __builtin_expect(e, c) == e
    ABS = "abs"                        # abs, labs, llabs: x < 0 ? -x : x
    RAND = "rand"                      # rand(): nondet in [0, RAND_MAX]
    OUTPUT = "output"                  # printf, sprintf, puts ...: bmc.frontend.stdio_calls
    THREADS = "threads"                # pthread_*: rejected here (concurrency stage)
    MALLOC = "malloc"                  # malloc(n): a fresh dynamic object (never fails)
    CALLOC = "calloc"                  # calloc(n, m): a zeroed dynamic object
    ALLOCA = "alloca"                  # alloca(n): a fresh object ended with the function
    FREE = "free"                      # free(p)
    MEMORY = "memory"                  # other memory functions: not modelled yet
    OBJECT_SIZE = "object-size"        # __bmc_object_size(p): size of p's object (models)
    FREE_CHECK = "free-check"          # __bmc_free_check(p): free's checks only (models)
    RELEASE = "release"                # __bmc_release(p): free's effect only (models)
    RANGE_OP = "range-op"              # __bmc_memset/memcpy/memmove (models, bmc.ir.memops)
    VARARGS = "varargs"                # va_start, va_arg, va_copy, va_end: bmc.frontend.varargs
    UNSUPPORTED = "unsupported"        # other builtins bmc cannot model


# Specials that apply even when the program gives the function a body.
ALWAYS_SPECIAL: dict[str, Special] = {
    "reach_error": Special.ERROR_CALL,
    "__VERIFIER_error": Special.ERROR_CALL,
    "__assert_fail": Special.ASSERT_FAIL,
    "__assert_rtn": Special.ASSERT_FAIL,
    "__assert": Special.ASSERT_FAIL,
    "__assert_perror_fail": Special.ASSERT_FAIL,
    "__bmc_assert": Special.BMC_ASSERT,
    "__CPROVER_assert": Special.CPROVER_ASSERT,
    "__CPROVER_assume": Special.ASSUME,
    "__builtin_expect": Special.EXPECT,
    "__builtin_unreachable": Special.UNREACHABLE,
    "__bmc_object_size": Special.OBJECT_SIZE,
    "__bmc_free_check": Special.FREE_CHECK,
    "__bmc_release": Special.RELEASE,
    "__bmc_memset": Special.RANGE_OP,
    "__bmc_memcpy": Special.RANGE_OP,
    "__bmc_memmove": Special.RANGE_OP,
    **{name: Special.VARARGS for name in (
        "__builtin_va_start", "__builtin_stdarg_start", "__builtin_va_end",
        "__builtin_va_copy", "__bmc_va_arg")},
}

# Specials for functions the program declares but does not define.
BODILESS_SPECIAL: dict[str, Special] = {
    "__VERIFIER_assume": Special.ASSUME,
    "__VERIFIER_assert": Special.VERIFIER_ASSERT,
    "abort": Special.STOP,
    "exit": Special.STOP,
    "_Exit": Special.STOP,
    "_exit": Special.STOP,
    "__builtin_abort": Special.STOP,
    "__builtin_exit": Special.STOP,
    "__VERIFIER_atomic_begin": Special.ATOMIC_BEGIN,
    "__VERIFIER_atomic_end": Special.ATOMIC_END,
    "abs": Special.ABS,
    "labs": Special.ABS,
    "llabs": Special.ABS,
    "__builtin_abs": Special.ABS,
    "__builtin_labs": Special.ABS,
    "__builtin_llabs": Special.ABS,
    "rand": Special.RAND,
    **{name: Special.OUTPUT for name in (
        "printf", "fprintf", "dprintf", "sprintf", "snprintf", "puts", "fputs", "putchar",
        "fputc", "putc", "__printf_chk", "__fprintf_chk", "vprintf", "vfprintf", "vsprintf",
        "vsnprintf", "vdprintf", "__builtin_printf", "__builtin_fprintf", "__builtin_sprintf",
        "__builtin_snprintf", "__builtin_puts", "__builtin_fputs", "__builtin_putchar",
        "__builtin_putc", "__builtin_fputc")},
    "malloc": Special.MALLOC,
    "__builtin_malloc": Special.MALLOC,
    "calloc": Special.CALLOC,
    "__builtin_calloc": Special.CALLOC,
    "free": Special.FREE,
    "__builtin_free": Special.FREE,
    "alloca": Special.ALLOCA,
    "__builtin_alloca": Special.ALLOCA,
    **{name: Special.UNSUPPORTED for name in (
        "setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "longjmp", "_longjmp", "siglongjmp",
        "__builtin_setjmp", "__builtin_longjmp", "__builtin_va_arg",
        "signal", "sigaction", "raise", "kill", "setlocale", "localeconv")},
}

# ``offsetof(type, member)`` as the parser gives it (a call with a type name): a constant
# (``lower_types.offsetof``), never a function call.
OFFSETOF = frozenset({"offsetof", "__builtin_offsetof"})

# What a refused function stands for (the message of exit 6 names the construct).
UNSUPPORTED_CONSTRUCTS: dict[str, str] = {
    **{name: f"non-local jumps ({name}, <setjmp.h>)" for name in (
        "setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "longjmp", "_longjmp", "siglongjmp",
        "__builtin_setjmp", "__builtin_longjmp")},
    "__builtin_va_arg": "variable argument lists (va_arg, <stdarg.h>)",
    **{name: f"signals ({name}, <signal.h>)" for name in (
        "signal", "sigaction", "raise", "kill")},
    "setlocale": "locales (setlocale, <locale.h>)",
    "localeconv": "locales (localeconv, <locale.h>)",
}

# GNU builtins that are the library function of the same name (modelled in models/libc.c)
LIBRARY_ALIASES: dict[str, str] = {
    "__builtin_memset": "memset", "__builtin_memcpy": "memcpy", "__builtin_memmove": "memmove",
    "__builtin_memcmp": "memcmp", "__builtin_strlen": "strlen", "__builtin_strcpy": "strcpy",
    "__builtin_strncpy": "strncpy", "__builtin_strcmp": "strcmp",
    "__builtin_strncmp": "strncmp", "__builtin_realloc": "realloc",
}

UNSUPPORTED_WHAT: dict[Special, str] = {
    Special.THREADS: "POSIX threads",
    Special.MEMORY: "dynamic memory and pointer library functions",
    Special.UNSUPPORTED: "builtin function",
}


def unsupported_what(special: Special, name: str) -> str:
    """The construct a call of the refused function ``name`` stands for."""
    return UNSUPPORTED_CONSTRUCTS.get(name) or f"{UNSUPPORTED_WHAT[special]} ({name})"


def special_of(name: str, has_body: bool) -> Special | None:
    """The special meaning of calling ``name`` (None: an ordinary or undefined function)."""
    found = ALWAYS_SPECIAL.get(name)
    if found is not None:
        return found
    if has_body:
        return None
    found = BODILESS_SPECIAL.get(name)
    if found is not None:
        return found
    if name.startswith("pthread_") or name in ("sched_yield", "usleep", "sleep"):
        return Special.THREADS
    return None


# __bmc_nondet_*: the models' own (a program's declarations of the others cannot change them)
_NONDET_PREFIXES = ("__VERIFIER_nondet_", "nondet_", "__bmc_nondet_")


def nondet_suffix(name: str) -> str | None:
    """``int`` for ``__VERIFIER_nondet_int`` / ``nondet_int``; None for other names."""
    for prefix in _NONDET_PREFIXES:
        if name.startswith(prefix) and len(name) > len(prefix):
            return name[len(prefix):]
    return None


def nondet_type(suffix: str, model: DataModel) -> CType | None:
    """The return type of an undeclared nondet function with this suffix (None: unknown).

    ``pointer``-like suffixes yield None too; the caller reports them.
    """
    table: dict[str, CType] = {
        "int": model.int_type, "signed": model.int_type, "signed_int": model.int_type,
        "uint": model.uint, "unsigned": model.uint, "unsigned_int": model.uint,
        "long": model.long_, "ulong": model.ulong, "unsigned_long": model.ulong,
        "longlong": model.llong, "long_long": model.llong,
        "ulonglong": model.ullong, "unsigned_long_long": model.ullong,
        "short": model.short_, "ushort": model.ushort, "unsigned_short": model.ushort,
        "char": model.char, "schar": model.schar, "signed_char": model.schar,
        "uchar": model.uchar, "unsigned_char": model.uchar,
        "bool": model.bool_, "_Bool": model.bool_, "boolean": model.bool_,
        "size_t": model.size_t, "ssize_t": model.ptrdiff_t, "ptrdiff_t": model.ptrdiff_t,
        "loff_t": model.llong, "off_t": model.long_,
        "u8": model.uchar, "u16": model.ushort, "u32": model.uint, "u64": model.ullong,
        "s8": model.schar, "s16": model.short_, "s32": model.int_type, "s64": model.llong,
        "int8": model.schar, "int16": model.short_, "int32": model.int_type,
        "int64": model.llong, "uint8": model.uchar, "uint16": model.ushort,
        "uint32": model.uint, "uint64": model.ullong,
        "int8_t": model.schar, "int16_t": model.short_, "int32_t": model.int_type,
        "int64_t": model.llong, "uint8_t": model.uchar, "uint16_t": model.ushort,
        "uint32_t": model.uint, "uint64_t": model.ullong,
        "int128": model.int128, "uint128": model.uint128,
        "float": model.float_, "double": model.double,
        "sector_t": model.ulong, "u_int": model.uint, "unsigned_char_": model.uchar,
    }
    if suffix == "long_double":
        return model.long_double_type
    return table.get(suffix)


UNSUPPORTED_NONDET_SUFFIXES = frozenset({
    "pointer", "pchar", "charp", "const_char_pointer",
})


NO_BODY_VALUE = "return_value_"


def no_body_value_name(function: str) -> str:
    """The source name of the variable holding what a call of ``function`` (without a
    body) returned: CBMC's ``return_value_<function>`` (traces, ``bmc.checker.no_body``)."""
    return NO_BODY_VALUE + function
