"""What an ELF file needs from the system it loads on, and whether a manylinux policy allows it.

Reads the dynamic section (DT_NEEDED), the dynamic symbols and their version needs
(.gnu.version / .gnu.version_r) of 64-bit little-endian ELF files, in Python alone, so that the
build backend needs no binutils. A library loads only where every version it needs
(GLIBC_2.34, GLIBCXX_3.4.30, ...) is defined, so the newest needed version of each family is the
oldest system it can load on.

  python3 python/build_backend/abi_check.py [--glibc 2.28] PATH...

PATH: an ELF file, a folder (every ELF file under it) or a wheel (every ELF member). Prints each
file's libraries and newest versions; exits 1, naming the symbols, when one exceeds the policy:
manylinux_2_28 by default (docs/packaging.md), the policy of PyTorch's and FlashAttention-3's
wheels.
"""
import argparse
import os
import re
import struct
import sys
import zipfile

# manylinux_2_28 (x86_64), as PEP 600 defines it through AlmaLinux 8 / RHEL 8: glibc 2.28 and
# the gcc 8 runtime (libstdc++ GLIBCXX_3.4.25, CXXABI_1.3.11; libgcc_s GCC_7.0.0). The
# libraries a manylinux wheel may need from the system; anything else it must carry.
MANYLINUX_2_28 = {"GLIBC": (2, 28), "GLIBCXX": (3, 4, 25), "CXXABI": (1, 3, 11), "GCC": (7, 0, 0)}
SYSTEM_LIBRARIES = {"libc.so.6", "libm.so.6", "libdl.so.2", "librt.so.1", "libpthread.so.0",
                    "libutil.so.1", "libresolv.so.2", "libnsl.so.1", "libgcc_s.so.1", "libstdc++.so.6",
                    "ld-linux-x86-64.so.2"}
_VERSION = re.compile(r"^(GLIBC|GLIBCXX|CXXABI|GCC)_(\d+(?:\.\d+)*)$")

SHT_DYNSYM, SHT_DYNAMIC = 11, 6
SHT_GNU_VERNEED, SHT_GNU_VERSYM = 0x6FFFFFFE, 0x6FFFFFFF
DT_NEEDED = 1
STB_WEAK = 2


class ElfNeeds:
    """needed: DT_NEEDED libraries; versions: {(family, version tuple)}; symbols: [(name,
    version string or None, library or None, weak)] for every undefined dynamic symbol."""

    def __init__(self, needed, symbols):
        self.needed = needed
        self.symbols = symbols

    def newest(self, family):
        found = [_parse(v)[1] for _, v, _, _ in self.symbols if v and _parse(v) and _parse(v)[0] == family]
        return max(found) if found else None


def _parse(version):
    m = _VERSION.match(version)
    return (m.group(1), tuple(int(x) for x in m.group(2).split("."))) if m else None


def is_elf(data):
    return data[:4] == b"\x7fELF"


