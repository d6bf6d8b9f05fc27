#!/usr/bin/env python3
"""The run-time oracle for dilint (docs/oracle.md).

For every Zerk, Dirk and Shank fixture that can compile on Linux it:
  1. runs dilint (`lint --format result`) on the fixture, to learn the requests it read (the `depends` and
     `injects` edges, and the errors at request sites), the registrations and the findings;
  2. copies the fixture's app sources into one executable target of one scratch package that depends on the
     real frameworks (so they compile once), with a generated `main.swift`: `bootstrap` calls every function
     that bootstraps the container (Dirk.start, Dependencies.build(), Zerk.store registrations), and
     `request K` does that and then performs request K: the property-wrapper declaration of the request,
     copied verbatim into a probe class whose property is then read, or, for a request written as an
     expression, the key resolved through the framework's own API (Dirk `get`, Zerk `restore`, Shank
     `@Inject`);
  3. runs each step in its own process and compares: a request dilint reports an error at must crash or
     throw, a request it reports nothing at must run clean. Warnings and notes are not claims: a crash at
     one is listed, never counted as a disagreement.

The Swift sources are read here only to find the enclosing function of a bootstrap and to copy a request's
declaration; what is a request, what it requests and what dilint claims come from dilint's own result.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

FRAMEWORKS = ["Zerk", "Dirk", "Shank"]
APPLE_ONLY = {"UIKit", "SwiftUI", "Combine", "AppKit", "Cocoa", "CoreLocation", "os", "WatchKit",
              "CoreData", "MapKit", "CoreGraphics", "QuartzCore", "UserNotifications", "AVFoundation",
              "WidgetKit", "Observation", "OSLog"}
ALWAYS_THERE = {"Foundation", "Dispatch", "Swift"}
WRAPPERS = {"Inject", "Injected", "InjectedProperty", "InjectedMutableProperty", "InjectedUnwrappedProperty",
            "InjectedUnwrappedMutableProperty", "Resolve", "StateInject", "ObservableInject"}
STEP_TIMEOUT = 60
MARK = "ORACLE-REQUEST-START"
KEEP_GOING = False


def log(*a):
    print(*a, flush=True)


# --------------------------------------------------------------------------------------------------
# Swift text helpers (a test script: locations and enclosing declarations only, no DI semantics)

def blank_comments_and_strings(text):
    """Replaces comments and string literals by spaces, keeping offsets and newlines."""
    out = list(text)
    i, n = 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            blank(i, j); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            blank(i, j); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + 1)
            blank(i, j); i = j
        else:
            i += 1
    return "".join(out)


DECL_RE = re.compile(
    r"\b(?:(?P<tkind>class|struct|enum|extension|actor|protocol)\s+(?P<tname>[A-Za-z_][\w.]*)"
    r"|func\s+(?P<fname>[A-Za-z_]\w*)\s*(?:<[^>]*>)?\s*\((?P<fparams>[^)]*)\)"
    r"|(?P<init>\binit)[?!]?\s*\((?P<iparams>[^)]*)\)"
    r"|(?:let|var)\s+(?P<vname>[A-Za-z_]\w*))")
CONTROL_RE = re.compile(r"\b(if|guard|for|while|switch|do|catch|else|repeat|defer)\b")


def logical_header(header):
    """The statement a `{` ends: the last line, joined with the lines it continues."""
    lines = header.split("\n")
    k = len(lines) - 1
    while k > 0:
        cur = lines[k].strip()
        prev = lines[k - 1].rstrip()
        if cur.startswith(".") or cur.startswith("->") or cur.startswith("where") or cur == "" \
                or prev.endswith((",", "(", "=", "->", ":", "&")):
            k -= 1
        else:
            break
    return "\n".join(lines[k:])


class SwiftFile:
    def __init__(self, path, rel):
        self.path, self.rel = path, rel
        with open(path, encoding="utf-8", errors="replace") as f:
            self.text = f.read()
        self.clean = blank_comments_and_strings(self.text)
        self.line_starts = [0]
        for m in re.finditer("\n", self.text):
            self.line_starts.append(m.end())
        self.blocks = self._blocks()

    def offset(self, line, column):
        return self.line_starts[line - 1] + column - 1

    def line(self, n):
        a = self.line_starts[n - 1]
        b = self.line_starts[n] if n < len(self.line_starts) else len(self.text)
        return self.text[a:b].rstrip("\n")

    def _blocks(self):
        blocks, stack, last = [], [], 0
        for i, ch in enumerate(self.clean):
            if ch == "{":
                header = logical_header(self.clean[last:i])
                kind, name, static, noparams = "closure", None, False, ""
                decls = list(DECL_RE.finditer(header))
                if decls:
                    d = decls[-1]
                    after = header[d.end():]
                    if not CONTROL_RE.search(after) and "=" not in after.replace("==", "").replace("->", "") \
                            or d.group("vname"):
                        static = bool(re.search(r"\b(static|class)\s+(\w+\s+)*$", header[:d.start()]))
                        if d.group("tkind"):
                            kind, name = d.group("tkind"), d.group("tname")
                        elif d.group("fname"):
                            kind, name = "func", d.group("fname")
                            noparams = d.group("fparams").strip()
                        elif d.group("init"):
                            kind, name = "init", "init"
                            noparams = d.group("iparams").strip()
                        else:
                            if CONTROL_RE.search(after):
                                kind = "closure"
                            else:
                                kind, name = "var", d.group("vname")
                stack.append([i, None, kind, name, static, noparams])
                last = i + 1
            elif ch == "}":
                if stack:
                    b = stack.pop(); b[1] = i; blocks.append(b)
                last = i + 1
            elif ch == ";":
                last = i + 1
        return blocks

    def enclosing(self, offset):
        return sorted([b for b in self.blocks if b[0] < offset and (b[1] is None or offset <= b[1])],
                      key=lambda b: b[0])

    def imports(self):
        return set(re.findall(r"^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)",
                              self.clean, re.M))


SIMPLE_VALUES = {"Bool": "false", "Int": "0", "String": '""'}


def simple_arguments(params, enums=None):
    """The argument list calling a function with these parameters: a default value is left to the
    function, a Bool, Int or String gets false, 0 or "", an enum of the app its first case (the first
    configuration); None otherwise."""
    if not params.strip():
        return ""
    out = []
    for p in params.split(","):
        m = re.match(r"^\s*(\w+)(?:\s+(\w+))?\s*:\s*([\w.?]+)\s*(=.*)?$", p)
        if not m:
            return None
        label, typ, default = m.group(1), m.group(3), m.group(4)
        if default:
            continue
        if typ in SIMPLE_VALUES:
            value = SIMPLE_VALUES[typ]
        elif enums and typ in enums:
            value = "." + enums[typ]
        else:
            return None
        out.append((f"{label}: " if label != "_" else "") + value)
    return ", ".join(out)


def callable_at(sf, offset, enums=None):
    """How the driver calls the function (or reads the property) that contains `offset`:
    (expression, description) or (None, reason)."""
    chain = sf.enclosing(offset)
    fn = None
    for b in reversed(chain):
        if b[2] in ("func", "init", "var"):
            fn = b; break
    if fn is None:
        return None, "not inside a function"
    types = [b for b in chain if b[0] < fn[0] and b[2] in ("class", "struct", "enum", "extension", "actor", "protocol")]
    owner = types[-1] if types else None
    kind, name, static, params = fn[2], fn[3], fn[4], fn[5]
    arguments = simple_arguments(params, enums)
    if owner and owner[2] == "protocol":
        return None, f"inside protocol {owner[3]}"
    if kind == "func" and name == "autoStore" and owner and owner[3] == "Zerk":
        return "", "Zerk.autoStore (Zerk calls it at the first restore)"
    if kind in ("func", "init") and arguments is None:
        return None, f"{name}({params}) takes parameters the driver has no value for"
    if owner is None:
        if kind == "func":
            return f"{name}({arguments})", f"{name}({arguments})"
        if kind == "var":
            return f"_ = {name}", name
        return None, "init outside a type"
    t = owner[3]
    if t in ("DependencyStoring", "DependencyRestoring", "Dirk", "Dependencies", "Module") and not static:
        return "", f"helper {t}.{name} (reached from another bootstrap)"
    if kind == "init":
        return f"_ = {t}({arguments})", f"{t}({arguments})"
    if kind == "func":
        return (f"{t}.{name}({arguments})" if static else f"{t}().{name}({arguments})"), f"{t}.{name}({arguments})"
    return (f"_ = {t}.{name}" if static else f"_ = {t}().{name}"), f"{t}.{name}"


def balanced(text, start):
    """text[start] is an opening bracket: the index after its matching close."""
    pairs = {"(": ")", "[": "]", "<": ">"}
    stack, i = [], start
    while i < len(text):
        c = text[i]
        if c in "([" or (c == "<" and stack and stack[-1] == ">") or (c == "<" and i == start):
            stack.append(pairs[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return i + 1
        elif c == '"':
            j = text.find('"', i + 1)
            i = j if j > 0 else i
        i += 1
    return None


def wrapper_declaration(sf, line, column):
    """The DI property-wrapper declaration at a request site: (attributes, type) or None."""
    text = "\n".join(sf.line(k) for k in range(line, min(line + 4, len(sf.line_starts)) + 1))
    i = column - 1
    attrs, found = [], False
    while True:
        while i < len(text) and text[i] in " \t\n": i += 1
        if i >= len(text) or text[i] != "@":
            break
        m = re.match(r"@([A-Za-z_]\w*)", text[i:])
        if not m: return None
        j = i + m.end()
        if j < len(text) and text[j] == "<":
            j = balanced(text, j) or j
        if j < len(text) and text[j] == "(":
            k = balanced(text, j)
            if k is None: return None
            j = k
        if m.group(1) in WRAPPERS:
            attrs.append(text[i:j]); found = True
        i = j
    if not found:
        return None
    m = re.match(r"((?:(?:private|fileprivate|public|open|internal)(?:\(set\))?|final|lazy|weak|override|nonisolated)\s+)*(var|let)\s+([A-Za-z_]\w*)\s*:\s*", text[i:])
    if not m:
        return None
    j = i + m.end()
    k, depth = j, 0
    while k < len(text):
        c = text[k]
        if c in "<[(": depth += 1
        elif c in ">])": depth -= 1
        elif depth == 0 and (c in "={\n" or text.startswith("//", k)): break
        k += 1
    typ = text[j:k].strip()
    return (" ".join(attrs), typ) if typ else None


def call_arguments(sf, line, column, name):
    """The argument list of `name(with: …)` at or right after a location (Zerk restore(with:))."""
    text = "\n".join(sf.line(k) for k in range(line, min(line + 3, len(sf.line_starts)) + 1))
    m = re.compile(re.escape(name) + r"\s*\(\s*with\s*:").search(text, max(0, column - 1 - len(name) - 40))
    if not m:
        return None
    start = text.index("(", m.start())
    end = balanced(text, start)
    if end is None:
        return None
    inner = text[start + 1:end - 1].strip()
    return inner[len("with"):].lstrip()[1:].strip()


TYPE_OK = re.compile(r"^[A-Za-z_][\w.]*(?:<[\w.<>, \[\]:?]+>)?[?!]?$|^\[[\w.<>, :?]+\][?!]?$")


# --------------------------------------------------------------------------------------------------

class Request:
    def __init__(self, index, loc, key, framework, context, storage=None):
        self.index, self.loc, self.key, self.framework = index, loc, key, framework
        self.context, self.storage = context, storage
        self.probe = None        # Swift code performing it
        self.not_performed = None
        self.claim = None        # error finding claiming a crash here
        self.soft = None         # warning or note at this request
        self.weak = None         # error saying some request of this key crashes
        self.outcome = None


class Fixture:
    def __init__(self, root, framework, name):
        self.framework, self.name = framework, name
        self.dir = os.path.join(root, "Fixtures", framework, name)
        self.id = f"{framework}/{name}"
        self.target = f"Fx_{framework}_{re.sub(r'[^A-Za-z0-9_]', '_', name)}"
        self.skip = None
        self.files = []
        self.requests = []
        self.bootstraps = []     # (expression, description, location)
        self.unattached = []     # error findings about no request it can perform
        self.some_claims = []    # (error, requests): at least one of them must crash
        self.result = None
        self.probe_lines = {}
        self.boot_lines = (0, 0)
        self.bootstrap_outcome = None


def glob_regex(glob):
    out, i = "", 0
    while i < len(glob):
        if glob.startswith("**/", i): out += "(?:.*/)?"; i += 3
        elif glob.startswith("**", i): out += ".*"; i += 2
        elif glob[i] == "*": out += "[^/]*"; i += 1
        elif glob[i] == "?": out += "[^/]"; i += 1
        else: out += re.escape(glob[i]); i += 1
    return re.compile("^" + out + "$")


def config_list(fx, key):
    """A top-level list of the fixture's .dilint.yml (flow or block style)."""
    p = os.path.join(fx.dir, ".dilint.yml")
    if not os.path.exists(p):
        return []
    text = open(p, encoding="utf-8").read()
    m = re.search(r"^" + key + r":\s*\[(.*?)\]", text, re.M | re.S)
    if m:
        return [g.strip().strip("'\"") for g in m.group(1).split(",") if g.strip()]
    m = re.search(r"^" + key + r":\s*\n((?:\s+-.*\n?)+)", text, re.M)
    if m:
        return [l.strip()[1:].strip().strip("'\"") for l in m.group(1).splitlines() if l.strip()]
    return []


