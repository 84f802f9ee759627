"""The Python package's head-dim lists against the library's tile table
(include/dash/plan/tile_table.hpp), read as CMake reads it (cmake/dash_instances.cmake): every row
is a supported pair, a row with kernel v1 tiles has a backward, a row whose fold column is 1 has
the forward's K / V fold. Runs without a GPU and without torch."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _rows():
    with open(os.path.join(ROOT, "include", "dash", "plan", "tile_table.hpp")) as f:
        text = f.read()
    rows = []
    for m in re.finditer(r"X\(([a-z0-9_]+)((?:, *[0-9]+)+)\)", text):
        fields = [int(x) for x in m.group(2).replace(" ", "").strip(",").split(",")]
        assert len(fields) == 12, m.group(0)
        d, dv, _bm, _bmf, _bml, _bn, fold, v1m, _v1n, _v2m, _v2n, _v2plan = fields
        rows.append((m.group(1), d, dv, fold == 1, v1m > 0))
    assert rows, "no rows in the tile table"
    return rows


def _checks():
    from dash_attn import _checks  # conftest.py puts the package on the path (no torch needed)
    return _checks


def test_row_names_follow_their_head_dims():
    for name, d, dv, _fold, _bwd in _rows():
        assert name == (f"d{d}" if d == dv else f"d{d}_{dv}"), name


def test_python_head_dim_lists_are_the_tile_table():
    c = _checks()
    rows = _rows()
    assert set(c.SUPPORTED_HEAD_DIMS) == {(d, dv) for _, d, dv, _, _ in rows}
    assert set(c.BACKWARD_HEAD_DIMS) == {(d, dv) for _, d, dv, _, bwd in rows if bwd}
    assert set(c.KV_STATS_FOLD_HEAD_DIMS) == {(d, dv) for _, d, dv, fold, bwd in rows if fold and bwd}
    assert len(set(c.SUPPORTED_HEAD_DIMS)) == len(c.SUPPORTED_HEAD_DIMS), "a pair listed twice"
