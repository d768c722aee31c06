"""The command line: ``bmc FILE... [options]`` and its subcommands.

* ``entry``: the ``bmc`` script (``--version`` without loading the checker);
* ``main``: options -> ``pipeline.verify`` (or a view, or an export) -> printed report and
  files -> exit code; the only place that turns exceptions into messages;
* ``arguments``: the argparse parser and ``Options`` from it; ``cbmc_options``: CBMC's
  options (implemented, mapped, noted or refused); ``property_file``: SV-COMP ``.prp``
  files;
* ``subcommands``: ``bmc compare|tasks|perf|report``, registered as entry points (the
  benchmarking package registers its own, so the command line does not import it).
"""