def config_exclusions(fx):
    """The `excluded:` globs of the fixture's .dilint.yml: dilint does not read those files (generated
    code), so they are not part of the app the oracle builds either."""
    return [glob_regex(g) for g in config_list(fx, "excluded")]


def unchecked_reason(fx, q, files):
    """Why a request's outcome is no claim either way: its type is declared `external:` (the host app
    registers it), or a dilint:disable comment suppresses what dilint would say there."""
    if q.key and q.key in config_list(fx, "external"):
        return f"'{q.key}' is external: in .dilint.yml (served by the host app)"
    sf = files.get(q.loc["file"])
    if sf:
        line = q.loc["line"]
        if "dilint:disable-line" in sf.line(line) or (line > 1 and "dilint:disable-next-line" in sf.line(line - 1)):
            return "a dilint:disable comment suppresses the finding here"
    return None


def app_files(fx):
    files = []
    excluded = config_exclusions(fx)
    for dirpath, dirnames, filenames in os.walk(fx.dir):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and not d.endswith("Tests"))
        for f in sorted(filenames):
            if f.endswith(".swift") and f != "Package.swift":
                p = os.path.join(dirpath, f)
                rel = os.path.relpath(p, fx.dir)
                if any(g.match(rel) for g in excluded):
                    continue
                sf = SwiftFile(p, rel)
                if "XCTest" in sf.imports():
                    continue
                files.append(sf)
    return files


