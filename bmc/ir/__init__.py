"""IR: C types for a data model, typed side-effect-free expressions, goto-style instructions.

The front end produces a ``Program``; ``checks`` adds the standard properties as ``Assert``
instructions and numbers them; symex consumes it. Knows nothing of terms or solvers.
"""
