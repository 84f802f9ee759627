"""bench/ncu_stalls.py (stall samples by stretch of SASS from an ncu source export): no GPU."""
import os
import sys

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
import ncu_stalls  # noqa: E402

HEADER = ['"Address"', '"Source"', '"Instructions Executed"', '"stall_long_sb"', '"stall_wait"',
          '"stall_long_sb (Not Issued)"']


def row(addr, src, executed, long_sb, wait):
    return f'"{addr}","{src}","{executed}","{long_sb}","{wait}","999"'


def export(tmp_path):
    lines = ['"Kernel Name","kernel_a",']
    lines.append(",".join(HEADER))
    lines += [row("0x0", "  LDC R1, c[0x0][0x28]", 8, 0, 1),
              row("0x10", "  SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R7+0x10], R2", 8, 0, 2),
              row("0x20", "  @!P0  BRA 0x100", 8, 30, 0),      # ends stretch 1 (the wait)
              row("0x30", "  HGMMA.64x64x16.F32.BF16 R56, gdesc[UR8], RZ", 8, 0, 5),
              row("0x40", "  FFMA R1, R2, R3, R4", 8, 0, 7),
              row("0x50", "  WARPGROUP.DEPBAR.LE gsb0, 0x0", 8, 40, 0),  # ends stretch 2
              row("0x60", "  NOP", 0, 0, 0),                    # never executed: skipped
              row("0x70", "  @P1  BRA 0x0", 3, 9, 0)]           # another role (3 warps)
    lines.append('"Kernel Name","kernel_b",')
    lines.append(",".join(HEADER))
    lines.append(row("0x0", "  EXIT", 1, 0, 4))
    p = tmp_path / "source.csv"
    p.write_text("\n".join(lines) + "\n")
    return str(p)


def test_blocks_stretches_and_shares(tmp_path):
    blocks = ncu_stalls.load(export(tmp_path))
    assert [name for name, _ in blocks] == ["kernel_a", "kernel_b"]
    rows = blocks[0][1]
    assert ncu_stalls.reasons(rows) == ["stall_long_sb", "stall_wait"]  # "(Not Issued)" columns left out
    total, by_reason, shown = ncu_stalls.summarize(rows, min_share=0.0)
    assert total == 1 + 2 + 30 + 5 + 7 + 40 + 9
    assert by_reason["long_sb"] == 79 and by_reason["wait"] == 15
    assert [(s["first"], s["last"], s["n"]) for s in shown] == [(0, 2, 3), (3, 5, 3), (7, 7, 1)]
    assert shown[1]["ops"]["HGMMA"] == 1 and shown[1]["ops"]["FFMA"] == 1
    assert shown[0]["ops"]["BRA"] == 1  # the predicate is not the opcode


def test_executed_filter_and_min_share(tmp_path):
    rows = ncu_stalls.load(export(tmp_path))[0][1]
    total, _, shown = ncu_stalls.summarize(rows, min_share=0.0, executed=8)
    assert total == 85 and [s["first"] for s in shown] == [0, 3]
    _, _, shown = ncu_stalls.summarize(rows, min_share=50.0, executed=8)
    assert [s["first"] for s in shown] == [3]  # 52 of 85 samples
