/// One self-contained, offline page: the SVG Graphviz drew, fitted to the window, zoomed with the wheel or
/// `+`/`-` and panned by dragging (`0` or Reset fits it again); the findings beside it with file:line
/// (linked when a link prefix is given), their notes, routes and fixes; and a small hand-written script (no
/// network, no library) to search a type, click a node to light up what it depends on and what depends on
/// it, click a finding to light up its nodes and the edges between them, and show one framework or container.
public enum HTMLWriter {
    /// `link`: the address of a place in the code (`--link-prefix`), nil for none.
    public static func render(_ model: DrawModel, svg: String, findings: [Finding], title: String,
                              link: (@Sendable (SourceLocation) -> String)? = nil) -> String {
        var drawID: [GraphNodeID: String] = [:]
        for node in model.nodes { if let id = node.analysisID { drawID[id] = node.id } }
        var edgeKeys: [GraphEdgeID: String] = [:]
        for edge in model.edges { for id in edge.analysisIDs { edgeKeys[id] = "\(edge.from)->\(edge.to)" } }

        let graph = JSONDocument.encode(HTMLGraphData(model))

        var items: [String] = []
        for (index, finding) in findings.enumerated() {
            let diagnostic = finding.diagnostic
            let nodes = finding.nodes.compactMap { drawID[$0] }
            let edges = finding.edges.compactMap { edgeKeys[$0] }
            func place(_ location: SourceLocation) -> String {
                let code = "<code>\(text("\(location.file):\(location.line)"))</code>"
                return link.map { "<a href=\"\(attribute($0(location)))\">\(code)</a>" } ?? code
            }
            let details = diagnostic.notesAndRoute.map { note in
                "<li>" + (note.location.map { place($0) + " " } ?? "") + text(note.message) + "</li>"
            } + diagnostic.fixes.map { "<li class=\"fix\">fix: \(text($0.description))</li>" }
            items.append("<li class=\"finding \(diagnostic.severity.rawValue)\" id=\"finding-\(index)\" data-nodes=\"\(attribute(nodes.joined(separator: "\n")))\" "
                + "data-edges=\"\(attribute(edges.joined(separator: "\n")))\">\(place(diagnostic.location)) <b>\(diagnostic.severity.rawValue)</b> "
                + "\(text(diagnostic.message)) <span class=\"rule\">[\(text(diagnostic.rule))]</span>"
                + (details.isEmpty ? "" : "<ul class=\"notes\">\(details.joined())</ul>") + "</li>")
        }
        let frameworks = Array(Set(model.nodes.map(\.framework.displayName))).sorted()
        let containers = Array(Set(model.nodes.compactMap(\.container))).sorted()
        func options(_ values: [String], all: String) -> String {
            "<option value=\"\">\(all)</option>" + values.map { "<option value=\"\(attribute($0))\">\(text($0))</option>" }.joined()
        }
        // The SVG's own XML prologue and doctype cannot stand inside HTML.
        let inline = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(text(title))</title>
            <style>
            body{margin:0;font:13px "DejaVu Sans",system-ui,sans-serif;color:#212529;display:flex;flex-direction:column;height:100vh}
            header{padding:6px 10px;border-bottom:1px solid #dee2e6;display:flex;gap:8px;align-items:center}
            main{flex:1;display:flex;min-height:0}
            #picture{flex:1;overflow:hidden;position:relative;cursor:grab;touch-action:none}
            #picture svg{width:100%;height:100%;transform-origin:0 0;display:block}
            .notes{margin:2px 0 6px;padding-left:16px;color:#495057;font-size:12px} .notes .fix{color:#2b8a3e} aside code{overflow-wrap:anywhere}
            aside{width:34%;overflow:auto;border-left:1px solid #dee2e6;padding:0 10px;overflow-wrap:anywhere}
            aside ol{padding-left:18px} .finding{cursor:pointer;margin:4px 0} .finding.error b{color:#c92a2a} .finding.warning b{color:#e67700}
            .finding.selected{background:#e7f5ff} .rule{color:#868e96}
            g.node,g.edge{cursor:pointer} .dim{opacity:.15} .hidden{display:none}
            g.hl polygon,g.hl path,g.hl ellipse{stroke:#1864ab;stroke-width:3px} g.match polygon{stroke:#f08c00;stroke-width:3px}
            </style></head><body>
            <header><b>\(text(title))</b>
            <input id="search" type="search" placeholder="Search a type" autocomplete="off">
            <select id="framework">\(options(frameworks, all: "all frameworks"))</select>
            <select id="container">\(options(containers, all: "all containers"))</select>
            \(model.nodes.contains(where: \.unused) ? "<label><input id=\"hide-unused\" type=\"checkbox\"> hide never requested</label>" : "")
            <button id="reset" type="button" title="Fit the picture to the window (0)">Reset</button>
            <span id="status"></span></header>
            <main><div id="picture">\(inline)</div>
            <aside><h3>Findings (\(findings.count))</h3><ol id="findings">\(items.joined(separator: "\n"))</ol></aside></main>
            <script type="application/json" id="dilint-graph">\(graph.replacingOccurrences(of: "</", with: "<\\/"))</script>
            <script>
            \(script)
            </script>
            </body></html>

            """
    }

    private static func text(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func attribute(_ value: String) -> String {
        text(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
    }

    /// Plain DOM code: every SVG node and edge is found by its <title>, which Graphviz sets to the node's
    /// id and to "from->to" for an edge.
    static let script = #"""
    (function () {
      "use strict";
      var graph = JSON.parse(document.getElementById("dilint-graph").textContent);
      var nodeElements = {}, edgeElements = [];
      document.querySelectorAll("#picture g.node").forEach(function (g) {
        var title = g.querySelector("title"); if (title) nodeElements[title.textContent] = g;
      });
      document.querySelectorAll("#picture g.edge").forEach(function (g) {
        var title = g.querySelector("title"); if (title) edgeElements.push({ key: title.textContent, g: g });
      });
      var byID = {}; graph.nodes.forEach(function (n) { byID[n.id] = n; });
      function edgeEnds(key) { var at = key.indexOf("->"); return [key.slice(0, at), key.slice(at + 2)]; }
      function clear() {
        document.querySelectorAll("#picture .hl, #picture .dim, #picture .match").forEach(function (e) { e.classList.remove("hl", "dim", "match"); });
        document.querySelectorAll(".finding.selected").forEach(function (e) { e.classList.remove("selected"); });
        document.getElementById("status").textContent = "";
      }
      // The view: the picture fitted to its box, then scaled and moved; a drag that moves is a pan, not a click.
      var picture = document.getElementById("picture"), svgElement = picture.querySelector("svg");
      var view = { scale: 1, x: 0, y: 0 }, drag = null, dragged = false;
      function show() { if (svgElement) svgElement.style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.scale + ")"; }
      function zoom(factor, atX, atY) {
        var scale = Math.min(20, Math.max(0.2, view.scale * factor)); factor = scale / view.scale;
        var box = picture.getBoundingClientRect();
        var px = atX === undefined ? box.width / 2 : atX - box.left, py = atY === undefined ? box.height / 2 : atY - box.top;
        view.x = px - (px - view.x) * factor; view.y = py - (py - view.y) * factor; view.scale = scale; show();
      }
      function reset() { view = { scale: 1, x: 0, y: 0 }; show(); }
      picture.addEventListener("wheel", function (event) { event.preventDefault(); zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX, event.clientY); }, { passive: false });
      picture.addEventListener("mousedown", function (event) { drag = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y }; dragged = false; });
      window.addEventListener("mousemove", function (event) {
        if (!drag) return;
        var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (Math.abs(dx) + Math.abs(dy) > 3) dragged = true;
        if (dragged) { view.x = drag.vx + dx; view.y = drag.vy + dy; show(); }
      });
      window.addEventListener("mouseup", function () { drag = null; });
      document.addEventListener("keydown", function (event) {
        if (event.target && event.target.tagName === "INPUT") return;
        if (event.key === "+" || event.key === "=") zoom(1.2);
        else if (event.key === "-") zoom(1 / 1.2);
        else if (event.key === "0") reset();
        else if (event.key === "ArrowLeft") { view.x += 40; show(); }
        else if (event.key === "ArrowRight") { view.x -= 40; show(); }
        else if (event.key === "ArrowUp") { view.y += 40; show(); }
        else if (event.key === "ArrowDown") { view.y -= 40; show(); }
      });
      document.getElementById("reset").addEventListener("click", reset);
      function light(nodes, edgeKeys) {
        clear();
        Object.keys(nodeElements).forEach(function (id) { nodeElements[id].classList.add(nodes[id] ? "hl" : "dim"); });
        edgeElements.forEach(function (e) { e.g.classList.add(edgeKeys[e.key] ? "hl" : "dim"); });
        document.getElementById("status").textContent = Object.keys(nodes).length + " highlighted";
      }
      function walk(start, forward) {
        var seen = {}; seen[start] = true; var queue = [start];
        while (queue.length) {
          var id = queue.shift();
          graph.edges.forEach(function (e) {
            var next = forward ? (e.from === id ? e.to : null) : (e.to === id ? e.from : null);
            if (next !== null && !seen[next]) { seen[next] = true; queue.push(next); }
          });
        }
        return seen;
      }
      function selectNode(id) {
        var nodes = walk(id, true), up = walk(id, false);
        Object.keys(up).forEach(function (k) { nodes[k] = true; });
        var keys = {}, down = walk(id, true);
        graph.edges.forEach(function (e) {
          if ((down[e.from] && down[e.to]) || (up[e.from] && up[e.to])) keys[e.from + "->" + e.to] = true;
        });
        light(nodes, keys);
      }
      Object.keys(nodeElements).forEach(function (id) {
        nodeElements[id].addEventListener("click", function (event) {
          event.stopPropagation();
          if (dragged) { event.preventDefault(); return; }
          // A node linked to its declaration (--link-prefix) follows the link; the others light their neighbourhood.
          if (!event.target.closest || !event.target.closest("a")) { event.preventDefault(); }
          selectNode(id);
        });
      });
      document.getElementById("picture").addEventListener("click", function () { if (!dragged) clear(); });
      document.querySelectorAll(".finding").forEach(function (li) {
        li.addEventListener("click", function () {
          var nodes = {}, keys = {};
          (li.dataset.nodes || "").split("\n").filter(Boolean).forEach(function (id) { nodes[id] = true; });
          (li.dataset.edges || "").split("\n").filter(Boolean).forEach(function (key) {
            keys[key] = true; var ends = edgeEnds(key); nodes[ends[0]] = true; nodes[ends[1]] = true;
          });
          // The path: the edges between the nodes the finding names.
          graph.edges.forEach(function (e) { if (nodes[e.from] && nodes[e.to]) keys[e.from + "->" + e.to] = true; });
          light(nodes, keys);
          li.classList.add("selected");
        });
      });
      document.getElementById("search").addEventListener("input", function () {
        var query = this.value.trim().toLowerCase();
        clear();
        if (!query) return;
        var found = 0;
        Object.keys(nodeElements).forEach(function (id) {
          var node = byID[id]; var hit = node && node.label.toLowerCase().indexOf(query) >= 0;
          nodeElements[id].classList.add(hit ? "match" : "dim"); if (hit) found++;
        });
        edgeElements.forEach(function (e) { e.g.classList.add("dim"); });
        document.getElementById("status").textContent = found + " found";
      });
      function filter() {
        var framework = document.getElementById("framework").value, container = document.getElementById("container").value;
        var unusedBox = document.getElementById("hide-unused"), hideUnused = unusedBox !== null && unusedBox.checked;
        var shown = {};
        Object.keys(nodeElements).forEach(function (id) {
          var node = byID[id];
          var keep = !node || ((!framework || node.framework === framework) && (!container || node.container === container) && !(hideUnused && node.unused));
          nodeElements[id].classList.toggle("hidden", !keep); if (keep) shown[id] = true;
        });
        edgeElements.forEach(function (e) { var ends = edgeEnds(e.key); e.g.classList.toggle("hidden", !(shown[ends[0]] && shown[ends[1]])); });
      }
      document.getElementById("framework").addEventListener("change", filter);
      document.getElementById("container").addEventListener("change", filter);
      if (document.getElementById("hide-unused")) document.getElementById("hide-unused").addEventListener("change", filter);
      window.dilint = { selectNode: selectNode, clear: clear, filter: filter, zoom: zoom, reset: reset, view: function () { return view; } };
    })();
    """#
}
