"""Large sweeps on Dask distributed.

``run_on_dask(todo, settings, finished, run_task)`` submits one ``runner.run_task`` per (task, config)
to a Dask cluster and calls ``finished`` with each result as it arrives (in the caller's
process, which also writes the results file, so resuming works as with threads). Without
``scheduler`` it starts a ``LocalCluster`` on 127.0.0.1 with ``jobs`` single-threaded worker
processes; with ``scheduler`` (``tcp://host:8786``) it uses that cluster, whose workers must
see the task files under the same paths and have bmc installed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bmc.bench.tasks import Config, Task
from bmc.errors import BackendUnavailable

if TYPE_CHECKING:
    from bmc.bench.runner import Settings, TaskResult


def _client(jobs: int, scheduler: str | None):  # noqa: ANN202 - (Client, cluster | None)
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise BackendUnavailable("Dask is not installed (pip install 'bmc[dask]')") from None
    if scheduler:
        return Client(scheduler), None
    cluster = LocalCluster(n_workers=max(1, jobs), threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=None)
    return Client(cluster), cluster


def run_on_dask(todo: Sequence[tuple[Task, Config]], settings: Settings,
                finished: Callable[[TaskResult], None],
                run_task: Callable[[Task, Config, Settings], TaskResult], *, jobs: int = 1,
                scheduler: str | None = None) -> None:
    """Run ``run_task`` on each of ``todo`` on Dask; ``finished(result)`` for each, in
    completion order."""
    from dask.distributed import as_completed
    client, cluster = _client(jobs, scheduler)
    try:
        futures = [client.submit(run_task, task, config, settings, pure=False,
                                 key=f"bmc-{k}-{task.id}-{config.name}")
                   for k, (task, config) in enumerate(todo)]
        for future in as_completed(futures):
            finished(future.result())
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


__all__ = ["run_on_dask"]
