"""The fuzz test of dash's attention: seeded random problems (shapes, GQA ratios, dtypes, head
dims, masks, layouts, magnitudes, softmax scales, every mode and schedule) against a float64
reference, with FlashAttention-3's tolerance rule and a bitwise repeat for the deterministic
modes. Each case runs in a worker process under a timeout, so that a hang or a crash is
reported and counted, never waited on.

    python3 tests/fuzz/fuzz.py --cases 2000 --seed 1 --commit <commit> [--out FILE]

prints one line per failure and a summary record (op "fuzz": cases, failed, hangs, crashes,
seed, commit). It needs a Hopper GPU; the generator, the references, the tolerance rule and
the harness are tested on the CPU (tests/python/test_fuzz_cpu.py)."""
import argparse
import json
import math
import os
import random
import select
import subprocess
import sys
import time

SCHEDULES_FULL = ("auto", "fa3", "spt", "descending", "shift", "exact")
SCHEDULES_CAUSAL = ("auto", "fa3", "spt", "descending", "symmetric_shift", "exact")
# Lengths near the kernels' tile edges (64 / 128 rows) and primes, besides random ones.
EDGE_LENGTHS = (1, 2, 63, 64, 65, 127, 128, 129, 191, 255, 256, 257, 383, 384, 385, 509, 521, 1021, 2039, 4093)
MAX_SCORE_ELEMENTS = 24_000_000  # batch * heads * seqlen_q * seqlen_k: the references' memory


