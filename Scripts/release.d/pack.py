#!/usr/bin/env python3
"""Writes dilint's release assets from one binary: the tarball, the SwiftPM artifact bundle and SHA256SUMS.

    pack.py BINARY VERSION OS ARCH TRIPLE OUTPUT_DIR

Every archive is deterministic: entries sorted, one fixed time stamp, owner root, fixed modes and
compression, no host name or file name in the gzip header. The same binary therefore gives the same
checksums on any machine, so a release can be rebuilt and compared with the one published.
"""
import gzip
import hashlib
import io
import json
import os
import sys
import tarfile
import zipfile

# 1980-01-01 00:00 UTC: the earliest time a zip entry can carry, used for both archives.
FIXED_TIME = 315532800
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def tree(binary, version, os_name, arch, triple):
    """The files of both archives, relative path → (bytes, mode), directories implied."""
    variant = f"dilint-{version}-{os_name}-{arch}"
    with open(binary, "rb") as handle:
        executable = handle.read()
    info = {
        "schemaVersion": "1.0",
        "artifacts": {
            "dilint": {
                "version": version,
                "type": "executable",
                "variants": [{"path": f"{variant}/bin/dilint", "supportedTriples": [triple]}],
            }
        },
    }
    bundle = {
        "dilint.artifactbundle/info.json": ((json.dumps(info, indent=2, sort_keys=True) + "\n").encode(), 0o644),
        f"dilint.artifactbundle/{variant}/bin/dilint": (executable, 0o755),
    }
    tarball = {f"{variant}/bin/dilint": (executable, 0o755)}
    return variant, tarball, bundle


def folders(paths):
    """Every folder above the files, so an archive lists each with its own fixed mode and time."""
    result = set()
    for path in paths:
        parts = path.split("/")[:-1]
        for end in range(1, len(parts) + 1):
            result.add("/".join(parts[:end]) + "/")
    return result


def write_tarball(files, destination):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for name in sorted(set(files) | folders(files)):
            entry = tarfile.TarInfo(name.rstrip("/"))
            entry.mtime, entry.uid, entry.gid, entry.uname, entry.gname = FIXED_TIME, 0, 0, "root", "root"
            if name.endswith("/"):
                entry.type, entry.mode = tarfile.DIRTYPE, 0o755
                archive.addfile(entry)
            else:
                data, entry.mode = files[name]
                entry.size = len(data)
                archive.addfile(entry, io.BytesIO(data))
    with open(destination, "wb") as handle:
        with gzip.GzipFile(filename="", mode="wb", fileobj=handle, mtime=0, compresslevel=6) as compressed:
            compressed.write(raw.getvalue())


def write_zip(files, destination):
    with zipfile.ZipFile(destination, "w") as archive:
        for name in sorted(set(files) | folders(files)):
            entry = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            entry.create_system = 3  # Unix, so unzip restores the modes below
            if name.endswith("/"):
                entry.external_attr = (0o40755 << 16) | 0x10
                archive.writestr(entry, b"")
            else:
                data, mode = files[name]
                entry.external_attr = (0o100000 | mode) << 16
                entry.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(entry, data, compresslevel=6)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def main():
    if len(sys.argv) != 7:
        sys.exit("usage: pack.py BINARY VERSION OS ARCH TRIPLE OUTPUT_DIR")
    binary, version, os_name, arch, triple, output = sys.argv[1:]
    variant, tarball, bundle = tree(binary, version, os_name, arch, triple)
    os.makedirs(output, exist_ok=True)
    assets = [f"{variant}.tar.gz", "dilint.artifactbundle.zip"]
    write_tarball(tarball, os.path.join(output, assets[0]))
    write_zip(bundle, os.path.join(output, assets[1]))
    # The format sha256sum and shasum write and check: the digest, two spaces, the file name.
    lines = "".join(f"{sha256(os.path.join(output, name))}  {name}\n" for name in sorted(assets))
    with open(os.path.join(output, "SHA256SUMS"), "w") as handle:
        handle.write(lines)
    for name in sorted(assets) + ["SHA256SUMS"]:
        print(os.path.join(output, name))


if __name__ == "__main__":
    main()
