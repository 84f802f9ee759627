#pragma once
// The backward's call, inside the library: the problem's derived quantities, and a launch as a
// plan plus the kernel's parameters. bwd_api.cu builds and runs launches; the test hooks
// (test_hooks.cpp, test builds only) change a prepared launch before it runs.
#include <cuda_runtime.h>

#include <cstdint>
#include <string>

#include "bwd_instances.hpp"
#include "dash/bwd_api.hpp"
#include "dash/kernels/sm90/bwd/instance.hpp"
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"
#include "workspace.hpp"

namespace dash::bwd_detail {

Status invalid(std::string m);
Status unsupported(std::string m);
Status cuda_error(const char* what, cudaError_t e);

// Tile shape of the kernel that serves the call (the tile table's row): Q rows of a step / dQ tile.
int block_m(const BwdParams& p);
int block_n(const BwdParams& p);
// V's (and O's, dO's, dV's) head dim: head_dim_v, 0 meaning head_dim's.
int64_t head_dim_v_of(const BwdParams& p);
// The instance the plan's key names (the instance table, bwd_api.cu).
sm90::bwd::BwdInstance pick_instance(const BwdKernelKey& key);
// The instance and extension a validated call runs (BwdPlan::kernel).
BwdKernelKey kernel_key_of(const BwdParams& p);
// Which backward kernel serves a validated call (kernel_key_of's kernel), and whether kernel v2
// computes it (the test hook may run it there).
BwdKernel kernel_of(const BwdParams& p);
bool v2_computes(const BwdParams& p);
// How the tasks of the call's schedule are taken (given its geometry_of and schedule_of, or
// deriving them), and the claims kernel k takes for them.
TaskClaims schedule_claims_of(const BwdParams& p, const Geometry& g, ScheduleKind kind);
TaskClaims schedule_claims_of(const BwdParams& p);
TaskClaims claims_of(BwdKernel k, TaskClaims claims);
bool packed(const BwdParams& p);
// Q tiles of the per-tile workspaces per (batch entry, head).
int64_t q_tiles_of(const BwdParams& p);
WorkspaceLayout layout_of(const BwdParams& p);
// The problem as the kernels' Schedule sees it, the mask resolved (plan/window.hpp).
Geometry geometry_of(const BwdParams& p);
// Whether a whole KV tile sees no query row: such a call's tasks are always claimed.
bool has_unseen_kv_tile(const Geometry& g);
// The task order: the caller's, or `auto`'s for the mode.
ScheduleKind schedule_of(const BwdParams& p);

// A validated call, ready to run: what the plan decided and the kernel's parameters, which
// carry those decisions verbatim.
struct BwdLaunch {
  BwdPlan plan;
  sm90::bwd::BwdKernelParams kernel{};
};

// The kernels' parameters of a validated call and its plan on `workspace` (layout_of's parts),
// group by group (params.hpp): the one place they are filled.
sm90::bwd::BwdKernelParams to_params(BwdParams const& p, BwdPlan const& plan, char* workspace, int* error_mailbox);

// Validates, plans and fills the kernel's parameters for `workspace`; reports an earlier call's
// device failure instead of preparing a new one.
Status prepare_launch(BwdParams const& p, void* workspace, size_t workspace_bytes, BwdLaunch* launch);
Status run_launch(BwdLaunch const& launch, CUstream_st* stream);

}  // namespace dash::bwd_detail
