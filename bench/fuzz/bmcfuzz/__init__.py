"""The differential campaign: random C programs whose values gcc computes and bmc must prove.

Modules:

* ``subject``   a program under test: a C template with ``OBSERVE_*`` lines, rendered for
                gcc (prints the observed values) or for bmc (asserts them)
* ``generator`` bmc's own generator (integers and implicit conversions, pointers into
                structs/unions/arrays, casts, memcpy, unions, bit-fields, floats)
* ``csmith``    csmith as a program (Debian's package), with our own runtime header
* ``oracle``    gcc with sanitizers (UB programs are discarded), then bmc on the right and a
                wrong assertion; the outcome of one program
* ``reduce``    delta debugging of a disagreement over lines and blocks
* ``campaign``  many programs, the counts, the report and the regression cases
"""
