"""bench/tables.py (the backward tables of docs/performance.md from the records): no GPU, no torch."""
import json
import os
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
import tables  # noqa: E402


def rec(impl, schedule, tflops, commit="c1", deterministic=True, seqlen=2048, causal=False, **extra):
    r = dict(op="bwd", impl=impl, schedule=schedule, tflops=tflops, commit=commit, deterministic=deterministic,
             hdim=64, causal=causal, seqlen_q=seqlen, seqlen_k=seqlen)
    r.update(extra)
    return r


def write(tmp_path, rows):
    p = tmp_path / "r.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(p)


def sweep(commit, scale=1.0, seqlen=2048):
    return [rec("dash", s, t * scale, commit, seqlen=seqlen) for s, t in
            (("fa3", 200), ("spt", 190), ("descending", 195), ("shift", 240))] + [
        rec("dash", "unordered", 250 * scale, commit, False, seqlen=seqlen, task_order="shift"),
        rec("dash", "exact", 230 * scale, commit, seqlen=seqlen)]


def sweep_with_peers(flex_by_seqlen, cudnn):
    """sweep() of c1 at each seqlen, with FlexAttention at the given TFLOPS and cuDNN (non-det.)."""
    rows = []
    for s, flex in flex_by_seqlen:
        rows += sweep("c1", seqlen=s) + [rec("flex", None, flex, "c1", seqlen=s),
                                          rec("sdpa_cudnn", None, cudnn, "c1", False, seqlen=s)]
    return rows


def test_ratios_use_the_best_schedule_and_auto_pick(tmp_path):
    rows = sweep("c1") + [rec("flex", None, 200, "c1"), rec("sdpa_cudnn", None, 300, "c1", False),
                          rec("sdpa_cudnn", None, None, "c1", True)]
    loaded, commit = tables.load([write(tmp_path, rows)], None)
    r = tables.ratios(tables.configs(loaded)[(64, False, 2048)])
    assert commit == "c1"
    assert r["best"] == 240
    assert r["best/unordered"] == pytest.approx(240 / 250)
    assert r["exact/unordered"] == pytest.approx(230 / 250)
    assert r["exact/best"] == pytest.approx(230 / 240)
    assert r["auto/best"] == pytest.approx(1.0)
    assert r["best/flex"] == pytest.approx(240 / 200)
    assert r["unordered/cudnn"] == pytest.approx(250 / 300)  # cuDNN's non-deterministic run


def test_noted_records_and_other_commits_are_left_out(tmp_path):
    ab = [dict(r, note="same-run A/B") for r in sweep("c1", scale=2.0)]
    rows = sweep("c0", scale=0.5) + sweep("c1") + ab
    loaded, commit = tables.load([write(tmp_path, rows)], "c1")
    c = tables.configs(loaded)[(64, False, 2048)]
    assert c["dash"]["unordered"] == 250  # neither c0's 125 nor the A/B's 500


def test_summary_applies_the_issue_seqlen_limits(tmp_path):
    rows = sweep_with_peers(((512, 100), (1024, 200), (2048, 250)), cudnn=500)
    loaded, _ = tables.load([write(tmp_path, rows)], None)
    sm = tables.summary(tables.configs(loaded))
    lo, hi, _ = sm["best/flex (seqlen >= 1024)"]
    assert (lo, hi) == (pytest.approx(240 / 250), pytest.approx(240 / 200))  # 512 (2.4x) left out
    lo, hi, g = sm["unordered/cudnn (seqlen >= 2048)"]
    assert lo == hi == g == pytest.approx(0.5)


def test_peer_table_leaves_out_shapes_without_peers(tmp_path, capsys, monkeypatch):
    rows = sweep("c1", seqlen=512) + sweep("c1", seqlen=1024) + [
        rec("flex", None, 200, "c1", seqlen=1024), rec("sdpa_cudnn", None, 300, "c1", False, seqlen=1024)]
    monkeypatch.setattr(sys, "argv", ["tables.py", write(tmp_path, rows)])
    tables.main()
    out = capsys.readouterr().out
    peer_rows = [l for l in out.splitlines() if l.startswith("| 64 |") and l.count("|") == 10]
    assert [l.split("|")[3].strip() for l in peer_rows] == ["1024"]
    assert "nan" not in out


def test_counts_configs_below_the_issue_thresholds(tmp_path, capsys, monkeypatch):
    # flex 200 -> 240 / 200 = 1.20 passes 1.15; flex 220 -> 1.09 fails; 512 is not judged.
    rows = sweep_with_peers(((512, 300), (1024, 200), (2048, 220)), cudnn=280)
    loaded, _ = tables.load([write(tmp_path, rows)], None)
    counts = tables.below(tables.configs(loaded))
    assert counts["best/flex (seqlen >= 1024)"] == (1, 2)
    assert counts["unordered/cudnn (seqlen >= 2048)"] == (0, 1)  # 250 / 280 = 0.89
    assert counts["exact/unordered"] == (3, 3)  # 230 / 250 = 0.92 < 0.97
    assert counts["best/unordered"] == (0, 3)  # 240 / 250 = 0.96
    monkeypatch.setattr(sys, "argv", ["tables.py", write(tmp_path, rows)])
    tables.main()
    out = capsys.readouterr().out
    assert "below 1.15 in 1 of 2" in out
    assert "  below: d64 full 2048 (1.091)" in out  # the failing config, named
    assert tables.failing(tables.configs(loaded))["best/flex (seqlen >= 1024)"] == [
        ((64, False, 2048), pytest.approx(240 / 220))]


def test_exact_with_the_forwards_factors_is_its_own_column(tmp_path, capsys, monkeypatch):
    # --given-kv-stats records carry a note but are the autograd path's exact mode: kept, as
    # "exact given", beside (not instead of) the exact run that computes its factors.
    given = rec("dash", "exact", 245, "c1", kv_stats_given=True, note="exact with the K/V factors given")
    loaded, _ = tables.load([write(tmp_path, sweep("c1") + [given])], "c1")
    c = tables.configs(loaded)[(64, False, 2048)]
    assert c["dash"]["exact"] == 230 and c["dash"]["exact given"] == 245
    r = tables.ratios(c)
    assert r["exact given/unordered"] == pytest.approx(245 / 250)
    assert r["exact given/best"] == pytest.approx(245 / 240)
    monkeypatch.setattr(sys, "argv", ["tables.py", write(tmp_path, sweep("c1") + [given])])
    tables.main()
    out = capsys.readouterr().out
    assert "| exact given | exact given / unordered |" in out and "| 245 | 0.98 | 1.02 |" in out
    assert "exact given/unordered: 0.980-0.980" in out
