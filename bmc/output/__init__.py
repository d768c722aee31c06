"""What a run gives its user: reports, machine formats, files.

* ``report``: the text and ``--json`` reports of a ``VerificationResult`` and the exit code;
* ``cbmc_ui``: CBMC's ``--json-ui`` / ``--xml-ui`` layouts;
* ``sarif``: the SARIF 2.1.0 log (``--sarif``);
* ``witness``: SV-COMP violation and correctness witnesses (YAML 2.0, GraphML 1.0);
* ``harness``: a C file that replays a counterexample's inputs under gcc (``--harness``);
* ``html_report``: the static HTML report (``--html``, ``bmc report``; needs Jinja2);
* ``views``: the ``--show-*`` views as values (text plus structured fields);
* ``notebook``: results and views as HTML fragments for Jupyter (``bmc.api``'s
  ``_repr_html_``), with ``highlight``'s dependency-free C colouring.
"""
