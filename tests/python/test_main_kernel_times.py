"""bench/main_kernel_times.py (main-kernel times from Nsight Compute's CSV): no GPU."""
import os
import sys

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
import main_kernel_times  # noqa: E402

HEADER = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size",'
          '"Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"')


def row(i, kernel, unit, value, metric="gpu__time_duration.sum"):
    return (f'"{i}","77","bench","host","{kernel}","1","7","(384, 1, 1)","(132, 1, 1)","0","9.0",'
            f'"Command line profiler metrics","{metric}","{unit}","{value}"')


def test_launch_times_in_ms_whatever_the_unit():
    text = "\n".join([
        "==PROF== Connected to process 77",
        "R impl=fa3 hdim=128 ...",  # the program's own output is not CSV
        HEADER,
        row(0, "bwd_main_kernel<A>", "msecond", "2.06"),
        row(1, "bwd_main_kernel<A>", "usecond", "2,061.50"),
        row(2, "bwd_main_kernel<A>", "nsecond", "2060000"),
        row(3, "bwd_main_kernel<A>", "us", "2,059.00"),  # the short units of Nsight Compute 2025+
        row(4, "bwd_main_kernel<A>", "ns", "2058000"),
        row(5, "bwd_main_kernel<A>", "", "5", metric="sm__cycles_elapsed.avg"),  # another metric
        "==PROF== Disconnected from process 77",
    ])
    got = main_kernel_times.parse_ncu_csv(text)
    assert [k for k, _ in got] == ["bwd_main_kernel<A>"] * 5
    assert [round(ms, 4) for _, ms in got] == [2.06, 2.0615, 2.06, 2.059, 2.058]


def test_configs_name_head_dim_mask_and_length():
    assert main_kernel_times.parse_config("128c8192") == (128, True, 8192)
    assert main_kernel_times.parse_config("64f2048") == (64, False, 2048)
