# GPU Lab runs the lines of one of its own dispatch scenarios in a learner's
# PyTorch. A fixed script of the app, run with `python -I -c`; the lines come
# as data on stdin (JSON: {"lines": ["code", ...]}), never pasted into this
# code. They run in order in one namespace, as a learner would type them,
# after the same set-up the lab assumes: torch, nn and F imported, a small
# `loader`, and a model.pt saved as if on a GPU machine, in a fresh temporary
# folder that is removed afterwards. After each line: "GPULAB-LINE " and a JSON
# object with what it printed or raised; at the end "GPULAB-RESULT ".
import contextlib
import io
import json
import os
import sys
import tempfile
import warnings

request = json.loads(sys.stdin.read())
lines = [str(line) for line in request["lines"]]
LIMIT = 4000  # characters of printed output kept per line

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch.serialization as serialization  # noqa: E402

with tempfile.TemporaryDirectory(prefix="gpulab-") as folder:
    os.chdir(folder)
    original = serialization.location_tag
    serialization.location_tag = lambda storage: "cuda:0"  # as if saved on a GPU machine
    try:
        torch.save(nn.Linear(784, 10).state_dict(), "model.pt")
    finally:
        serialization.location_tag = original
    torch.manual_seed(0)
    namespace = {"torch": torch, "nn": nn, "F": F,
                 "loader": [(torch.randn(4, 784), torch.randint(0, 10, (4,)))]}
    for index, code in enumerate(lines):
        printed = io.StringIO()
        result = {"index": index}
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                with contextlib.redirect_stdout(printed):
                    exec(compile(code, f"<line {index + 1}>", "exec"), namespace)
            except Exception as e:  # the scenario's error is the point
                result["error_type"] = type(e).__name__
                result["error"] = str(e)[:LIMIT]
        result["printed"] = printed.getvalue().rstrip("\n")[:LIMIT]
        print("GPULAB-LINE " + json.dumps(result), flush=True)
    os.chdir(tempfile.gettempdir())
print("GPULAB-RESULT " + json.dumps({"torch": str(torch.__version__), "cuda": torch.version.cuda,
                                     "lines": len(lines)}), flush=True)
