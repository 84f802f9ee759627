import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Run against the sources and the library of the build tree unless an installed
# package is asked for (DASH_TEST_INSTALLED=1).
# Child processes inherit the choice through PYTHONPATH and DASH_LIBRARY.
if not os.environ.get("DASH_TEST_INSTALLED"):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [os.path.join(ROOT, "python")] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))
    os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))

# The run's seed: DASH_TEST_SEED when set (to reproduce a run), else a fresh one, printed in
# the report header; helpers.case_seed mixes it with each case (child processes inherit it).
os.environ.setdefault("DASH_TEST_SEED", str(random.randrange(2**31)))


def pytest_report_header(config):
    return f"DASH_TEST_SEED={os.environ['DASH_TEST_SEED']}"