def classify(fx):
    if fx.framework == "InjectGrail":
        return "InjectGrail is a code generator (Sourcery templates), not a run-time library"
    fx.files = app_files(fx)
    if not fx.files:
        return "no app sources"
    imports = set().union(*(f.imports() for f in fx.files))
    apple = sorted(imports & APPLE_ONLY)
    if apple:
        return f"imports {', '.join(apple)} (Apple platforms only; does not compile on Linux)"
    others = sorted(imports - ALWAYS_THERE - set(FRAMEWORKS))
    if others:
        return (f"imports {', '.join(others)}, not one of the real frameworks "
                "(a look-alike library, or another module of a multi-module app)")
    if fx.framework not in imports:
        return f"does not import {fx.framework} (its own copy or a look-alike, not the real framework)"
    return None


def run_dilint(binary, fx):
    p = subprocess.run([binary, "lint", "--format", "result", "--no-cache", "."], cwd=fx.dir,
                       capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise RuntimeError(f"dilint exited {p.returncode} on {fx.id}: {p.stderr.strip()[:300]}")
    return json.loads(p.stdout)


def loc_key(loc):
    return (loc["file"], loc["line"], loc["column"])


def gather(fx):
    r = fx.result
    fw = fx.framework.lower()
    nodes = {n["id"]: n for n in r["nodes"]}
    files = {f.rel: f for f in fx.files}
    seen = {}
    for e in r["edges"]:
        if e["kind"] not in ("depends", "injects") or "location" not in e:
            continue
        to = nodes.get(e["to"], {})
        if to.get("framework") != fw or to.get("codeClass", "app") != "app":
            continue
        if e["location"]["file"] not in files:
            continue
        k = loc_key(e["location"])
        if k in seen:
            continue
        frm = nodes.get(e["from"], {})
        seen[k] = Request(len(seen), e["location"], to.get("key"), fw, frm.get("key"), to.get("storage"))
        seen[k].to_node = e["to"]
    errors = [f for f in r["findings"] if f.get("framework") == fw and f["severity"] == "error"]
    registration_sites = {loc_key(e["location"]) for e in r["edges"] if e["kind"] == "provides" and "location" in e}
    # Errors at a request site dilint counts but draws no edge for (a request in a free function).
    for f in errors:
        k = loc_key(f["location"])
        points_at_requests = any("location" in n and loc_key(n["location"]) in seen for n in f.get("notes", []))
        if k not in seen and k not in registration_sites and not points_at_requests \
                and f["location"]["file"] in files and f.get("type"):
            node = nodes.get(f["nodes"][0], {}) if f.get("nodes") else {}
            rq = Request(len(seen), f["location"], f["type"], fw, f.get("context"), node.get("storage"))
            rq.to_node = f["nodes"][0] if f.get("nodes") else None
            seen[k] = rq
    fx.requests = sorted(seen.values(), key=lambda q: loc_key(q.loc))
    for i, q in enumerate(fx.requests):
        q.index = i
    by_loc = {loc_key(q.loc): q for q in fx.requests}
    # Which requests each error claims to crash: the one at its location and those its notes point at
    # (a cycle's steps, "also requested here"). An error that points at no request (a key collision at
    # the registration that replaces another) claims that some request of the key it names crashes.
    for f in errors:
        targets = [by_loc[loc_key(f["location"])]] if loc_key(f["location"]) in by_loc else []
        for n in f.get("notes", []):
            if "location" in n and loc_key(n["location"]) in by_loc and by_loc[loc_key(n["location"])] not in targets:
                targets.append(by_loc[loc_key(n["location"])])
        for q in targets:
            q.claim = q.claim or f
        if not targets and f.get("nodes"):
            some = [q for q in fx.requests if getattr(q, "to_node", None) in f["nodes"]]
            if some:
                fx.some_claims.append((f, some))
                for q in some:
                    q.weak = q.weak or f
                continue
        if not targets:
            fx.unattached.append(f)
    for f in r["findings"]:
        if f.get("framework") == fw and f["severity"] != "error" and loc_key(f["location"]) in by_loc:
            q = by_loc[loc_key(f["location"])]
            q.soft = q.soft or f


def storage_expression(fx, name):
    """The Swift expression of a Zerk custom storage dilint names `name`."""
    for sf in fx.files:
        for m in re.finditer(r"\b(?:let|var)\s+" + re.escape(name) + r"\b[^=\n]*=\s*Zerk\.newStorage\(\)", sf.clean):
            chain = sf.enclosing(m.start())
            types = [b for b in chain if b[2] in ("class", "struct", "enum", "extension", "actor")]
            if not chain:
                return name
            if types and chain[-1] is types[-1]:
                return f"{types[-1][3]}.{name}"
    return None


def find_bootstraps(fx):
    pats = {"Dirk": [r"\bDirk\.start\b", r"\bDirk\.get\(\)\.register\("],
            "Shank": [r"\.build\(\)"],
            "Zerk": [r"\bZerk\.store\b"]}[fx.framework]
    sites = []
    for sf in fx.files:
        for pi, p in enumerate(pats):
            for m in re.finditer(p, sf.clean):
                sites.append((pi, sf, m.start()))
    if fx.framework == "Zerk":
        # Registrations dilint read into a custom storage, wherever the storage is filled.
        files = {f.rel: f for f in fx.files}
        for e in fx.result["edges"]:
            if e["kind"] == "provides" and e.get("location", {}).get("file") in files and "[" in e["from"]:
                sf = files[e["location"]["file"]]
                sites.append((0, sf, sf.offset(e["location"]["line"], e["location"]["column"])))
    sites.sort(key=lambda s: (s[0], s[1].rel, s[2]))
    enums = {}
    for sf in fx.files:
        for m in re.finditer(r"\benum\s+(\w+)[^{]*\{\s*case\s+(\w+)\b(?!\s*\()", sf.clean):
            enums.setdefault(m.group(1), m.group(2))
    seen = set()
    for _, sf, off in sites:
        expr, desc = callable_at(sf, off, enums)
        line = sf.clean.count("\n", 0, off) + 1
        where = f"{sf.rel}:{line}"
        if expr is None:
            return f"cannot call the bootstrap at {where}: {desc}"
        if expr == "" or expr in seen:
            continue
        seen.add(expr)
        fx.bootstraps.append((expr, desc, where))
    return None


def make_probe(fx, q):
    files = {f.rel: f for f in fx.files}
    sf = files.get(q.loc["file"])
    n = q.index
    decl = wrapper_declaration(sf, q.loc["line"], q.loc["column"]) if sf else None
    if decl:
        attrs, typ = decl
        q.probe = ("class",
                   f"final class __OracleProbe{n} {{\n    {attrs} var value: {typ}\n    init() {{}}\n}}",
                   f"__OracleProbe{n}", f"let probe = __OracleProbe{n}()\n        _ = probe.value")
        return
    key = q.key or ""
    if not TYPE_OK.match(key.strip()):
        q.not_performed = f"its key '{key}' is not a type the driver can name"
        return
    if q.framework == "dirk":
        body = f"_ = try Dirk.get().get({key}.self)"
    elif q.framework == "zerk":
        storage = "Zerk.standardStorage"
        if q.storage:
            storage = storage_expression(fx, q.storage)
            if storage is None:
                q.not_performed = f"cannot name the custom storage '{q.storage}'"
                return
        args = call_arguments(sf, q.loc["line"], q.loc["column"], "restore") if sf else None
        body = (f"let _: {key} = {storage}.restore(with: {args})" if args is not None
                else f"let _: {key} = {storage}.restore()")
    else:
        q.probe = ("class",
                   f"final class __OracleProbe{n} {{\n    @Inject var value: {key}\n    init() {{}}\n}}",
                   f"__OracleProbe{n}", f"let probe = __OracleProbe{n}()\n        _ = probe.value")
        return
    q.probe = ("func", f"func __oracleProbe{n}() throws {{\n    {body}\n}}", f"__oracleProbe{n}",
               f"try __oracleProbe{n}()")


def probe_in_context(q):
    """The fallback: the probe declared inside an extension of the requesting type, where nested names
    resolve as at the request."""
    ctx = (q.context or "").split(".")[0]
    if not q.probe or not re.match(r"^[A-Z]\w*$", ctx):
        return False
    kind, decl, name, call = q.probe
    if kind == "func":
        decl = decl.replace("func ", "static func ", 1)
    q.probe = (kind, "extension " + ctx + " {\n" + decl + "\n}", f"{ctx}.{name}",
               re.sub(r"\b" + name + r"\b", f"{ctx}.{name}", call))
    q.in_context = True
    return True


def driver(fx):
    lines = ["// Generated by Scripts/oracle: do not edit.", "import Foundation", f"import {fx.framework}", ""]
    fx.probe_lines = {}
    for q in fx.requests:
        if q.probe:
            start = len(lines) + 1
            lines += q.probe[1].split("\n")
            fx.probe_lines[q.index] = (start, len(lines))
            lines.append("")
    boot_start = len(lines) + 1
    lines.append("func __oracleBootstrap(upTo last: Int) throws {")
    for i, (expr, desc, where) in enumerate(fx.bootstraps):
        lines.append(f"    if last >= {i} {{ try {expr} }} // {where}")
    lines.append("}")
    fx.boot_lines = (boot_start, len(lines))
    lines += ["",
              "func __oracleStep() throws {",
              "    let arguments = CommandLine.arguments",
              "    // `bootstrap N`: the first N + 1 bootstraps; `bootstrap` and `request K`: all of them.",
              "    let upTo = arguments.count > 2 && arguments[1] == \"bootstrap\" ? Int(arguments[2]) ?? Int.max : Int.max",
              "    try __oracleBootstrap(upTo: upTo)",
              "    guard arguments.count > 2, arguments[1] == \"request\", let k = Int(arguments[2]) else { return }",
              f"    FileHandle.standardError.write(\"{MARK}\\n\".data(using: .utf8)!)",
              "    switch k {"]
    for q in fx.requests:
        if q.probe:
            call = q.probe[3].replace("\n        ", "\n        ")
            lines.append(f"    case {q.index}:\n        {call}")
    lines += ["    default: break", "    }", "}", "",
              "do {", "    try __oracleStep()",
              "} catch {",
              "    FileHandle.standardError.write(\"oracle: thrown: \\(error)\\n\".data(using: .utf8)!)",
              "    exit(3)", "}", ""]
    return "\n".join(lines)


def write_package(pkg, fixtures, frameworks_dir):
    src = os.path.join(pkg, "Sources")
    os.makedirs(src, exist_ok=True)
    wanted = {fx.target for fx in fixtures}
    for d in os.listdir(src):
        if d not in wanted:
            shutil.rmtree(os.path.join(src, d))
    for fx in fixtures:
        tdir = os.path.join(src, fx.target)
        want = {}
        for sf in fx.files:
            rel = sf.rel if os.path.basename(sf.rel) != "main.swift" else sf.rel[:-len("main.swift")] + "fixture_main.swift"
            want[os.path.join("App", rel)] = sf.text
        want["main.swift"] = driver(fx)
        existing = set()
        for dp, _, fns in os.walk(tdir):
            for f in fns:
                existing.add(os.path.relpath(os.path.join(dp, f), tdir))
        for rel in existing - set(want):
            os.remove(os.path.join(tdir, rel))
        for rel, content in want.items():
            p = os.path.join(tdir, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            old = None
            if os.path.exists(p):
                with open(p, encoding="utf-8", errors="replace") as f:
                    old = f.read()
            if old != content:   # untouched files keep their dates: the next build is incremental
                with open(p, "w", encoding="utf-8") as f:
                    f.write(content)
    deps = "\n".join(f'        .package(path: "{os.path.join(frameworks_dir, fw)}"),' for fw in FRAMEWORKS)
    targets = "\n".join(
        f'        .executableTarget(name: "{fx.target}", dependencies: [.product(name: "{fx.framework}", '
        f'package: "{fx.framework}")], path: "Sources/{fx.target}"),' for fx in fixtures)
    manifest = ("// swift-tools-version:5.9\n// Generated by Scripts/oracle: do not edit.\n"
                "import PackageDescription\n\nlet package = Package(\n    name: \"DilintOracle\",\n"
                f"    dependencies: [\n{deps}\n    ],\n    targets: [\n{targets}\n    ]\n)\n")
    mp = os.path.join(pkg, "Package.swift")
    if not os.path.exists(mp) or open(mp).read() != manifest:
        with open(mp, "w") as f:
            f.write(manifest)


ERROR_RE = re.compile(r"^(/[^:\n]+):(\d+):(\d+): error: (.*)$", re.M)


def build(pkg, fixtures):
    """Builds the package, dropping what does not compile: a probe that does not compile is retried
    inside an extension of its requesting type, then left out; a fixture whose own code does not
    compile is skipped with its first error."""
    by_target = {fx.target: fx for fx in fixtures}
    for attempt in range(60):
        live = [fx for fx in fixtures if not fx.skip]
        if not live:
            return
        write_package(pkg, live, FRAMEWORKS_DIR)
        p = subprocess.run(["swift", "build", "--package-path", pkg, "-Xswiftc", "-suppress-warnings"]
                           + (["--keep-going"] if KEEP_GOING else []), capture_output=True, text=True)
        if p.returncode == 0:
            return
        out = p.stdout + p.stderr
        errors = ERROR_RE.findall(out)
        if os.environ.get("ORACLE_DEBUG"):
            print(f"oracle: build attempt {attempt}: {len(errors)} errors: " + "; ".join(f"{p[-60:]}:{l}: {m}" for p, l, c, m in errors[:6]), file=sys.stderr)
        if not errors:
            raise RuntimeError("the oracle package does not build:\n" + out[-3000:])
        changed = False
        for path, line, col, msg in errors:
            m = re.search(r"/Sources/(Fx_[^/]+)/(.*)$", path)
            if not m or m.group(1) not in by_target:
                continue
            fx = by_target[m.group(1)]
            if fx.skip:
                continue
            rel, line = m.group(2), int(line)
            if rel == "main.swift":
                hit = [q for q in fx.requests if q.index in fx.probe_lines
                       and fx.probe_lines[q.index][0] <= line <= fx.probe_lines[q.index][1] and q.probe]
                if hit:
                    for q in hit:
                        if not getattr(q, "in_context", False) and probe_in_context(q):
                            pass
                        else:
                            q.probe = None
                            q.not_performed = f"the driver cannot compile it: {msg}"
                    changed = True
                    continue
                fx.skip = f"does not compile against the real {fx.framework}: main.swift:{line}: {msg}"
                if fx.boot_lines[0] <= line <= fx.boot_lines[1]:
                    fx.skip = f"the driver cannot call its bootstrap: {msg}"
                changed = True
            else:
                fx.skip = f"does not compile against the real {fx.framework}: {rel[len('App/'):] if rel.startswith('App/') else rel}:{line}: {msg}"
                changed = True
        if not changed:
            raise RuntimeError("the oracle package does not build:\n" + out[-3000:])
    raise RuntimeError("the oracle package still does not build after dropping what failed")


def run_step(binary, args):
    try:
        env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        p = subprocess.run([binary] + args, capture_output=True, text=True, timeout=STEP_TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return {"status": "hang", "reached": True, "message": f"no end after {STEP_TIMEOUT} s"}
    err = p.stderr
    reached = MARK in err
    tail = err.split(MARK, 1)[-1] if reached else err
    msg = ""
    for l in tail.splitlines():
        l = l.strip()
        if ("Fatal error" in l or "oracle: thrown" in l) and not msg:
            msg = l
    if not msg:
        lines = [l.strip() for l in tail.splitlines() if l.strip() and not l.startswith(("Current stack", "Stack dump", "0 ", "#", "***"))]
        msg = lines[0] if lines else ""
    if p.returncode == 0:
        status = "clean"
    elif p.returncode == 3:
        status = "throw"
    elif p.returncode < 0:
        status = f"crash (signal {-p.returncode})"
        if p.returncode == -11 and not msg:
            msg = "SIGSEGV (a stack overflow: unbounded recursion)"
    else:
        status = f"crash (exit {p.returncode})"
    msg = re.sub(r"^.*?/Sources/", "", msg)[:240]
    return {"status": status, "reached": reached, "message": msg}


KNOWN_FILE = "Scripts/oracle.d/known-disagreements"


def read_known():
    """Disagreements already reported and not yet fixed: `Framework/Name file:line:col  # why`. They are
    printed, not failed on; one that no longer occurs fails, so the list only shrinks."""
    known = set()
    if os.path.exists(KNOWN_FILE):
        for l in open(KNOWN_FILE, encoding="utf-8"):
            l = l.split("#", 1)[0].strip()
            if l:
                fid, where = l.split()
                known.add((fid, where))
    return known


def skip_category(reason):
    if reason.startswith("InjectGrail"): return "InjectGrail (a generator)"
    if "Apple platforms only" in reason: return "Apple-only imports"
    if "not one of the real frameworks" in reason: return "other libraries"
    if reason.startswith("does not import"): return "own copy or look-alike"
    if reason.startswith("does not compile"): return "do not compile against the real framework"
    if reason.startswith("its bootstrap"): return "bootstrap fails as dilint reports"
    return "bootstrap the driver cannot call"


def describe(q):
    l = q.loc
    return f"{l['file']}:{l['line']}:{l['column']}"


def main():
    global FRAMEWORKS_DIR
    root = os.getcwd()
    ap = argparse.ArgumentParser(prog="Scripts/oracle", description=__doc__.split("\n")[0])
    ap.add_argument("--binary", help="dilint to check (default: $(swift build --show-bin-path)/dilint)")
    ap.add_argument("--frameworks", default="../shared/frameworks",
                    help="folder holding Zerk/, Dirk/ and Shank/ (default: ../shared/frameworks)")
    ap.add_argument("--keep", metavar="DIR", default=os.path.join(root, ".build-oracle"),
                    help="where the scratch package is generated and built, and kept (default: .build-oracle)")
    ap.add_argument("--only", nargs="*", default=None, help="only these fixtures (Framework/Name)")
    ap.add_argument("--fixtures", default=os.path.join(root, "Fixtures"), help=argparse.SUPPRESS)
    ap.add_argument("--verbose", action="store_true", help="print every request and what it did")
    ap.add_argument("--gen-tests", action="store_true",
                    help="check `dilint gen-tests` instead: build each fixture with its generated XCTest file and run each test")
    a = ap.parse_args()

    frameworks = os.path.abspath(a.frameworks)
    if not os.path.isdir(frameworks):
        print(f"oracle: skipped: {a.frameworks} not found")
        return 0
    FRAMEWORKS_DIR = os.path.realpath(frameworks)
    for fw in FRAMEWORKS:
        if not os.path.isfile(os.path.join(FRAMEWORKS_DIR, fw, "Package.swift")):
            print(f"oracle: {FRAMEWORKS_DIR}/{fw}/Package.swift not found", file=sys.stderr)
            return 2
    binary = a.binary
    if not binary:
        binary = os.path.join(subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True,
                                             text=True, check=True).stdout.strip(), "dilint")
    binary = os.path.abspath(binary)
    if not os.access(binary, os.X_OK):
        print(f"oracle: no dilint binary at {binary} (build it, or pass --binary)", file=sys.stderr)
        return 2
    pkg = os.path.abspath(a.keep)
    started = time.time()

    fixtures_root = os.path.dirname(os.path.abspath(a.fixtures))
    fixtures = []
    for fw in FRAMEWORKS + ["InjectGrail"]:
        d = os.path.join(a.fixtures, fw)
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if os.path.isdir(os.path.join(d, name)):
                fx = Fixture(fixtures_root, fw, name)
                fx.dir = os.path.join(a.fixtures, fw, name)
                if a.only is None or fx.id in a.only:
                    fixtures.append(fx)
    if a.gen_tests:
        import gentests
        return gentests.main(a, binary, fixtures, FRAMEWORKS_DIR, log)

    for fx in fixtures:
        fx.skip = classify(fx)
        if fx.skip:
            continue
        fx.result = run_dilint(binary, fx)
        gather(fx)
        fx.skip = find_bootstraps(fx)
        if fx.skip:
            continue
        for q in fx.requests:
            make_probe(fx, q)

    build(pkg, fixtures)
    bin_dir = subprocess.run(["swift", "build", "--package-path", pkg, "--show-bin-path"], capture_output=True,
                             text=True, check=True).stdout.strip()

    jobs = []
    for fx in fixtures:
        if fx.skip:
            continue
        exe = os.path.join(bin_dir, fx.target)
        jobs.append((fx, None, exe, ["bootstrap"]))
        for q in fx.requests:
            if q.probe:
                jobs.append((fx, q, exe, ["request", str(q.index)]))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = {pool.submit(run_step, exe, args): (fx, q) for fx, q, exe, args in jobs}
        for fut in concurrent.futures.as_completed(futures):
            fx, q = futures[fut]
            if q is None:
                fx.bootstrap_outcome = fut.result()
            else:
                q.outcome = fut.result()

    agree = disagree = known_count = 0
    known, known_seen = read_known(), set()
    skipped = []
    unclaimed_notes = []
    for fx in fixtures:
        if fx.skip:
            skipped.append(fx)
            log(f"{fx.id}: skipped: {fx.skip}")
            continue
        problems, notes, detail = [], [], []
        if a.verbose:
            detail.append(f"bootstraps: {', '.join(d + ' at ' + w for _, d, w in fx.bootstraps) or 'none (Zerk.autoStore runs at the first restore)'}")
        bo = fx.bootstrap_outcome
        if bo["status"] != "clean":
            exe = os.path.join(bin_dir, fx.target)
            failing = None
            for i, (_, d, w) in enumerate(fx.bootstraps):
                if run_step(exe, ["bootstrap", str(i)])["status"] != "clean":
                    failing = (d, w)
                    bo = dict(bo, message=f"{d} at {w}: {bo['message']}")
                    break
            # The driver calls every bootstrap it finds, which the app may not: a crash dilint reports
            # there (a second Dirk.start is a warning) leaves the fixture unchecked, not disagreeing.
            said = [f for f in fx.result["findings"] if failing and
                    f"{f['location']['file']}:{f['location']['line']}" == failing[1]]
            if said:
                fx.skip = (f"its bootstrap {failing[0]} at {failing[1]} fails ({bo['status']}), as dilint reports "
                           f"({said[0]['severity']} [{said[0]['rule']}]): {bo['message']}")
                skipped.append(fx)
                log(f"{fx.id}: skipped: {fx.skip}")
                continue
            problems.append((None, f"the bootstraps ({', '.join(d for _, d, _ in fx.bootstraps)}) {bo['status']}: {bo['message']}"))
        checked = 0
        for q in fx.requests:
            claim = q.claim
            said = (f"error [{claim['rule']}] at {claim['location']['file']}:{claim['location']['line']}"
                    if claim else "no error")
            if not q.probe:
                if claim:
                    notes.append(f"{describe(q)} ({said}) not performed: {q.not_performed}")
                else:
                    notes.append(f"{describe(q)} not performed: {q.not_performed}")
                continue
            o = q.outcome
            checked += 1
            failed = o["status"] != "clean"
            if fx.bootstrap_outcome["status"] != "clean" and not o["reached"]:
                continue   # already reported as the bootstraps' failure
            if a.verbose:
                detail.append(f"{describe(q)} '{q.key}': dilint {said}; the run: {o['status']} {o['message']}")
            if claim and not failed:
                problems.append((describe(q), f"{describe(q)}: dilint reports {said} ('{claim['message'][:140]}'), "
                                f"but the request ran clean"))
            elif not claim and failed:
                why = unchecked_reason(fx, q, {f.rel: f for f in fx.files})
                if why:
                    notes.append(f"{describe(q)} {o['status']}, not checked: {why}")
                elif q.weak:
                    pass   # checked below, with the other requests of its key
                elif q.soft:
                    unclaimed_notes.append(f"{fx.id}: {describe(q)}: {o['status']} ({o['message']}) where dilint "
                                           f"reports only a {q.soft['severity']} [{q.soft['rule']}]")
                else:
                    problems.append((describe(q), f"{describe(q)}: dilint reports no error for '{q.key}', but the request "
                                    f"{o['status']}: {o['message']}"))
        for f, some in fx.some_claims:
            ran = [q for q in some if q.probe and q.outcome]
            if ran and not any(q.outcome["status"] != "clean" for q in ran):
                problems.append((f"{f['location']['file']}:{f['location']['line']}:{f['location']['column']}",
                                 f"dilint reports error [{f['rule']}] at {f['location']['file']}:{f['location']['line']} "
                                 f"('{f['message'][:140]}'), but every request of its key ran clean "
                                 f"({', '.join(describe(q) for q in ran)})"))
            elif not ran:
                notes.append(f"error [{f['rule']}] at {f['location']['file']}:{f['location']['line']}: no request of its key could be performed")
        for f in fx.unattached:
            notes.append(f"error [{f['rule']}] at {f['location']['file']}:{f['location']['line']} "
                         "is about no request the driver performs (not checked)")
        known_here = [(k, t) for k, t in problems if (fx.id, k) in known]
        for k, t in known_here:
            known_seen.add((fx.id, k))
        problems = [(k, t) for k, t in problems if (fx.id, k) not in known]
        if problems:
            disagree += 1
            log(f"{fx.id}: DISAGREE: " + problems[0][1])
            for _, t in problems[1:]:
                log(f"    also: {t}")
        elif known_here:
            known_count += 1
            log(f"{fx.id}: known disagreement ({KNOWN_FILE}): {known_here[0][1]}")
            for _, t in known_here[1:]:
                log(f"    also: {t}")
        else:
            agree += 1
            log(f"{fx.id}: agree ({checked} request{'s' if checked != 1 else ''} run of the "
                f"{fx.result['summary']['requests']} dilint counts, "
                f"{sum(1 for q in fx.requests if (q.claim or q.weak) and q.probe and q.outcome['status'] != 'clean')} "
                f"crash or throw where dilint reports an error)")
        for n in notes:
            log(f"    note: {n}")
        for d in detail:
            log(f"    {d}")
    for n in unclaimed_notes:
        log(f"oracle: note: {n}")
    ran_ids = {fx.id for fx in fixtures if not fx.skip}
    stale = sorted(k for k in known if k[0] in ran_ids and k not in known_seen)
    for fid, where in stale:
        log(f"oracle: {KNOWN_FILE} lists {fid} {where}, which now agrees: remove the line")
    why = {}
    for fx in skipped:
        k = skip_category(fx.skip)
        why[k] = why.get(k, 0) + 1
    summary = ", ".join(f"{n} {k}" for k, n in sorted(why.items(), key=lambda kv: -kv[1]))
    known_text = f", {known_count} known disagreement{'s' if known_count != 1 else ''}" if known_count else ""
    log(f"oracle: {agree} fixtures agree, {disagree} disagree{known_text}, {len(skipped)} skipped ({summary}) "
        f"in {int(time.time() - started)} s")
    return 1 if disagree or stale else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as e:
        print(f"oracle: {e}", file=sys.stderr)
        sys.exit(2)
