# GPU Lab times a @ b in a learner's PyTorch, with and without the barrier.
# A fixed script of the app, run with `python -I -c`; its numbers come as
# data on stdin (JSON: {"n": 4096, "warmup": 2, "repeats": 5}). The device is
# the one PyTorch would pick: CUDA, then Apple's MPS, else the CPU, where a
# matmul returns only when it is done, so there is nothing to wait for.
import json
import statistics
import sys
import time

request = json.loads(sys.stdin.read())
n = int(request["n"])
warmup = int(request["warmup"])
repeats = int(request["repeats"])
if not (1 <= n <= 16384 and 0 <= warmup <= 20 and 1 <= repeats <= 50):
    raise SystemExit("bad request")

import torch  # noqa: E402

if torch.cuda.is_available():
    device, barrier, barrier_name = "cuda", torch.cuda.synchronize, "torch.cuda.synchronize()"
elif getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
    device, barrier, barrier_name = "mps", torch.mps.synchronize, "torch.mps.synchronize()"
else:
    device, barrier, barrier_name = "cpu", (lambda: None), ""

torch.manual_seed(0)
a = torch.randn(n, n, device=device)
b = torch.randn(n, n, device=device)
for _ in range(warmup):
    a @ b
barrier()

without, with_barrier = [], []
for _ in range(repeats):
    t0 = time.perf_counter()
    c = a @ b
    without.append(time.perf_counter() - t0)  # the pitfall: the clock stops at the launch
    barrier()  # not timed: the next reading starts on an idle device
    t0 = time.perf_counter()
    c = a @ b
    barrier()
    with_barrier.append(time.perf_counter() - t0)
del c
print("GPULAB-RESULT " + json.dumps({
    "torch": str(torch.__version__), "device": device, "barrier": barrier_name, "n": n,
    "warmup": warmup, "repeats": repeats,
    "without_barrier_s": statistics.median(without), "with_barrier_s": statistics.median(with_barrier),
}), flush=True)
