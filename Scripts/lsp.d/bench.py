"""Edit-to-diagnostics latency and memory of `dilint lsp` on a warm server (run by Scripts/bench).

usage: bench.py BINARY APP_DIR [--edits N] [--memory-edits M]

Opens a consumer file and a module file of a synthetic app, then makes N edits of four kinds in turn,
each timed from sending `didChange` to receiving `publishDiagnostics` for that version of the buffer:
  comment       a comment line added at the top of the consumer (no finding changes)
  body          a statement typed into a function body of the consumer
  request       an injected type renamed to one nobody registers (a new finding), then back
  registration  a module's registration deleted (findings in other files), then restored
Prints p50/p95 per kind and overall, then the server's resident memory after N edits and after M edits.
The server's default debounce (30 ms) is part of every figure, as an editor would see it.
--watching: the client takes the file watchers the server asks for (as VS Code, Zed and Helix do), so an
edit of a buffer reads no folder or file on disk again."""
import argparse
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from client import Client  # noqa: E402


def rss_megabytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def find_files(root):
    consumer = module = None
    for folder, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            path = os.path.join(folder, name)
            if not name.endswith(".swift"):
                continue
            text = open(path, encoding="utf-8").read()
            if consumer is None and re.search(r"@Inject (private )?var \w+: \w+", text) and "func load" in text:
                consumer = path
            if module is None and name.endswith("Module.swift") and "super.init {" in text:
                module = path
    if not consumer or not module:
        sys.exit("bench: no consumer or module file found in " + root)
    return consumer, module


class Buffer:
    def __init__(self, client, path):
        self.client, self.path, self.uri = client, path, "file://" + path
        self.lines = open(path, encoding="utf-8").read().split("\n")
        self.version = 1
        client.notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": "swift",
                                                                "version": 1, "text": "\n".join(self.lines)}})

    def replace_line(self, index, text):
        """Replaces line `index` (without its newline) and returns the seconds until its diagnostics arrive."""
        old = self.lines[index]
        self.lines[index] = text
        return self.change({"start": {"line": index, "character": 0}, "end": {"line": index, "character": len(old.encode("utf-16-le")) // 2}}, text)

    def insert_line(self, index, text):
        self.lines.insert(index, text)
        return self.change({"start": {"line": index, "character": 0}, "end": {"line": index, "character": 0}}, text + "\n")

    def delete_line(self, index):
        del self.lines[index]
        return self.change({"start": {"line": index, "character": 0}, "end": {"line": index + 1, "character": 0}}, "")

    def change(self, change_range, text):
        self.version += 1
        version = self.version
        started = time.monotonic()
        self.client.notify("textDocument/didChange", {"textDocument": {"uri": self.uri, "version": version},
                                                      "contentChanges": [{"range": change_range, "text": text}]})
        self.client.wait_for("textDocument/publishDiagnostics", timeout=120,
                             where=lambda params: params["uri"] == self.uri and params.get("version") == version)
        return time.monotonic() - started


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("app")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--memory-edits", type=int, default=1000)
    parser.add_argument("--watching", action="store_true")
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.app)
    consumer_path, module_path = find_files(root)

    client = Client([arguments.binary, "lsp"], cwd=root)
    started = time.monotonic()
    watching = {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}
    client.request("initialize", {"rootUri": "file://" + root, "capabilities": watching if arguments.watching else {}})
    client.notify("initialized", {})
    while arguments.watching:
        message = client.read(60)
        if message is None:
            sys.exit("bench: the server asked for no file watchers")
        if message.get("method") == "client/registerCapability":
            client.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            break
    consumer, module = Buffer(client, consumer_path), Buffer(client, module_path)
    client.request("textDocument/codeLens", {"textDocument": {"uri": consumer.uri}}, timeout=1800)
    first = time.monotonic() - started
    client.notifications.clear()

    inject = next(i for i, line in enumerate(consumer.lines) if re.search(r"@Inject (private )?var \w+: \w+", line))
    body = next(i for i, line in enumerate(consumer.lines) if "loadCount += 1" in line)
    registration = next(i for i, line in enumerate(module.lines) if line.strip().startswith(("Factory", "Singleton")))
    kinds = ["comment", "body", "request", "registration"]
    timings = {kind: [] for kind in kinds}
    state = {"renamed": False, "deleted": None}

    def edit(number):
        kind = kinds[number % len(kinds)]
        if kind == "comment":
            spent = consumer.insert_line(0, f"// edit {number}")
            consumer.delete_line(0)  # untimed: keeps the file's lines where the other edits expect them
        elif kind == "body":
            line = consumer.lines[body]
            spent = consumer.replace_line(body, line + " + 0" if not line.endswith(" + 0") else line[:-4])
        elif kind == "request":
            line = consumer.lines[inject]
            if not state["renamed"]:
                spent = consumer.replace_line(inject, re.sub(r"(var \w+: )(\w+)", r"\1Unregistered\2", line))
            else:
                spent = consumer.replace_line(inject, line.replace(": Unregistered", ": "))
            state["renamed"] = not state["renamed"]
        else:
            if state["deleted"] is None:
                state["deleted"] = module.lines[registration]
                spent = module.delete_line(registration)
            else:
                spent = module.insert_line(registration, state["deleted"])
                state["deleted"] = None
        return kind, spent

    for number in range(arguments.edits):
        kind, spent = edit(number)
        timings[kind].append(spent)
        client.notifications.clear()
    after_timed = rss_megabytes(client.process.pid)
    samples = [(arguments.edits, after_timed)]
    for number in range(arguments.edits, arguments.memory_edits):
        edit(number)
        client.notifications.clear()
        if (number + 1) % 250 == 0:
            samples.append((number + 1, rss_megabytes(client.process.pid)))
    after_all = rss_megabytes(client.process.pid)
    client.close()

    every = [value for values in timings.values() for value in values]
    files = sum(1 for _, _, names in os.walk(root) for name in names if name.endswith(".swift"))
    client_kind = "a client watching the files" if arguments.watching else "a client not watching the files"
    print(f"dilint lsp on {files} files, {client_kind}: first analysis {first:.2f} s; edit to published diagnostics, ms:")
    print(f"  {'edit':<14}{'n':>5}{'p50':>8}{'p95':>8}")
    for kind in kinds + ["all"]:
        values = every if kind == "all" else timings[kind]
        if values:
            print(f"  {kind:<14}{len(values):>5}{statistics.median(values) * 1000:>8.0f}{percentile(values, 0.95) * 1000:>8.0f}")
    print(f"  server memory (RSS): {after_timed:.0f} MB after {arguments.edits} edits, {after_all:.0f} MB after {arguments.memory_edits}")
    print("  RSS by edits: " + ", ".join(f"{count}: {megabytes:.0f} MB" for count, megabytes in samples))


if __name__ == "__main__":
    main()
