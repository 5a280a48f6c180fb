#!/usr/bin/env python3
"""PyTorch's and NumPy's CPU fp32 matmul at the sizes docs/performance.md
compares against the app (bench_cpu_backend) -- the same measurement rules:
random fp32 in [-1, 1), one warm-up, then the median of R timed runs, and the
result checked against a float64 product on sampled entries.

Not a project dependency: run it from a scratch virtual environment,

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy torch
    /tmp/venv/bin/python bench/compare_python.py [--sizes 1024,5000] [--repeats 5]

Prints one line per library and size: median seconds, GFLOP/s (2n^3 / t), and
the largest relative error of 64 sampled entries.
"""

import argparse
import statistics
import sys
import time


def median_seconds(fn, repeats):
    fn()  # warm-up: thread pool start, page faults
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def worst_relative_error(np, a, b, c, samples=64, seed=11):
    rng = np.random.default_rng(seed)
    n = a.shape[0]
    worst = 0.0
    for _ in range(samples):
        i, j = int(rng.integers(n)), int(rng.integers(n))
        ref = float(np.dot(a[i, :].astype(np.float64), b[:, j].astype(np.float64)))
        scale = float(np.dot(np.abs(a[i, :]).astype(np.float64), np.abs(b[:, j]).astype(np.float64)))
        worst = max(worst, abs(float(c[i, j]) - ref) / max(scale, 1e-30))
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1024,5000")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if not sizes or min(sizes) <= 0 or args.repeats <= 0:
        parser.error("sizes and repeats must be positive")

    import numpy as np

    try:
        import torch
    except ImportError:
        torch = None
        print("torch is not installed here: NumPy only", file=sys.stderr)

    print(f"numpy {np.__version__}" + (f", torch {torch.__version__} ({torch.get_num_threads()} threads)" if torch else ""))
    for n in sizes:
        rng = np.random.default_rng(7)
        a = rng.uniform(-1.0, 1.0, (n, n)).astype(np.float32)
        b = rng.uniform(-1.0, 1.0, (n, n)).astype(np.float32)
        flops = 2.0 * n * n * n
        c = np.empty((n, n), dtype=np.float32)

        t = median_seconds(lambda: np.matmul(a, b, out=c), args.repeats)
        err = worst_relative_error(np, a, b, c)
        print(f"  n = {n:5d}  NumPy matmul          {t:8.3f} s  {flops / t * 1e-9:7.1f} GFLOP/s  worst rel. error {err:.1e}")

        if torch is not None:
            ta, tb = torch.from_numpy(a), torch.from_numpy(b)
            tc = torch.empty((n, n), dtype=torch.float32)
            with torch.inference_mode():
                t = median_seconds(lambda: torch.matmul(ta, tb, out=tc), args.repeats)
            err = worst_relative_error(np, a, b, tc.numpy())
            print(f"  n = {n:5d}  PyTorch CPU matmul    {t:8.3f} s  {flops / t * 1e-9:7.1f} GFLOP/s  worst rel. error {err:.1e}")


if __name__ == "__main__":
    main()
