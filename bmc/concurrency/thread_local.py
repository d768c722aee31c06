"""Thread-local state of the Lal–Reps sequentialization: ``_Thread_local`` variables and the
value a thread ends with (read by ``pthread_join``).

In: the program (its ``thread_local`` names, which the front end marks; among them
``__bmc_thread_return``, the lowering's ``void *`` slot for return values). Out: value-map
updates on the executor's states:

* thread-local variables are never shared keys: each thread reads and writes its own value
  under the variable's plain key. Their initial values are taken from the state after
  ``INIT_FUNCTION`` (``capture``) and given to every thread when it starts (``start``), so a
  thread never sees another thread's copy (threads run one after another in the
  sequentialization, each from the previous one's final state).
* a thread's return value is ``__bmc_thread_return`` at its end: ``pthread_exit(v)`` assigns
  it before ending, a normal return sets it from the start routine's result (``returned``).
* ``pthread_join(t, &r)`` sets the joiner's ``__bmc_thread_return`` to a fresh value
  (``join_value``); the join constraint equates it with the joined thread's final value.

Thread-local variables whose address is taken live in memory, which has no per-thread
copies: they are refused (``UnsupportedFeature``).
"""

from __future__ import annotations

from typing import Any

from bmc.errors import UnsupportedFeature
from bmc.ir.program import Program
from bmc.terms import Term

THREAD_RETURN = "__bmc_thread_return"     # the name bmc.frontend.threads gives the slot


class ThreadLocals:
    """The thread-local keys of one run and their initial values."""

    def __init__(self, program: Program, memory_vars: frozenset[str] | set[str]) -> None:
        names = sorted(program.thread_local)
        for name in names:
            if name in memory_vars:
                sym = program.symbols[name]
                raise UnsupportedFeature(
                    f"thread-local variable '{sym.source_name or name}' whose address is taken "
                    "or that lives in memory (no per-thread copies of memory)", sym.loc)
        self.names: tuple[str, ...] = tuple(names)
        self.initial: dict[str, Term] = {}
        self.has_return = THREAD_RETURN in program.thread_local

    def capture(self, values: Any) -> None:
        """Note the values the thread-local variables have after ``INIT_FUNCTION``."""
        for name in self.names:
            value = dict.get(values, name)
            if value is not None:
                self.initial[name] = value

    def start(self, values: Any) -> None:
        """A thread starts: its thread-local variables have their initial values."""
        for name in self.names:
            value = self.initial.get(name)
            if value is None:
                dict.pop(values, name, None)
            else:
                dict.__setitem__(values, name, value)

    def set_return(self, values: Any, value: Term) -> None:
        """The running thread's return value (or a joiner's received value) is ``value``."""
        if self.has_return:
            dict.__setitem__(values, THREAD_RETURN, value)

    def return_value(self, values: Any) -> Term | None:
        return dict.get(values, THREAD_RETURN) if self.has_return else None
