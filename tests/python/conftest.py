import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Run against the sources and the library of the build tree unless an installed
# package is asked for (DASH_TEST_INSTALLED=1).
if not os.environ.get("DASH_TEST_INSTALLED"):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))
