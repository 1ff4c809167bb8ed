"""A survey on a Dask cluster of two worker processes over loopback, one
of them killed while the survey runs, gives the table of a local run."""

import os
import signal

import pytest

import grundy

distributed = pytest.importorskip("distributed")

# Enough work that tasks remain when the first finishes; what is checked
# (the table) does not depend on when the kill lands.
FAMILY = dict(digits=2, to=3000)
TASKS = 16


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=":0",
    )
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_a_dask_survey_is_the_local_one(client):
    local = grundy.survey("octal", jobs=2, **FAMILY)
    assert grundy.survey("octal", client=client, tasks=TASKS, **FAMILY) == local


def test_a_dask_survey_survives_a_killed_worker(client):
    local = grundy.survey("octal", jobs=2, **FAMILY)
    pids = client.run(os.getpid)
    killed = []

    def kill_one_busy_worker():
        processing = client.processing()
        busy = [w for w, keys in processing.items() if keys and w in pids]
        victim = busy[0] if busy else sorted(pids)[0]
        os.kill(pids[victim], signal.SIGKILL)
        killed.append(pids[victim])

    # The first task's answer comes back: kill a worker that has tasks, then
    # let the survey gather the rest (Dask runs the lost tasks again).
    from distributed import as_completed

    futures = grundy._survey.submit(client, "octal", tasks=TASKS, **FAMILY)
    done = as_completed(futures)
    next(done)
    kill_one_busy_worker()
    texts = client.gather(futures, errors="raise")
    assert grundy.Survey(grundy.survey_merge(texts)) == local
    # The worker was killed (its nanny started another process).
    client.wait_for_workers(2, timeout=120)
    assert killed[0] not in client.run(os.getpid).values()