# ------------------------------------------------------------------------------------------
# The generator: a pure function of (seed, index).
def make_case(seed, index):
    r = random.Random(f"dash-fuzz/{seed}/{index}")
    length = lambda: r.choice(EDGE_LENGTHS) if r.random() < 0.4 else r.randint(1, 5000)  # noqa: E731
    sq, sk = length(), length()
    if r.random() < 0.3:
        sk = sq
    head_dim = r.choice((64, 128))
    heads_kv = r.choice((1, 1, 2, 3, 4))
    group = r.choice((1, 1, 2, 3, 4, 8, 12))
    batch = r.randint(1, 3)
    # Keep the references' score matrices bounded: fewer batches, then fewer heads, then shorter.
    too_big = lambda: batch * heads_kv * group * sq * sk > MAX_SCORE_ELEMENTS  # noqa: E731
    while too_big() and batch > 1:
        batch -= 1
    while too_big() and group > 1:
        group //= 2
    while too_big() and heads_kv > 1:
        heads_kv -= 1
    while too_big():
        sq, sk = max(1, sq // 2), max(1, sk // 2)
    heads = heads_kv * group
    causal = r.random() < 0.5
    deterministic = r.random() < 0.85
    schedule = r.choice(SCHEDULES_CAUSAL if causal else SCHEDULES_FULL) if deterministic else \
        r.choice(("auto", "fa3", "shift" if not causal else "symmetric_shift"))
    magnitude = lambda: 10 ** r.uniform(-3, 2) if r.random() < 0.5 else 1.0  # noqa: E731
    case = {
        "index": index, "seed": seed, "batch": batch, "seqlen_q": sq, "seqlen_k": sk, "heads": heads,
        "heads_kv": heads_kv, "head_dim": head_dim, "dtype": r.choice(("bf16", "fp16")), "causal": causal,
        "deterministic": deterministic, "schedule": schedule,
        "layout": r.choice(("contiguous", "contiguous", "strided", "packed", "transposed")),
        "dout_layout": r.choice(("contiguous", "contiguous", "strided", "stride0")),
        "mag_q": magnitude(), "mag_k": magnitude(), "mag_v": magnitude(), "mag_dout": magnitude(),
        "softmax_scale": None if r.random() < 0.5 else _scale(r.uniform(-6, 1)),
        "data_seed": r.randrange(2**31),
    }
    # Drawn last, so that the draws above are those of the seed before windows were fuzzed.
    case["window"] = (-1, -1)
    if r.random() < 0.3:
        left = r.choice((-1, 0, r.randint(0, 64), r.randint(0, sk)))
        right = r.choice((-1, 0, r.randint(0, 64), r.randint(0, sq))) if left >= 0 else r.choice((0, r.randint(0, sq)))
        case["window"] = (left, right)
        if schedule in ("shift", "symmetric_shift"):  # need a mask without a window
            case["schedule"] = "auto"
    case["softcap"] = r.uniform(2.0, 50.0) if r.random() < 0.2 else 0.0
    # Packed variable-length batches (flash_attn_varlen_func) in 20% of cases, drawn last too:
    # sequence lengths with 0, 1 and the tile edges, keys as many as queries or drawn apart.
    case["varlen"] = None
    if r.random() < 0.2:
        n = r.randint(1, 8)
        seq = lambda: r.choice(EDGE_LENGTHS + (0, 0)) if r.random() < 0.4 else r.randint(0, 1500)  # noqa: E731
        lq = [seq() for _ in range(n)]
        lk = list(lq) if r.random() < 0.6 else [seq() for _ in range(n)]
        lq[0], lk[0] = max(lq[0], 1), max(lk[0], 1)  # rows in both tensors
        while case["heads"] * sum(a * b for a, b in zip(lq, lk)) > MAX_SCORE_ELEMENTS:
            lq, lk = [max(x // 2, 0) for x in lq], [max(x // 2, 0) for x in lk]
            lq[0], lk[0] = max(lq[0], 1), max(lk[0], 1)
        case["varlen"] = [lq, lk]
        # seqused_q / seqused_k in 30% of packed cases: each sequence uses a prefix of its rows.
        case["seqused"] = None
        if r.random() < 0.3:
            used = lambda ls: None if r.random() < 0.3 else [r.choice((n, r.randint(0, n))) for n in ls]  # noqa
            case["seqused"] = [used(lq), used(lk)]
        if case["schedule"] in ("shift", "symmetric_shift"):  # rank heads of equal length
            case["schedule"] = "auto"
    # The head dims past 64 and 128 in 25% of cases, drawn last too. Where the library has no
    # backward for them (dash_attn._checks.BACKWARD_HEAD_DIMS) the case checks the forward and
    # that the backward refuses them.
    case["head_dim_v"] = case["head_dim"]
    if r.random() < 0.25:
        case["head_dim"], case["head_dim_v"] = r.choice(((96, 96), (192, 192), (192, 128), (256, 256)))
    return case


def unseen_kv_tile(sq, sk, causal, window, block_n=128):
    """Whether a whole tile of block_n keys is seen by no query row (a window with seqlen_q !=
    seqlen_k): the backward's tasks without steps, whose keys' dK / dV are zero."""
    if window == (-1, -1):
        return False
    seen = visible(sq, sk, causal, window, "cpu").any(dim=0)
    return any(not bool(seen[j:j + block_n].any()) for j in range(0, sk, block_n))


def _scale(exponent):
    """10^exponent, or exactly 0 for the lowest 1/70 of the exponents (a scale dash takes as
    FlashAttention-3 does); one draw either way, so that a seed's later draws do not move."""
    return 0.0 if exponent < -5.9 else 10 ** exponent


# ------------------------------------------------------------------------------------------
# References, written out as a flash kernel computes: scores in fp32 (or fp64), P and dS
# rounded to the input dtype before the matrix products that take them, and the outputs
# returned in the input dtype, as the kernel returns them (FlashAttention-3's same-precision
# reference is computed in the dtype end to end); round_to=None: no rounding, the float64 oracle.
# Bottom-right causal; rows that see no key: out = 0, lse = -inf.
def visible(sq, sk, causal, window, device):
    """(sq, sk) bool: query row r sees key c (bottom-right aligned; window = FlashAttention-3's
    window_size, a negative side unbounded; causal is the right side at 0)."""
    import torch
    rows = torch.arange(sq, device=device)[:, None]
    cols = torch.arange(sk, device=device)[None, :]
    left, right = window
    right = 0 if causal else right
    seen = torch.ones(sq, sk, dtype=torch.bool, device=device)
    if right >= 0:
        seen &= cols <= rows + sk - sq + right
    if left >= 0:
        seen &= cols >= rows + sk - sq - left
    return seen


def attention_fwd_bwd(q, k, v, dout, causal, scale, work, round_to, out_given=None, window=(-1, -1), softcap=0.0,
                      dlse=None):
    import torch
    b, sq, h, d = q.shape
    sk, hkv = k.shape[1], k.shape[2]
    g = h // hkv
    rnd = (lambda x: x.to(round_to).to(work)) if round_to is not None else (lambda x: x)
    qf = q.to(work).transpose(1, 2)
    kf = k.to(work).transpose(1, 2).repeat_interleave(g, dim=1)
    vf = v.to(work).transpose(1, 2).repeat_interleave(g, dim=1)
    dof = dout.to(work).transpose(1, 2)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * scale
    if softcap > 0:  # FlashAttention's logit softcap: cap * tanh(s / cap), its slope 1 - tanh^2
        t = torch.tanh(s / softcap)
        s = softcap * t
    if causal or window != (-1, -1):
        s = s.masked_fill(~visible(sq, sk, causal, window, q.device), float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    p = torch.nan_to_num(torch.exp(s - lse[..., None]), nan=0.0)
    out = torch.matmul(rnd(p), vf)
    outr = rnd(out)
    dp = torch.matmul(dof, vf.transpose(-1, -2))
    # out_given: the O a backward under test is handed (its forward's); D = rowsum(dO * O) then
    # takes that O, as the backward does. With its own rounded O instead, a same-precision
    # reference differs from the backward by the two O's roundings alone, and FA3's factor of 2
    # fails small problems by chance (a 9 x 9 one: 6% of seeds in a CPU model,
    # docs/numerics-limits.md).
    od = out_given.to(work).transpose(1, 2) if out_given is not None else outr
    delta = (dof * od).sum(-1, keepdim=True)
    if dlse is not None:  # a loss on the LSE too (b, h, sq): d lse_i / d s_ij = p_ij
        delta = delta - dlse.to(work)[..., None]
    ds = p * (dp - delta)
    if softcap > 0:
        ds = ds * (1 - t * t)
    dq = torch.matmul(rnd(ds), kf) * scale
    dk = (torch.matmul(rnd(ds).transpose(-1, -2), qf) * scale)
    dv = torch.matmul(rnd(p).transpose(-1, -2), dof)
    dk = dk.reshape(b, hkv, g, sk, d).sum(2)
    dv = dv.reshape(b, hkv, g, sk, v.shape[3]).sum(2)
    t = lambda x: x.transpose(1, 2)  # noqa: E731
    result = {"out": t(rnd(out)), "dq": t(rnd(dq)), "dk": t(rnd(dk)), "dv": t(rnd(dv))}
    if round_to is None:
        result["noise"] = _fp32_noise(p, qf, kf, vf, dof, od, scale, g)
    return result


def _fp32_noise(p, qf, kf, vf, dof, of, scale, g):
    """Per output, the fp32 rounding noise a correct kernel may leave where its terms cancel:
    sqrt(d) * 2^-24 (the typical relative error of an fp32 dot product of length d) times the
    largest sum of the terms' magnitudes. dS = P (dP - D) subtracts two length-d dot products
    that are equal for a row that sees one key (dQ and dK are then exactly 0); the tensor
    cores' fp32 sums round differently from the preprocessing's D, so the kernel's dS is fp32
    noise there, and a same-precision reference's own fp32 sums leave noise of another size:
    FlashAttention-3's rule (2x that error, atol at the exact output's magnitude) has no scale
    at an exact 0. For an output that does not cancel the allowance is below a tenth of the
    rule's 2x same-precision error (both dtypes, 64-4000 tokens; docs/numerics-limits.md), and a
    dropped or doubled term errs by one term's size, >= 1/seqlen of the sum, far above it."""
    import torch
    b, h, _, d = qf.shape
    gamma = math.sqrt(d) * 2.0 ** -24
    ds_mag = p * (torch.matmul(dof.abs(), vf.abs().transpose(-1, -2)) + (dof.abs() * of.abs()).sum(-1, keepdim=True))
    terms = {
        "out": torch.matmul(p, vf.abs()),
        "dq": torch.matmul(ds_mag, kf.abs()) * abs(scale),
        "dk": (torch.matmul(ds_mag.transpose(-1, -2), qf.abs()) * abs(scale)).reshape(b, h // g, g, -1, d).sum(2),
        "dv": torch.matmul(p.transpose(-1, -2), dof.abs()).reshape(b, h // g, g, -1, vf.shape[-1]).sum(2),
    }
    return {name: gamma * (x.max().item() if x.numel() else 0.0) for name, x in terms.items()}


def tolerance_failures(got, ref, pt, dtype, names=("out", "dq", "dk", "dv")):
    """FlashAttention-3's rule per output: max|got - ref| <= 2 max|pt - ref| + atol, atol twice
    the dtype's rounding noise at the reference's magnitude (ref + 0.3 - 0.3 - ref in the
    dtype) plus, from a float64 oracle's "noise", the fp32 noise where the output's terms
    cancel (_fp32_noise). An output whose exact value lies beyond the dtype's range is that
    infinity (as it is in pt), and so may be one within the bound of the dtype's overflow
    threshold (the largest finite value plus half its ulp): the rule allows that error, and
    rounding turns it into an infinity. NaN anywhere, or Inf elsewhere or with the other sign,
    fails. Infinities count as the dtype's largest finite value in the errors. Returns the
    failing outputs' reports."""
    import torch
    fails = []
    big = torch.finfo(dtype).max
    overflow_at = big + torch.finfo(dtype).eps * 2.0 ** math.floor(math.log2(big)) / 2
    for name in names:
        g, r, p = got[name].double(), ref[name].double(), pt[name].double()
        if not r.numel():
            continue
        if torch.isnan(g).any():
            fails.append(f"{name}: {int(torch.isnan(g).sum())} NaN")
            continue
        rd = r.to(dtype).double().clamp(-big, big).to(dtype)
        atol = 2 * (rd + 0.3 - 0.3 - rd).abs().max().item() + ref.get("noise", {}).get(name, 0.0)
        bound = 2 * (p.clamp(-big, big) - r).abs().max().item() + atol
        reachable = (r.abs() + bound >= overflow_at) & (torch.sign(g) == torch.sign(r))
        bad = torch.isinf(g) & ~reachable
        if bad.any():
            fails.append(f"{name}: {int(bad.sum())} non-finite where the exact value fits the dtype")
            continue
        err = (g.clamp(-big, big) - r).abs().max().item()
        if not err <= bound:
            fails.append(f"{name}: max err {err:.3e} > bound {bound:.3e}")
    return fails


# ------------------------------------------------------------------------------------------
# One case on the GPU (the worker).
def _tensors(case):
    import torch
    dt = torch.bfloat16 if case["dtype"] == "bf16" else torch.float16
    gen = torch.Generator(device="cuda").manual_seed(case["data_seed"])
    b, sq, sk, h, hkv, d = (case[x] for x in ("batch", "seqlen_q", "seqlen_k", "heads", "heads_kv", "head_dim"))
    dv = head_dim_v(case)
    rn = lambda *s: torch.randn(*s, device="cuda", dtype=torch.float32, generator=gen)  # noqa: E731
    lay = case["layout"]
    if lay == "packed" and sq == sk and h == hkv and d == dv:
        qkv = (rn(b, sq, 3, h, d) * torch.tensor([case["mag_q"], case["mag_k"], case["mag_v"]],
                                                 device="cuda")[None, None, :, None, None]).to(dt)
        q, k, v = qkv.unbind(2)
    else:
        q = (rn(b, sq, h, d) * case["mag_q"]).to(dt)
        k = (rn(b, sk, hkv, d) * case["mag_k"]).to(dt)
        v = (rn(b, sk, hkv, dv) * case["mag_v"]).to(dt)
        if lay == "strided":  # padded heads and rows
            q, k, v = (torch.zeros(t.shape[0], t.shape[1] + 3, t.shape[2], t.shape[3] + 24, device="cuda", dtype=dt)
                       [:, 1:t.shape[1] + 1, :, 8:t.shape[3] + 8].copy_(t) for t in (q, k, v))
        elif lay == "transposed":  # last dimension not contiguous: the package copies
            q, k, v = (t.transpose(1, 3).contiguous().transpose(1, 3) for t in (q, k, v))
    dout = (rn(b, sq, h, dv) * case["mag_dout"]).to(dt)
    if case["dout_layout"] == "strided":
        dout = torch.zeros(b, sq, h, dv + 8, device="cuda", dtype=dt)[..., :dv].copy_(dout)
    elif case["dout_layout"] == "stride0":
        dout = dout[:, :1].expand(b, sq, h, dv)
    return q, k, v, dout


def head_dim_v(case):
    """V's head dim (cases drawn before it was fuzzed have none: the head dim)."""
    return case.get("head_dim_v", case["head_dim"])


def has_backward(case):
    """Whether the library's backward takes the case's head dims."""
    from dash_attn._checks import has_backward as library_has_backward
    return library_has_backward(case["head_dim"], head_dim_v(case))


def backward_refusal(out, dout):
    """[] if the backward of a head dim without one raises the library's refusal, else why not."""
    try:
        out.backward(dout)
    except NotImplementedError as e:
        return [] if "its backward not yet" in str(e) else [f"backward refused, but not as expected: {e}"]
    return ["backward ran for head dims it has no kernels for"]


def run_varlen_case(case):
    """A packed batch: flash_attn_varlen_func against a reference per sequence."""
    import torch
    from dash_attn import flash_attn_varlen_func
    dt = torch.bfloat16 if case["dtype"] == "bf16" else torch.float16
    gen = torch.Generator(device="cuda").manual_seed(case["data_seed"])
    lq, lk = case["varlen"]
    h, hkv, d, dv = case["heads"], case["heads_kv"], case["head_dim"], head_dim_v(case)
    rn = lambda *s: torch.randn(*s, device="cuda", dtype=torch.float32, generator=gen)  # noqa: E731
    q, k, v = (rn(sum(lq), h, d) * case["mag_q"]).to(dt), (rn(sum(lk), hkv, d) * case["mag_k"]).to(dt), \
        (rn(sum(lk), hkv, dv) * case["mag_v"]).to(dt)
    dout = (rn(sum(lq), h, dv) * case["mag_dout"]).to(dt)
    offsets = lambda ls: torch.tensor([0] + [sum(ls[:i + 1]) for i in range(len(ls))], dtype=torch.int32,  # noqa
                                      device="cuda")
    cu_q, cu_k = offsets(lq), offsets(lk)
    scale = case["softmax_scale"] if case["softmax_scale"] is not None else 1.0 / math.sqrt(d)
    window, cap = tuple(case["window"]), case["softcap"]
    uq, uk = case.get("seqused") or (None, None)
    used = {name: None if u is None else torch.tensor(u, dtype=torch.int32, device="cuda")
            for name, u in (("seqused_q", uq), ("seqused_k", uk))}
    uq, uk = uq or lq, uk or lk
    # Query rows past a sequence's seqused_q: out is left unwritten there (compared nowhere).
    unwritten = torch.zeros(sum(lq), dtype=torch.bool, device="cuda")
    for b in range(len(lq)):
        unwritten[int(cu_q[b]) + uq[b]:int(cu_q[b + 1])] = True

    backward = has_backward(case)
    why = []

    def dash():
        leaves = [t.detach().requires_grad_() for t in (q, k, v)]
        out = flash_attn_varlen_func(*leaves, cu_q, cu_k, max(lq), max(lk), softmax_scale=case["softmax_scale"],
                                     causal=case["causal"], window_size=window, softcap=cap,
                                     deterministic=case["deterministic"], schedule=case["schedule"], **used)
        if not backward:
            why.extend(backward_refusal(out, dout))
            torch.cuda.synchronize()
            return {"out": out.detach().masked_fill(unwritten[:, None, None], 0)}
        out.backward(dout)
        torch.cuda.synchronize()
        out = out.detach().masked_fill(unwritten[:, None, None], 0)
        return {"out": out, "dq": leaves[0].grad, "dk": leaves[1].grad, "dv": leaves[2].grad}

    got = dash()
    if case["deterministic"]:
        again = dash()
        why += [f"{n}: not bitwise repeatable" for n in got if not torch.equal(got[n], again[n])]
    for b, (sq, sk) in enumerate(zip(uq, uk)):
        q0, k0 = int(cu_q[b]), int(cu_k[b])
        part = {"out": got["out"][None, q0:q0 + sq]}  # the forward alone where there is no backward
        if backward:
            rest = {"dq": got["dq"][q0 + sq:int(cu_q[b + 1])], "dk": got["dk"][k0 + sk:int(cu_k[b + 1])],
                    "dv": got["dv"][k0 + sk:int(cu_k[b + 1])]}  # rows past seqused: zero gradients
            why += [f"sequence {b}: {n} of unused rows not 0" for n, t in rest.items() if bool(t.ne(0).any())]
            part.update(dq=got["dq"][None, q0:q0 + sq], dk=got["dk"][None, k0:k0 + sk], dv=got["dv"][None, k0:k0 + sk])
        if sq == 0 or sk == 0:  # nothing attends: out and every gradient are 0
            why += [f"sequence {b}: {n} not 0" for n, t in part.items() if bool(t.ne(0).any())]
            continue
        qb, kb, vb, db = q[None, q0:q0 + sq], k[None, k0:k0 + sk], v[None, k0:k0 + sk], dout[None, q0:q0 + sq]
        ref = attention_fwd_bwd(qb, kb, vb, db, case["causal"], scale, torch.float64, None, window=window,
                                softcap=cap)
        pt = attention_fwd_bwd(qb, kb, vb, db, case["causal"], scale, torch.float32, dt, out_given=part["out"],
                               window=window, softcap=cap)
        why += [f"sequence {b}: {w}" for w in tolerance_failures(part, ref, pt, dt, tuple(part))]
    return {"ok": not why, "why": why}


def run_case(case):
    """Returns {"ok": bool, "why": [...]} for one case (needs a Hopper GPU)."""
    import torch
    from dash_attn import flash_attn_func
    if case.get("varlen"):
        return run_varlen_case(case)
    q, k, v, dout = _tensors(case)
    dt = q.dtype
    scale = case["softmax_scale"] if case["softmax_scale"] is not None else 1.0 / math.sqrt(case["head_dim"])

    backward = has_backward(case)
    why = []

    def dash():
        leaves = [t.detach().requires_grad_() for t in (q, k, v)]
        out = flash_attn_func(*leaves, softmax_scale=case["softmax_scale"], causal=case["causal"],
                              deterministic=case["deterministic"], schedule=case["schedule"], window_size=window,
                              softcap=case.get("softcap", 0.0))
        if not backward:  # the forward alone, and the backward's refusal
            why.extend(backward_refusal(out, dout))
            torch.cuda.synchronize()
            return {"out": out.detach()}
        out.backward(dout)
        torch.cuda.synchronize()
        return {"out": out.detach(), "dq": leaves[0].grad, "dk": leaves[1].grad, "dv": leaves[2].grad}

    window = tuple(case.get("window", (-1, -1)))
    got = dash()
    if case["deterministic"]:
        again = dash()
        for name in got:
            if not torch.equal(got[name], again[name]):
                why.append(f"{name}: not bitwise repeatable")
    cap = case.get("softcap", 0.0)
    ref = attention_fwd_bwd(q, k, v, dout, case["causal"], scale, torch.float64, None, window=window, softcap=cap)
    pt = attention_fwd_bwd(q, k, v, dout, case["causal"], scale, torch.float32, dt, out_given=got["out"],
                           window=window, softcap=cap)
    why += tolerance_failures(got, ref, pt, dt, tuple(got))
    return {"ok": not why, "why": why}


def worker():
    """Reads cases (JSON lines) on stdin, answers each with a result line on stdout."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if not os.environ.get("DASH_TEST_INSTALLED"):  # the sources and the build tree's library
        sys.path.insert(0, os.path.join(root, "python"))
        os.environ.setdefault("DASH_LIBRARY", os.path.join(root, "build", "src", "libdash.so"))
    fake = dict(x.split(":") for x in os.environ.get("DASH_FUZZ_FAKE", "").split(",") if x)
    if not fake:  # the imports and the library's load, before the first case's clock starts
        import torch  # noqa: F401
        import dash_attn  # noqa: F401
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        case = json.loads(line)
        i = str(case["index"])
        if fake:  # the harness's own tests: no GPU
            if fake.get(i) == "hang":
                time.sleep(3600)
            if fake.get(i) == "crash":
                os._exit(3)
            result = {"ok": fake.get(i) != "fail", "why": ["fake failure"] if fake.get(i) == "fail" else []}
        else:
            try:
                result = run_case(case)
            except Exception as e:  # a Python error is a failed case, not a crash of the run
                result = {"ok": False, "why": [f"{type(e).__name__}: {e}"]}
        print(json.dumps(result), flush=True)


# ------------------------------------------------------------------------------------------
# The parent: feeds cases to a worker, restarts it after a hang or a crash.
class _Worker:
    def __init__(self):
        self.p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        # The worker's start (interpreter, torch, the library) is not a case's time: on a busy
        # machine it alone could exceed a short timeout. A worker that dies while starting shows
        # as the first case's crash.
        self.p.stdout.readline()

    def run(self, case, timeout):
        """("ok" | "failed" | "hang" | "crash", reasons)."""
        try:
            self.p.stdin.write(json.dumps(case) + "\n")
            self.p.stdin.flush()
        except BrokenPipeError:  # it exited before the case
            return "crash", [f"worker exited with {self.p.wait()}"]
        ready, _, _ = select.select([self.p.stdout], [], [], timeout)
        if not ready:
            return "hang", [f"no answer within {timeout} s"]
        line = self.p.stdout.readline()
        if not line:
            return "crash", [f"worker exited with {self.p.wait()}"]
        r = json.loads(line)
        return ("ok" if r["ok"] else "failed"), r["why"]

    def kill(self):
        self.p.kill()
        self.p.wait()


def fuzz(cases, seed, timeout, first=0, log=print):
    counts = {"cases": 0, "failed": 0, "hangs": 0, "crashes": 0}
    w = _Worker()
    for i in range(first, first + cases):
        case = make_case(seed, i)
        status, why = w.run(case, timeout)
        counts["cases"] += 1
        if status != "ok":
            counts[{"failed": "failed", "hang": "hangs", "crash": "crashes"}[status]] += 1
            log(json.dumps({"fuzz_case": status, "why": why, **case}))
            if status in ("hang", "crash"):
                w.kill()
                w = _Worker()
    w.kill()
    return counts


def gpu_name():
    """The first GPU's name from nvidia-smi (this process never initialises CUDA: the cases run
    in worker processes); "" when there is none."""
    import subprocess
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                             text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    return out.splitlines()[0].strip() if out.strip() else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker", action="store_true")
    ap.add_argument("--cases", type=int, default=200)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--commit", default="unknown")
    ap.add_argument("--device", default="", help="the GPU's name for the record (default: nvidia-smi's)")
    ap.add_argument("--out", default="")
    a = ap.parse_args()
    if a.worker:
        worker()
        return 0
    counts = fuzz(a.cases, a.seed, a.timeout, a.first)
    rec = {"op": "fuzz", **counts, "seed": a.seed, "first": a.first, "commit": a.commit,
           "device": a.device or gpu_name(),
           "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "inputs": ("normal(0,1) x magnitudes 1e-3..1e2; softmax_scale 0 or 1e-6..10 or default; "
                      "sliding windows in 30% of cases, softcap in 20%, packed variable-length batches in 20% "
                      "(with seqused in 30% of those)")}
    print(json.dumps(rec))
    if a.out:
        with open(a.out, "a") as f:
            f.write(json.dumps(rec) + "\n")
    return 0 if counts["failed"] == counts["hangs"] == counts["crashes"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
