"""Data-parallel training reproduces its bits (examples/train_ddp.py run under torchrun): two runs
give the same losses and final parameters, also with one rank slowed before its backward (the
others' all-reduce kernels then wait on their SMs during their attention backward); and the
check can fail: dash's unordered dQ (deterministic=False) changes the bits.

The harness itself runs on the CPU (gloo, PyTorch's math attention, two ranks); with dash it
needs a Hopper GPU per rank (one rank on one GPU; DDP and FSDP2 across two GPUs), or gloo for two
ranks sharing one GPU."""
import os
import sys

import pytest

from helpers import needs_hopper, needs_torch, torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if torch is not None:  # the example imports torch
    sys.path.insert(0, os.path.join(ROOT, "examples"))
    try:
        import train_ddp
    finally:
        sys.path.pop(0)
TINY = ["--layers", "2", "--dim", "64", "--heads", "4", "--kv-heads", "2", "--seqlen", "64", "--batch", "2",
        "--vocab", "128"]


def run(nproc, *args):
    """Runs the example on nproc ranks; its JSON record."""
    p, rec = train_ddp.launch(nproc, args, timeout=900)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-12000:]
    return rec


def same_bits(a, b):
    return a["loss_hash"] == b["loss_hash"] and a["param_hash"] == b["param_hash"]


@needs_torch
def test_arguments_are_checked():
    for bad in (["--steps", "0"], ["--heads", "3"], ["--kv-heads", "3"], ["--attention", "dash", "--device", "cpu"],
                ["--wrapper", "zero"], ["--device", "cpu", "--attention", "sdpa", "--backend", "nccl"]):
        with pytest.raises(SystemExit):
            train_ddp.parse(bad)
    assert train_ddp.parse([]).deterministic and not train_ddp.parse(["--no-deterministic"]).deterministic
    assert train_ddp.parse([]).backend == "nccl"
    assert train_ddp.parse(["--device", "cpu", "--attention", "sdpa"]).backend == "gloo"


@needs_torch
def test_the_harness_on_the_cpu():
    args = ["--device", "cpu", "--attention", "sdpa", "--wrapper", "ddp", "--steps", "4", *TINY]
    a, b = run(2, *args), run(2, *args)
    assert same_bits(a, b), (a, b)
    slowed = run(2, *args, "--straggler-ms", "30")
    assert same_bits(a, slowed), (a, slowed)
    other_seed = run(2, *args, "--seed", "1")
    assert not same_bits(a, other_seed)  # the hashes do see the bits


@needs_torch
def test_fsdp2_on_the_cpu_shuts_down_cleanly():
    # FSDP2 over gloo used to abort at process exit now and then ("terminate called without an
    # active exception", exit -6, after its results were out): the example now frees the wrapped
    # model and destroys the process group before the interpreter finalizes.
    args = ["--device", "cpu", "--attention", "sdpa", "--wrapper", "fsdp2", "--steps", "3", *TINY]
    a, b = run(2, *args), run(2, *args)
    assert same_bits(a, b), (a, b)


def _dash_runs(nproc, wrapper, *extra, check_unordered=True):
    args = ["--wrapper", wrapper, "--steps", "20", "--seqlen", "2048", "--layers", "2", "--dim", "512",
            "--heads", "8", "--kv-heads", "2", "--batch", "4", *extra]
    a, b = run(nproc, *args), run(nproc, *args)
    assert same_bits(a, b), (a, b)
    if nproc > 1:
        slowed = run(nproc, *args, "--straggler-ms", "100")
        assert same_bits(a, slowed), (a, slowed)
    if not check_unordered:
        return
    # The unordered dQ must change the bits, or the checks above could not fail. Its partials
    # race only where two KV tiles' CTAs reach a dQ tile at nearly the same moment (causal: a
    # tile's contributors arrive steps apart), so one pair of runs can repeat its bits: up to
    # six runs, until two differ.
    hashes = set()
    for _ in range(6):
        r = run(nproc, *args, "--no-deterministic")
        hashes.add((r["loss_hash"], r["param_hash"]))
        if len(hashes) > 1:
            break
    assert len(hashes) > 1, "deterministic=False repeated its bits in six runs: the check could not fail here"


@needs_hopper
@pytest.mark.parametrize("wrapper", ["ddp", "fsdp2"])
def test_one_rank_on_one_gpu(wrapper):
    # That the unordered dQ changes the bits is a property of the attention, not of the wrapper:
    # checked once (DDP), which keeps the example's tests inside one GPU job.
    _dash_runs(1, wrapper, check_unordered=wrapper == "ddp")


@needs_hopper
def test_two_ranks_sharing_one_gpu():
    # gloo's all-reduce runs on the host, so this checks the multi-rank bits and the slowed rank,
    # not NCCL kernels beside the backward (test_two_gpus and tests/gpu_bwd/test_bwd_shared.cu).
    _dash_runs(2, "ddp", "--backend", "gloo")


@needs_hopper
@pytest.mark.skipif(torch is None or torch.cuda.device_count() < 2, reason="needs two GPUs")
@pytest.mark.parametrize("wrapper", ["ddp", "fsdp2"])
def test_two_gpus(wrapper):
    _dash_runs(2, wrapper)
