#!/usr/bin/env bash
# Installs the glibc floor that libdash links against (docs/packaging.md): the glibc 2.31
# libraries of Debian 11 (bullseye), the oldest Debian release its mirror still serves, in the
# pre-2.34 layout (pthread, dl and rt functions in their own libraries, as on glibc 2.28).
# Linked against them, libdash needs no symbol version newer than what it uses from them, and
# python/build_backend/abi_check.py holds it to glibc 2.28 (manylinux_2_28).
#
#   bash scripts/glibc_floor.sh [DIR]     (default: .deps/glibc-floor; idempotent)
#
# DIR/lib      libc.so.6, libm.so.6, libpthread.so.0, libdl.so.2, librt.so.1,
#              ld-linux-x86-64.so.2, libc_nonshared.a and the link names (libc.so, ...)
#              that `-L DIR/lib` makes the linker take instead of this machine's
# DIR/runtime  bullseye's libgcc_s.so.1 (gcc 10): with DIR/lib, what a program needs to run
#              under glibc 2.31's loader (the abi_floor_runs test)
# DIR/SOURCE   the packages and their SHA256
#
# The packages come from the Debian mirror of this machine's apt sources, through apt-get with a private configuration
# (this machine's apt sources and state are not touched); apt checks them against bullseye's
# signed release file (debian-archive-keyring). Needs apt-get and dpkg-deb, and the network
# only the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-.deps/glibc-floor}
PACKAGES=(libc6 libc6-dev libgcc-s1)
if [ -f "$DIR/SOURCE" ] && [ -f "$DIR/lib/libc.so" ] && [ -f "$DIR/runtime/libgcc_s.so.1" ]; then
  exit 0
fi
command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null ||
  { echo "glibc_floor.sh: needs apt-get and dpkg-deb (a Debian or Ubuntu machine)" >&2; exit 1; }
KEYRING=/usr/share/keyrings/debian-archive-bullseye-stable.gpg
[ -f "$KEYRING" ] || { echo "glibc_floor.sh: $KEYRING is missing (apt-get install debian-archive-keyring)" >&2; exit 1; }

# The Debian mirror this machine's apt uses for its own release (bullseye is on the same mirror).
mirror=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' | awk '$2 !~ /-/ {print $1; exit}')
[ -n "$mirror" ] || { echo "glibc_floor.sh: no Debian mirror in this machine's apt sources" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/lists/partial" "$tmp/cache/archives/partial" "$tmp/debs" "$tmp/root"
echo "deb [arch=amd64 signed-by=$KEYRING] ${mirror%/} bullseye main" > "$tmp/sources.list"
apt_opts=(-q -o "Dir::Etc::SourceList=$tmp/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$tmp/lists" -o "Dir::Cache=$tmp/cache" -o Dir::State::Status=/dev/null
          -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null
          -o APT::Architecture=amd64 -o APT::Sandbox::User=root)
apt-get "${apt_opts[@]}" update >/dev/null
(cd "$tmp/debs" && apt-get "${apt_opts[@]}" download "${PACKAGES[@]/%/:amd64}" >/dev/null)
for deb in "$tmp"/debs/*.deb; do dpkg-deb -x "$deb" "$tmp/root"; done

rm -rf "$DIR.new"
mkdir -p "$DIR.new/lib" "$DIR.new/runtime"
src=$tmp/root/lib/x86_64-linux-gnu
for f in libc.so.6 libm.so.6 libpthread.so.0 libdl.so.2 librt.so.1 ld-linux-x86-64.so.2; do
  cp -L "$src/$f" "$DIR.new/lib/$f"
done
cp "$tmp/root/usr/lib/x86_64-linux-gnu/libc_nonshared.a" "$DIR.new/lib/"
cp -L "$src/libgcc_s.so.1" "$DIR.new/runtime/"
# The link names. Debian's libc.so names absolute paths of this machine; this one names the
# files beside it, which the linker finds through -L DIR/lib. libc_nonshared.a (2.31) brings
# the stat family as wrappers of __xstat and friends (glibc < 2.33 has no stat symbols).
cat > "$DIR.new/lib/libc.so" <<'EOF'
/* GNU ld script: glibc 2.31 (Debian 11), the libdash floor (scripts/glibc_floor.sh) */
OUTPUT_FORMAT(elf64-x86-64)
GROUP ( libc.so.6 libc_nonshared.a AS_NEEDED ( ld-linux-x86-64.so.2 ) )
EOF
for l in libm.so.6 libpthread.so.0 libdl.so.2 librt.so.1; do ln -s "$l" "$DIR.new/lib/${l%.*}"; done
{
  echo "Debian 11 (bullseye) amd64, fetched $(date -u +%Y-%m-%d)"
  (cd "$tmp/debs" && sha256sum ./*.deb | sed 's| \./| |')
} > "$DIR.new/SOURCE"
rm -rf "$DIR"
mv "$DIR.new" "$DIR"
echo "glibc_floor.sh: $(sed -n '2,$p' "$DIR/SOURCE" | awk '{print $2}' | tr '\n' ' ')-> $DIR"