def read_needs(data):
    """The ElfNeeds of an ELF file's bytes (ELF64, little-endian)."""
    if not is_elf(data) or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    if shnum == 0:  # the sections are where the needs are read from; none would read as "needs nothing"
        raise ValueError("no section headers: its needs cannot be read")
    sections = []
    for i in range(shnum):
        _name, stype, _flags, _addr, off, size, link, _info, _align, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", data, shoff + i * shentsize)
        sections.append((stype, off, size, link, entsize))

    def strtab(index):
        return sections[index][1]

    def cstr(base, off):
        end = data.index(b"\x00", base + off)
        return data[base + off:end].decode()

    needed, versions = [], {}
    by_type = {}
    for stype, off, size, link, entsize in sections:
        by_type.setdefault(stype, (off, size, link, entsize))
    if SHT_DYNAMIC in by_type:
        off, size, link, _ = by_type[SHT_DYNAMIC]
        for pos in range(off, off + size, 16):
            tag, val = struct.unpack_from("<qQ", data, pos)
            if tag == 0:
                break
            if tag == DT_NEEDED:
                needed.append(cstr(strtab(link), val))
    if SHT_GNU_VERNEED in by_type:
        off, _size, link, _ = by_type[SHT_GNU_VERNEED]
        pos = off
        while True:
            _ver, cnt, vn_file, vn_aux, vn_next = struct.unpack_from("<HHIII", data, pos)
            library = cstr(strtab(link), vn_file)
            aux = pos + vn_aux
            for _ in range(cnt):
                _hash, _flags, other, name, next_aux = struct.unpack_from("<IHHII", data, aux)
                versions[other] = (cstr(strtab(link), name), library)
                aux += next_aux
            if vn_next == 0:
                break
            pos += vn_next
    symbols = []
    if SHT_DYNSYM in by_type:
        off, size, link, entsize = by_type[SHT_DYNSYM]
        versym = by_type.get(SHT_GNU_VERSYM)
        for i in range(1, size // entsize):
            name, info, _other, shndx, _value, _size = struct.unpack_from("<IBBHQQ", data, off + i * entsize)
            if shndx != 0:  # defined here
                continue
            index = struct.unpack_from("<H", data, versym[0] + 2 * i)[0] & 0x7FFF if versym else 1
            version, library = versions.get(index, (None, None))
            symbols.append((cstr(strtab(link), name), version, library, info >> 4 == STB_WEAK))
    return ElfNeeds(needed, symbols)


def problems(needs, caps=MANYLINUX_2_28):
    """Why an ELF file with these needs breaks a manylinux policy (an empty list: it does not):
    a library that is not a system library, an unversioned or private symbol reference, or a
    version newer than its family's cap in caps (a family not in caps has no cap)."""
    out = [f"needs {lib}, which is not a system library of manylinux"
           for lib in needs.needed if lib not in SYSTEM_LIBRARIES]
    too_new = {}
    for name, version, library, weak in needs.symbols:
        if version is None:
            # Every system library versions its symbols: an unversioned reference binds to
            # whatever defines the name, and to nothing on a glibc without it.
            if not weak:
                out.append(f"{name}: an undefined symbol without a version")
            continue
        parsed = _parse(version)
        if parsed is None:  # GLIBC_PRIVATE, GLIBC_ABI_DT_RELR (glibc 2.36), ...
            out.append(f"{name}@{version} ({library}): not a version a manylinux system provides")
        elif parsed[0] in caps and parsed[1] > caps[parsed[0]]:
            too_new.setdefault(version, []).append(name)
    for version in sorted(too_new, key=lambda v: _parse(v)):
        cap = ".".join(map(str, caps[_parse(version)[0]]))
        out.append(f"{version} > {_parse(version)[0]}_{cap}: {', '.join(sorted(too_new[version]))}")
    return out


def describe(needs):
    parts = []
    for family in ("GLIBC", "GLIBCXX", "CXXABI", "GCC"):
        v = needs.newest(family)
        parts.append(f"{family} {'.'.join(map(str, v)) if v else '-'}")
    return f"needs {' '.join(needs.needed) or '-'}; newest {', '.join(parts)}"


def elf_files(path):
    """(name, bytes) of every ELF file at path: a file, a folder (links under it are not
    followed) or a wheel."""
    if os.path.isdir(path):
        for dirpath, _, names in sorted(os.walk(path)):
            for n in sorted(names):
                if not os.path.islink(os.path.join(dirpath, n)):
                    yield from elf_files(os.path.join(dirpath, n))
    elif zipfile.is_zipfile(path) and path.endswith(".whl"):
        with zipfile.ZipFile(path) as z:
            for n in z.namelist():
                data = z.read(n)
                if is_elf(data):
                    yield f"{path}:{n}", data
    else:
        with open(path, "rb") as f:
            data = f.read()
        if is_elf(data):
            yield path, data


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--glibc", default="2.28", help="the newest GLIBC version allowed (default 2.28)")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args(argv)
    glibc = tuple(int(x) for x in args.glibc.split("."))
    failed = count = 0
    for path in args.paths:
        files = list(elf_files(path))
        if not files:
            print(f"{path}: no ELF file")
            failed += 1
        for name, data in files:
            count += 1
            needs = read_needs(data)
            bad = problems(needs, caps=dict(MANYLINUX_2_28, GLIBC=glibc))
            print(f"{name}: {describe(needs)}")
            for line in bad:
                print(f"  over manylinux_2_{glibc[1]}: {line}")
            failed += bool(bad)
    print(f"{count} ELF files, {failed} over the policy (glibc {args.glibc})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
