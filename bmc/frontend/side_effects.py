"""Library functions whose only effect on the program state is their result.

(Here, below the front end, since PR h-builtins: the lowering emits the ``no-body`` property
only for the others; the verdict (``checker.verdict``) reads it too.)

A call of a function without a body is modelled by the front end as a nondeterministic
result (and a warning). That is sound for the functions listed here: they do not write any
object the program can read afterwards (output to a stream is not program state). For any
other function without a body the missing side effects make a passing result unreliable,
so ``pipeline`` turns PASS into INCONCLUSIVE and names the functions.

This is the one list of them; keep it sorted by topic.
"""

from __future__ import annotations

SIDE_EFFECT_FREE: frozenset[str] = frozenset({
    # output (stdio): writes to a stream, never to program objects
    "printf", "vprintf", "fprintf", "vfprintf", "dprintf", "puts", "fputs", "putchar",
    "fputc", "putc", "putwchar", "fputwc", "putwc", "fflush", "perror", "__printf_chk",
    "__fprintf_chk", "__builtin_printf", "__builtin_puts", "__builtin_putchar",
    # input whose only effect is the returned value
    "getchar", "getc", "fgetc", "getwchar", "rand", "random", "time", "clock",
    # pure functions of their arguments
    "abs", "labs", "llabs", "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph",
    "islower", "isprint", "ispunct", "isspace", "isupper", "isxdigit", "isascii", "tolower",
    "toupper", "strlen", "strnlen", "strcmp", "strncmp", "memcmp", "strchr", "strrchr",
    "strstr", "atoi", "atol", "atoll",
    # verifier intrinsics that only produce a value
    "__VERIFIER_nondet_int", "__VERIFIER_nondet_uint", "__VERIFIER_nondet_long",
    "__VERIFIER_nondet_ulong", "__VERIFIER_nondet_char", "__VERIFIER_nondet_uchar",
    "__VERIFIER_nondet_short", "__VERIFIER_nondet_ushort", "__VERIFIER_nondet_bool",
    "__VERIFIER_nondet__Bool", "__VERIFIER_nondet_longlong", "__VERIFIER_nondet_ulonglong",
    "__VERIFIER_nondet_unsigned", "__VERIFIER_nondet_size_t", "__VERIFIER_nondet_u32",
    "__VERIFIER_nondet_uint128", "__VERIFIER_nondet_int128",
})

NONDET_PREFIXES = ("__VERIFIER_nondet_", "nondet_")


def is_side_effect_free(name: str) -> bool:
    """True if a call of ``name`` without a body changes nothing but its result."""
    return name in SIDE_EFFECT_FREE or name.startswith(NONDET_PREFIXES)


def unmodelled(functions: tuple[str, ...] | list[str]) -> list[str]:
    """The functions of ``functions`` whose side effects bmc does not model, in order."""
    return [f for f in dict.fromkeys(functions) if not is_side_effect_free(f)]
