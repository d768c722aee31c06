"""Front end: preprocess (cpp or pcpp, bundled headers), parse (pycparser + GNU C), lower to IR.

``load_program(options)`` runs the three stages on ``options.files`` and links the files'
top-level declarations into one :class:`bmc.ir.program.Program`.

The stages: ``preprocess`` (text in, preprocessed text out), ``parse`` (text in, pycparser
``FileAST`` out), ``lower`` (ASTs in, ``Program`` out).

The lowerer is one object, ``lower._Lowerer``, assembled from mixins that share its state:

* ``lowering_state.LoweringState`` -- the base of every mixin: each instance attribute,
  annotated and documented (its ``__init__`` sets them all), and, as abstract methods, every
  method one part calls on ``self`` that another part implements. It imports no part, so
  each part (and each helper below) is type-checked on its own against it;
* ``lower`` -- the driver (declaration pass, worklist of reachable functions, linking),
  diagnostics, instructions, labels and scopes, conversions and the expression lowering;
* ``lower_types`` (``TypeResolution``) -- C types from declarators, struct/union layout,
  enumerators;
* ``lower_statements`` (``StatementLowering``) -- statements, local declarations, branches;
* ``lower_calls`` (``CallLowering``) -- calls: defined, through pointers, bodiless, specials;
* ``lower_objects`` (``ObjectLowering``) -- globals on first use, initialisers, sub-objects,
  bit-fields;
* ``lower_floats`` (``FloatLowering``, ``MathLowering``) -- floating literals, conversions and
  operations, exact ``<math.h>`` functions.

Helpers the lowerer hands itself to (typed ``LoweringState``): ``cprover_calls``
(``__CPROVER_*`` primitives), ``stdio_calls`` and ``float_formats`` (printf family),
``threads`` (POSIX threads), ``libmodels`` (the bundled C library models). Helpers without
the lowerer: ``scopes`` (symbol-table entries, per-function state), ``initialisers``,
``function_pointers``, ``specials``, ``literals``, ``formats``, ``fold``, ``ast_helpers``,
``recursion``, ``parse_cache`` (a disk cache of parsed trees, for the library models). ``contract_wrappers`` writes the C wrappers of functions under contract
(``bmc.contracts``) between parsing and lowering. The modules' imports form no cycle and no module imports ``lower`` but this
package (``tests/unit/frontend/test_fe_structure.py``).
"""

from __future__ import annotations

from bmc.errors import UsageError
from bmc.frontend.lower import lower, lower_files
from bmc.frontend.parse import parse
from bmc.frontend.preprocess import preprocess
from bmc.ir.program import Program
from bmc.options import Options

__all__ = ["load_program", "lower", "lower_files", "parse", "preprocess"]


def load_program(options: Options) -> Program:
    """Preprocess, parse and lower ``options.files`` (entry ``options.entry``)."""
    if not options.files:
        raise UsageError("no input files")
    units = [(parse(preprocess(path, options), path), path) for path in options.files]
    return lower_files(units, options)
