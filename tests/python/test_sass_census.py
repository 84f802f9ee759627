"""bench/sass_census.py (what one main-loop iteration executes, from cuobjdump's SASS): no GPU."""
import os
import sys

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
import sass_census  # noqa: E402


def line(addr, ins):
    return f"        /*{addr:04x}*/                   {ins} ;   /* 0x0000000000000000 */"


SASS = "\n".join([
    "\t\tFunction : kernel_a",
    line(0x00, "LDC R1, c[0x0][0x28]"),
    line(0x10, "STL [R1], R2"),                                        # a spill, outside the loops
    # The masked iteration: S (2 HGMMA), a wait, 2 EX2, dS store, then dQ (1 HGMMA) and a barrier.
    line(0x20, "WARPGROUP.ARRIVE"),
    line(0x30, "HGMMA.64x64x16.F32.BF16 R24, gdesc[UR4], RZ, !UPT"),
    line(0x40, "HGMMA.64x64x16.F32.BF16 R24, gdesc[UR8], R24"),
    line(0x50, "WARPGROUP.DEPBAR.LE gsb0, 0x0"),
    line(0x60, "MUFU.EX2 R3, R3"),
    line(0x70, "MUFU.EX2 R4, R4"),
    line(0x80, "STSM.16.MT88.4 [R5], R8"),
    line(0x90, "BAR.SYNC.DEFER_BLOCKING 0x1, 0x100"),
    line(0xa0, "HGMMA.64x128x16.F32.BF16 R56, gdesc[UR12], RZ, !UPT"),
    line(0xb0, "SYNCS.ARRIVE.TRANS64.RED.A1T0 RZ, [UR4+0x10], RZ"),
    line(0xc0, "@P0 BRA 0x20"),                                       # back edge: loop [0x20, 0xc0]
    # The plain iteration, a second loop; an outer loop holds both.
    line(0xd0, "HGMMA.64x64x16.F32.BF16 R24, gdesc[UR4], RZ, !UPT"),
    line(0xe0, "LDL R9, [R1]"),                                        # a spill inside the loop
    line(0xf0, "@!P1 BRA 0xd0"),                                      # loop [0xd0, 0xf0]
    line(0x100, "@P2 BRA 0x20"),                                      # outer loop [0x20, 0x100]
    line(0x110, "EXIT"),
    "\t\tFunction : kernel_b",
    line(0x00, "EXIT"),
])

RES = """ Function kernel_a:
  REG:168 STACK:24 SHARED:0 LOCAL:0 CONSTANT[0]:900 TEXTURE:0 SURFACE:0 SAMPLER:0
 Function kernel_b:
  REG:8 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:900 TEXTURE:0 SURFACE:0 SAMPLER:0
"""


def test_each_mma_loop_is_the_shortest_loop_holding_its_gemms():
    funcs = sass_census.parse_sass(SASS)
    assert set(funcs) == {"kernel_a", "kernel_b"}
    r = sass_census.kernel_report("kernel_a", funcs["kernel_a"], sass_census.parse_res_usage(RES))
    assert (r["registers"], r["stack"]) == (168, 24)
    assert r["spills"] == 2 and r["hgmma"] == 4
    masked, plain = r["mma_loops"]
    assert masked["range"] == ["0x20", "0xc0"] and plain["range"] == ["0xd0", "0xf0"]
    assert masked["instructions"] == 11 and masked["hgmma"] == 3
    assert masked["gemms"] == [["64x64x16", 2], ["64x128x16", 1]]  # a zero-initialised HGMMA starts a GEMM
    assert masked["wait_levels"] == ["gsb0, 0x0"]
    assert (masked["gemm_waits"], masked["gemm_fences"], masked["ex2"], masked["stsm"]) == (1, 1, 2, 1)
    assert (masked["named_barriers"], masked["mbarrier_ops"], masked["branches"]) == (1, 1, 1)
    assert "spills" not in masked
    assert plain["spills"] == 1 and plain["gemms"] == [["64x64x16", 1]]


def test_kernels_without_gemms_have_no_mma_loop():
    funcs = sass_census.parse_sass(SASS)
    r = sass_census.kernel_report("kernel_b", funcs["kernel_b"], sass_census.parse_res_usage(RES))
    assert r["hgmma"] == 0 and r["mma_loops"] == [] and r["registers"] == 8
