# GPU Lab asks a learner's Python what PyTorch it has. A fixed script of the
# app, run with `python -I -c`; it installs nothing and writes nothing. The
# answer is one line on stdout: "GPULAB-RESULT " and a JSON object.
import json
import sys

out = {"python": sys.version.split()[0], "prefix": sys.prefix, "executable": sys.executable}
try:
    import torch
except Exception as e:  # not installed, or broken: say which
    out["error"] = f"{type(e).__name__}: {e}".splitlines()[0]
else:
    out["torch"] = str(torch.__version__)
    out["cuda"] = torch.version.cuda
    mps = getattr(torch.backends, "mps", None)
    out["mps_built"] = bool(mps is not None and mps.is_built())
    out["cuda_available"] = bool(torch.cuda.is_available())
    out["mps_available"] = bool(mps is not None and mps.is_available())
    out["device"] = "cuda" if out["cuda_available"] else "mps" if out["mps_available"] else "cpu"
print("GPULAB-RESULT " + json.dumps(out), flush=True)
