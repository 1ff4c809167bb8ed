"""The 3-digit octal survey through the Python package, on this machine
(jobs=J) or on a local Dask cluster of 2 worker processes (one thread
each): python bench.py local J | dask. Prints the survey call's wall time
and the CPU time of this process and its children (the Dask workers
included, once the cluster is closed); the output file is written for a
comparison with `grundy survey`'s."""

import resource
import sys
import time

import grundy

FAMILY = dict(digits=3, to=10000)


def cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main():
    how = sys.argv[1]
    start_cpu = cpu()
    if how == "local":
        jobs = int(sys.argv[2])
        start = time.perf_counter()
        s = grundy.survey("octal", jobs=jobs, **FAMILY)
        wall = time.perf_counter() - start
    else:
        from dask.distributed import Client, LocalCluster

        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               host="127.0.0.1", dashboard_address=":0")
        client = Client(cluster)

        def workers_cpu():
            used = client.run(cpu)
            return sum(used.values())

        before = workers_cpu()
        start = time.perf_counter()
        s = grundy.survey("octal", client=client, **FAMILY)
        wall = time.perf_counter() - start
        print(f"dask workers: {workers_cpu() - before:.1f} s CPU during the survey call")
        client.close()
        cluster.close()
    s.save(sys.argv[-1] if sys.argv[-1].endswith(".csv") else f"/tmp/bench-{how}.csv")
    print(f"{how}: {len(s)} games, survey call {wall:.1f} s wall, "
          f"{cpu() - start_cpu:.1f} s CPU (this process and its children)")


if __name__ == "__main__":
    main()
