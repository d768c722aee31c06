"""Counterexample traces: a solver model read back as steps in the source's terms.

``counterexample.build_trace(equation, property_id, backend, symbols)`` walks the SSA steps
on the failing path (the guards true in the model) and renders each as a ``TraceStep``:
assignments with C values (``values``: integers, characters, pointers as ``&a[2]``,
arrays and structs; ``float_steps``: floats with their bits), calls and returns, branch
decisions, thread switches; ``failure_step`` words the failing step (leaks name the object
and its malloc site, races both accesses); ``fold`` folds the iterations of library loops.
"""
