#!/usr/bin/env python3
"""Drive headless Chromium over the DevTools protocol (--remote-debugging-pipe) and report.

Python standard library only. Reads one JSON job on standard input, writes one JSON report to
the job's "report" path (or standard output), logs progress on standard error.

Job:
  {"chromium": PATH, "axe": PATH or null, "report": PATH or null,
   "commandTimeout": SECONDS, "pages": [PAGE...]}
  PAGE: {"name": TEXT, "url": "file:///...", "checks": ["load", "axe", "ax", "reflow",
         "motion", "rtl", "structure", "dom", "rows"], "screenshots": [{"file": PATH,
         "scheme": "light"|"dark"}]}

The driver measures; it does not judge. The Swift tests hold the expectations.
Exit status: 0 report written (page errors are inside it), 2 bad job, 3 browser failure.
"""

import base64
import ctypes
import fcntl
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--remote-debugging-pipe",
    "--proxy-server=127.0.0.1:9",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--mute-audio",
    "--hide-scrollbars",
    "--disable-breakpad",
    "--disable-crash-reporter",
]
DESKTOP = {"width": 1024, "height": 768, "deviceScaleFactor": 1, "mobile": False}
REFLOW = [
    ("320 CSS px", {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": False}),
    # A 1280 x 1024 window at 400 % zoom: the layout viewport is 320 x 256 CSS px.
    ("400 % zoom", {"width": 320, "height": 256, "deviceScaleFactor": 4, "mobile": False}),
]


def log(message):
    sys.stderr.write("cdp_driver: %s\n" % message)
    sys.stderr.flush()


class BrowserError(Exception):
    """The browser died, hung or answered with a protocol error."""


class Browser:
    """One Chromium process and its DevTools pipe (requests on fd 3, replies on fd 4)."""

    def __init__(self, executable, timeout):
        self.timeout = timeout
        self.next_id = 0
        self.replies = {}
        self.events = []
        self.closed = None
        self.lock = threading.Condition()
        self.write_lock = threading.Lock()
        # A profile of its own: never share (or hand the job to) another running Chromium.
        self.profile = tempfile.mkdtemp(prefix="empty-states-chromium-")
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        # Park the child's ends above 10 so that moving them onto 3 and 4 cannot clobber them.
        child_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def prepare_child():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)
            os.setpgrp()
            try:  # die with the driver, whatever kills it
                ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
            except (OSError, AttributeError):
                pass

        self.process = subprocess.Popen(
            [executable] + CHROMIUM_FLAGS + ["--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=False,
            preexec_fn=prepare_child,
        )
        os.close(child_read)
        os.close(child_write)
        self.writer = to_browser_write
        self.reader = from_browser_read
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self.reader, 1 << 16)
            except OSError as error:
                chunk, reason = b"", str(error)
            else:
                reason = "the browser closed its DevTools pipe"
            if not chunk:
                with self.lock:
                    self.closed = reason
                    self.lock.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                self._dispatch(json.loads(raw.decode("utf-8")))

    def _dispatch(self, message):
        if message.get("method") == "Page.javascriptDialogOpening":
            # A dialog blocks the page until answered: dismiss it at once, and remember it.
            self._send(
                "Page.handleJavaScriptDialog", {"accept": False}, message.get("sessionId"), None
            )
        with self.lock:
            if "id" in message:
                self.replies[message["id"]] = message
            else:
                self.events.append(message)
            self.lock.notify_all()

    def _send(self, method, params, session, message_id):
        with self.write_lock:
            if message_id is None:
                self.next_id += 1
                message_id = self.next_id
            message = {"id": message_id, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            data = json.dumps(message).encode("utf-8") + b"\0"
            try:
                while data:
                    data = data[os.write(self.writer, data) :]
            except OSError as error:
                raise BrowserError("cannot write to the browser: %s" % error)
            return message_id

    def call(self, method, params=None, session=None, timeout=None):
        """Sends a command and waits (bounded) for its reply."""
        message_id = self._send(method, params, session, None)
        deadline = time.monotonic() + (timeout or self.timeout)
        with self.lock:
            while message_id not in self.replies:
                if self.closed:
                    raise BrowserError("%s: %s" % (method, self.closed))
                left = deadline - time.monotonic()
                if left <= 0:
                    raise BrowserError(
                        "%s: no reply within %.0f s (hung browser?)"
                        % (method, timeout or self.timeout)
                    )
                self.lock.wait(left)
            reply = self.replies.pop(message_id)
        if "error" in reply:
            raise BrowserError("%s: %s" % (method, reply["error"].get("message", reply["error"])))
        return reply.get("result", {})

    def wait_for_event(self, method, session, since, timeout=None):
        """Waits (bounded) for an event received after index `since` of the event log."""
        deadline = time.monotonic() + (timeout or self.timeout)
        with self.lock:
            while True:
                for event in self.events[since:]:
                    if event.get("method") == method and event.get("sessionId") == session:
                        return event
                if self.closed:
                    raise BrowserError("waiting for %s: %s" % (method, self.closed))
                left = deadline - time.monotonic()
                if left <= 0:
                    raise BrowserError(
                        "%s did not arrive within %.0f s" % (method, timeout or self.timeout)
                    )
                self.lock.wait(left)

    def mark(self):
        with self.lock:
            return len(self.events)

    def events_since(self, since, method, session):
        with self.lock:
            return [
                e.get("params", {})
                for e in self.events[since:]
                if e.get("method") == method and e.get("sessionId") == session
            ]

    def close(self):
        try:
            self._send("Browser.close", {}, None, None)
            self.process.wait(timeout=3)
        except (BrowserError, subprocess.TimeoutExpired):
            pass
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except OSError:
                self.process.kill()
            self.process.wait(timeout=5)
        for fd in (self.writer, self.reader):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    """One page target, attached in flat mode."""

    def __init__(self, browser):
        self.browser = browser
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        self.target = target
        self.emulation = None
        for method in ("Page.enable", "DOM.enable", "Accessibility.enable"):
            self.call(method)

    def call(self, method, params=None, timeout=None):
        return self.browser.call(method, params, self.session, timeout)

    def evaluate(self, expression, timeout=None):
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "awaitPromise": True, "returnByValue": True},
            timeout,
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError("page script failed: %s" % text)
        return result.get("result", {}).get("value")

    def emulate(self, metrics=None, scheme="light", motion="no-preference", force=False):
        wanted = json.dumps([metrics or DESKTOP, scheme, motion], sort_keys=True)
        if wanted == self.emulation and not force:
            return
        self.emulation = wanted
        self.call("Emulation.setDeviceMetricsOverride", metrics or DESKTOP)
        self.call(
            "Emulation.setEmulatedMedia",
            {
                "media": "screen",
                "features": [
                    {"name": "prefers-color-scheme", "value": scheme},
                    {"name": "prefers-reduced-motion", "value": motion},
                ],
            },
        )
        # Let style, layout and paint catch up with the new viewport and media features, and any
        # colour transitions finish (at most 2 s), so that axe never measures a colour mid-way.
        self.evaluate(JS_SETTLE, 10)

    def close(self):
        try:
            self.browser.call("Target.closeTarget", {"targetId": self.target}, timeout=5)
        except BrowserError:
            pass


# --- What the page is asked (plain DOM and CSSOM; returned by value) ---------------------------

JS_SETTLE = r"""
(async () => {
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const transitions = document.getAnimations().filter(a => a instanceof CSSTransition);
  if (transitions.length)
    await Promise.race([Promise.all(transitions.map(a => a.finished.catch(() => null))),
                        new Promise(r => setTimeout(r, 2000))]);
  return true;
})()
"""

JS_HELPERS = r"""
// Text as a reader gets it: white space collapsed, control and bidi formatting characters out.
const norm = s => (s || '').replace(/\s+/g, ' ')
  .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
  .replace(/ +/g, ' ').trim();
const describe = (el) => {
  if (!el || el.nodeType !== 1) return String(el);
  let s = el.localName;
  if (el.id) s += '#' + el.id;
  const cls = [...el.classList].slice(0, 3);
  if (cls.length) s += '.' + cls.join('.');
  return s;
};
const sectionLabel = (section, i) => {
  const frame = section.closest('figure.es-frame, .es-frame, figure');
  const variant = frame && frame.getAttribute('data-variant');
  const scenario = section.getAttribute('data-empty-state');
  let s = 'section #' + (i + 1);
  if (scenario) s += ' [' + scenario + ']';
  if (variant) s += ' in figure "' + variant + '"';
  return s;
};
const sections = () => [...document.querySelectorAll('section.es-empty-state')];
"""

JS_EXPECTED_READING = "{" + JS_HELPERS + r"""
sections().map((section, i) => {
  const items = [];
  const symbols = [];
  const walk = (el) => {
    for (const child of el.children) {
      const tag = child.localName;
      if (tag === 'svg' || tag === 'img' || child.classList.contains('es-symbol')) {
        const hidden = child.getAttribute('aria-hidden') === 'true';
        const label = child.getAttribute('aria-label') || child.getAttribute('alt') || '';
        symbols.push({element: describe(child), ariaHidden: hidden,
                      role: child.getAttribute('role'), label: norm(label)});
        if (!hidden && label) items.push({role: 'image', name: norm(label)});
        continue;
      }
      if (/^h[1-6]$/.test(tag) || child.classList.contains('es-title')) {
        items.push({role: 'heading', name: norm(child.textContent),
                    level: /^h[1-6]$/.test(tag) ? Number(tag[1]) : null});
        continue;
      }
      if (child.classList.contains('es-description')) {
        items.push({role: 'text', name: norm(child.textContent)}); continue;
      }
      if (child.classList.contains('es-action')) {
        const role = tag === 'a' && child.hasAttribute('href') ? 'link'
                   : tag === 'button' ? 'button' : 'text';
        items.push({role, name: norm(child.textContent)}); continue;
      }
      walk(child);
    }
  };
  walk(section);
  return {label: sectionLabel(section, i), expected: items, symbols,
          title: norm((section.querySelector('.es-title') || {}).textContent)};
})
}"""

JS_REFLOW = "{" + JS_HELPERS + r"""
(() => {
  const vw = window.innerWidth;
  const offenders = [];
  // Content inside its own scroll box (a code sample) may be wider: only the page must not be.
  const scrolls = el => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if ((r.right > vw + 0.5 || r.left < -0.5) && !scrolls(el)) {
      // Report the outermost offender only.
      if (!offenders.some(o => o.el.contains(el)))
        offenders.push({el, left: r.left, right: r.right});
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, innerWidth: vw,
          devicePixelRatio: window.devicePixelRatio,
          offenders: offenders.slice(0, 8).map(o => ({element: describe(o.el),
            section: (() => { const s = o.el.closest('section.es-empty-state');
                              return s ? sectionLabel(s, sections().indexOf(s)) : null; })(),
            left: Math.round(o.left), right: Math.round(o.right)}))};
})()
}"""

JS_MOTION = "{" + JS_HELPERS + r"""
[...document.querySelectorAll('.es-symbol, .es-spinner')].map(el => {
  const cs = getComputedStyle(el);
  const section = el.closest('section.es-empty-state');
  return {element: describe(el), classes: el.getAttribute('class') || '',
          section: section ? sectionLabel(section, sections().indexOf(section)) : null,
          animationName: cs.animationName, animationDuration: cs.animationDuration,
          animationPlayState: cs.animationPlayState,
          running: el.getAnimations().filter(a => a.playState === 'running').length};
})
}"""

JS_RTL = "{" + JS_HELPERS + r"""
sections().map((section, i) => {
  const cs = getComputedStyle(section);
  const rect = section.getBoundingClientRect();
  const px = v => parseFloat(v) || 0;
  const content = {left: rect.left + px(cs.borderLeftWidth) + px(cs.paddingLeft),
                   right: rect.right - px(cs.borderRightWidth) - px(cs.paddingRight)};
  const title = section.querySelector('.es-title');
  let text = null, box = null;
  if (title) {
    const range = document.createRange();
    range.selectNodeContents(title);
    const t = range.getBoundingClientRect();
    const tcs = getComputedStyle(title);
    const b = title.getBoundingClientRect();
    text = {left: t.left, right: t.right, width: t.width};
    box = {left: b.left + px(tcs.paddingLeft), right: b.right - px(tcs.paddingRight),
           textAlign: tcs.textAlign, direction: tcs.direction};
  }
  const frame = section.closest('figure');
  return {label: sectionLabel(section, i), dir: section.getAttribute('dir'),
          direction: cs.direction, classes: section.getAttribute('class') || '',
          variant: frame ? frame.getAttribute('data-variant') : null,
          section: content, title: box, text};
})
}"""

JS_SIZES = "{" + JS_HELPERS + r"""
sections().map((section, i) => {
  const place = section.closest('.es-place');
  const media = section.querySelector('.es-media');
  return {label: sectionLabel(section, i), place: place ? place.id : null,
          classes: section.getAttribute('class') || '',
          symbolSize: media ? parseFloat(getComputedStyle(media).fontSize) : null};
})
}"""

JS_STRUCTURE = "{" + JS_HELPERS + r"""
(() => ({
  mains: document.querySelectorAll('main').length,
  h1s: document.querySelectorAll('h1').length,
  lang: document.documentElement.getAttribute('lang'),
  title: norm(document.title),
  frames: [...document.querySelectorAll('figure.es-frame')].map(f => ({
    variant: f.getAttribute('data-variant'),
    figcaption: !!f.querySelector(':scope > figcaption'),
    sections: f.querySelectorAll('section.es-empty-state').length})),
  headings: sections().map((s, i) => {
    const h = s.querySelector('.es-title');
    return {label: sectionLabel(s, i), tag: h ? h.localName : null,
            labelledBy: s.getAttribute('aria-labelledby'), titleId: h ? h.id : null};
  }),
  links: [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href')),
  outsideMain: sections().filter(s => !s.closest('main')).length,
}))()
}"""

JS_DOM = "{" + JS_HELPERS + r"""
(() => {
  // Elements that run script, embed documents, or redirect the page (SVG's included).
  const forbidden = new Set(['script', 'img', 'iframe', 'frame', 'frameset', 'object', 'embed',
    'applet', 'base', 'link', 'portal', 'foreignobject', 'animate', 'set', 'handler', 'listener',
    'math']);
  const found = [];
  for (const el of document.querySelectorAll('*'))
    if (forbidden.has(el.localName.toLowerCase())
        || (el.localName === 'meta' && el.hasAttribute('http-equiv')))
      found.push(describe(el) + ' ' + el.outerHTML.slice(0, 120));
  const quote = (el, attr) => describe(el) + ' ' + attr.name + '="' + attr.value.slice(0, 80) + '"';
  const handlers = [], urls = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster',
                         'srcdoc', 'background', 'ping'];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) handlers.push(quote(el, attr));
      if (urlAttributes.includes(attr.name.toLowerCase())) {
        // Resolve as the browser does: it strips leading controls and white space, folds case.
        let protocol = '';
        try {
          protocol = new URL(attr.value, document.baseURI).protocol;
        } catch (e) {
          protocol = 'invalid:';
        }
        if (['javascript:', 'vbscript:', 'data:'].includes(protocol) || attr.name === 'srcdoc')
          urls.push(quote(el, attr));
      }
    }
  }
  const section = document.querySelector('section.es-empty-state');
  const text = sel => {
    const el = section && section.querySelector(sel);
    return el ? norm(el.textContent) : null;
  };
  return {forbidden: found, handlers, urls,
          tags: [...document.querySelectorAll('*')].map(e => e.localName),
          sections: sections().length, documentTitle: document.title,
          title: text('.es-title'), description: text('.es-description'),
          actions: [...(section ? section.querySelectorAll('.es-action') : [])]
            .map(a => norm(a.textContent))};
})()
}"""

JS_ROWS = "{" + JS_HELPERS + r"""
[...document.querySelectorAll('.es-empty-row')].map((row, i) => {
  // The row form of an empty state: where it sits, what it holds, whether anything of it
  // sticks out of its table or list.
  const container = row.closest('table, ul, ol');
  const box = (container || row).getBoundingClientRect();
  const overflow = [];
  for (const el of [row, ...row.querySelectorAll('*')]) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > box.right + 0.5 || r.left < box.left - 0.5) overflow.push(describe(el));
  }
  const text = sel => { const el = row.querySelector(sel); return el ? norm(el.textContent) : null; };
  return {label: 'row #' + (i + 1) + ' <' + row.localName + '>', tag: row.localName,
          container: container ? container.localName : null,
          cells: row.localName === 'tr' ? row.cells.length : null,
          span: row.localName === 'tr' && row.cells[0] ? row.cells[0].colSpan : null,
          columns: container && container.tHead ? container.tHead.rows[0].cells.length : null,
          headings: row.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]').length,
          title: text('.es-title'), description: text('.es-description'),
          overflow: overflow.slice(0, 5)};
})
}"""

JS_AXE = r"""
(async () => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: %s},
                                          resultTypes: ['violations', 'incomplete']});
  const slim = list => list.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 10).map(n => ({target: n.target.join(' '), html: n.html.slice(0, 160),
                                           summary: (n.failureSummary || '').slice(0, 300)})),
    count: v.nodes.length}));
  return {violations: slim(result.violations), incomplete: slim(result.incomplete)};
})()
""" % json.dumps(WCAG_TAGS)


# --- Accessibility tree ------------------------------------------------------------------------


INVISIBLE = re.compile("[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def normalized(text):
    """Like the page's `norm`: white space collapsed, control and bidi formatting out."""
    return " ".join(INVISIBLE.sub("", " ".join((text or "").split())).split())


def linearize(nodes_by_id, root):
    """What a screen reader walks in the subtree: headings, texts, links, buttons, images."""
    items = []

    def emit(role, name, level=None):
        item = {"role": role, "name": normalized(name)}
        if level is not None:
            item["level"] = level
        items.append(item)

    def name_of(node):
        return (node.get("name") or {}).get("value") or ""

    def walk(node, in_text):
        role = (node.get("role") or {}).get("value", "")
        if not node.get("ignored"):
            if role == "heading":
                level = None
                for prop in node.get("properties", []):
                    if prop.get("name") == "level":
                        level = prop.get("value", {}).get("value")
                emit("heading", name_of(node), level)
                return
            if role in ("link", "button"):
                emit(role, name_of(node))
                return
            if role in ("image", "img", "svgRoot") or role.startswith("graphics"):
                emit("image", name_of(node))
                return
            if role == "paragraph":
                # A paragraph's text runs are pieces of one text, split where an inline element
                # (a <bdi> around a quoted name) begins or ends: joined as written, like the
                # DOM's textContent, with no space the page does not have.
                texts = []
                collect_text(node, texts)
                emit("text", "".join(texts))
                return
            if role == "StaticText":
                if items and items[-1]["role"] == "text" and in_text:
                    items[-1]["name"] = normalized(items[-1]["name"] + " " + name_of(node))
                else:
                    emit("text", name_of(node))
                return
        for child_id in node.get("childIds", []):
            child = nodes_by_id.get(child_id)
            if child is not None:
                walk(child, True)

    def collect_text(node, texts):
        for child_id in node.get("childIds", []):
            child = nodes_by_id.get(child_id)
            if child is None:
                continue
            if (child.get("role") or {}).get("value") == "StaticText" and not child.get("ignored"):
                texts.append(name_of(child))
            else:
                collect_text(child, texts)

    for child_id in root.get("childIds", []):
        child = nodes_by_id.get(child_id)
        if child is not None:
            walk(child, False)
    return items


def ax_nodes(tab, selector):
    """The accessibility tree by node id, and the node of each element matching `selector`
    (None where the element has none), in document order."""
    nodes = tab.call("Accessibility.getFullAXTree", {}, 20)["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    by_backend = {n.get("backendDOMNodeId"): n for n in nodes if "backendDOMNodeId" in n}
    root = tab.call("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    ids = tab.call("DOM.querySelectorAll", {"nodeId": root, "selector": selector})
    found = []
    for node_id in ids["nodeIds"]:
        backend = tab.call("DOM.describeNode", {"nodeId": node_id})["node"]["backendNodeId"]
        found.append(by_backend.get(backend))
    return by_id, found


def accessibility(tab, expected):
    by_id, found = ax_nodes(tab, "section.es-empty-state")
    results = []
    for index, ax in enumerate(found):
        entry = (
            dict(expected[index])
            if index < len(expected)
            else {"label": "section #%d" % (index + 1)}
        )
        if ax is None:
            entry.update(actual=None, region=None)
        else:
            entry["actual"] = linearize(by_id, ax)
            entry["region"] = {
                "role": (ax.get("role") or {}).get("value"),
                "name": normalized((ax.get("name") or {}).get("value")),
                "ignored": bool(ax.get("ignored")),
            }
        results.append(entry)
    return results


def rows(tab, measured):
    """Each row form's accessibility: its role, its name, and what a screen reader walks."""
    by_id, found = ax_nodes(tab, ".es-empty-row")
    results = []
    for index, ax in enumerate(found):
        entry = dict(measured[index]) if index < len(measured) else {"label": "row #%d" % (index + 1)}
        if ax is not None:
            entry["role"] = (ax.get("role") or {}).get("value")
            entry["name"] = normalized((ax.get("name") or {}).get("value"))
            entry["reading"] = linearize(by_id, ax)
        results.append(entry)
    return results


# --- One page ----------------------------------------------------------------------------------


def inspect(browser, tab, page, axe_source, settle):
    checks = set(page.get("checks", []))
    report = {"name": page["name"], "url": page["url"]}
    tab.emulate(force=True)
    tab.call("Debugger.enable")
    tab.call("Network.enable")
    since = browser.mark()
    navigation = tab.call("Page.navigate", {"url": page["url"]})
    if navigation.get("errorText"):
        raise BrowserError("cannot open %s: %s" % (page["url"], navigation["errorText"]))
    browser.wait_for_event("Page.loadEventFired", tab.session, since)
    time.sleep(settle)  # let late handlers (onerror, ontoggle, autofocus) fire
    # Nothing of ours has run in the page yet: every parsed script came from the page itself.
    scripts = browser.events_since(since, "Debugger.scriptParsed", tab.session)
    requests = browser.events_since(since, "Network.requestWillBeSent", tab.session)
    dialogs = browser.events_since(since, "Page.javascriptDialogOpening", tab.session)
    page_url = page["url"].split("#")[0]
    report["load"] = {
        "scripts": [
            {"url": s.get("url", ""), "line": s.get("startLine"), "length": s.get("length")}
            for s in scripts
        ],
        "dialogs": [{"type": d.get("type"), "message": d.get("message")} for d in dialogs],
        "requests": sorted(
            {
                r["request"]["url"][:200]
                for r in requests
                if r["request"]["url"].split("#")[0] != page_url
                and not r["request"]["url"].startswith("data:")
            }
        ),
    }
    tab.call("Debugger.disable")
    tab.call("Network.disable")

    if "dom" in checks:
        report["dom"] = tab.evaluate(JS_DOM)
    if "structure" in checks:
        report["structure"] = tab.evaluate(JS_STRUCTURE)
    if "ax" in checks:
        expected = tab.evaluate(JS_EXPECTED_READING)
        report["reading"] = accessibility(tab, expected)
    if "rows" in checks:
        report["rows"] = rows(tab, tab.evaluate(JS_ROWS))
        narrow_label, narrow = REFLOW[0]
        tab.emulate(metrics=narrow)
        report["narrowRows"] = {"viewport": narrow_label, "rows": tab.evaluate(JS_ROWS)}
        tab.emulate()
    if "rtl" in checks:
        report["rtl"] = tab.evaluate(JS_RTL)
    if "sizes" in checks:
        report["sizes"] = tab.evaluate(JS_SIZES)
    if "motion" in checks:
        report["motion"] = {"normal": tab.evaluate(JS_MOTION)}
        tab.emulate(motion="reduce")
        report["motion"]["reduce"] = tab.evaluate(JS_MOTION)
        tab.emulate()
    if "axe" in checks and axe_source is not None:
        tab.evaluate(axe_source + "\n;true", 30)
        report["axe"] = {}
        for scheme in ("light", "dark"):
            tab.emulate(scheme=scheme)
            report["axe"][scheme] = tab.evaluate(JS_AXE, 45)
        tab.emulate()
    if "reflow" in checks:
        report["reflow"] = []
        for label, metrics in REFLOW:
            tab.emulate(metrics=metrics)
            measured = tab.evaluate(JS_REFLOW)
            measured["viewport"] = label
            report["reflow"].append(measured)
        tab.emulate()
    shots = []
    for shot in page.get("screenshots", []):
        tab.emulate(scheme=shot.get("scheme", "light"))
        height = tab.evaluate("Math.ceil(document.documentElement.scrollHeight)")
        clip = {
            "x": 0,
            "y": 0,
            "width": DESKTOP["width"],
            "height": min(max(height, 1), 8000),
            "scale": 1,
        }
        data = tab.call(
            "Page.captureScreenshot",
            {"format": "png", "captureBeyondViewport": True, "clip": clip},
            30,
        )["data"]
        with open(shot["file"], "wb") as handle:
            handle.write(base64.b64decode(data))
        shots.append(shot["file"])
    if shots:
        report["screenshots"] = shots
        tab.emulate()
    return report


def run(job):
    timeout = float(job.get("commandTimeout", 20))
    settle = float(job.get("settle", 0.2))
    axe_source = None
    if job.get("axe"):
        with open(job["axe"], encoding="utf-8") as handle:
            axe_source = handle.read()
    started = time.monotonic()
    browser = Browser(job["chromium"], timeout)
    report = {"pages": [], "browser": None, "error": None}
    try:
        version = browser.call("Browser.getVersion", timeout=timeout)
        report["browser"] = version.get("product")
        tab = Tab(browser)
        for page in job["pages"]:
            page_started = time.monotonic()
            try:
                result = inspect(browser, tab, page, axe_source, settle)
            except BrowserError as error:
                report["pages"].append(
                    {"name": page["name"], "url": page["url"], "error": str(error)}
                )
                log("%s: %s" % (page["name"], error))
                # The tab may be wedged: throw it away; if the browser is gone, stop here.
                if browser.closed or "no reply" in str(error) or "did not arrive" in str(error):
                    report["error"] = "browser failed on %s: %s" % (page["name"], error)
                    break
                tab.close()
                tab = Tab(browser)
                continue
            result["seconds"] = round(time.monotonic() - page_started, 3)
            report["pages"].append(result)
            log("%s: %.2f s" % (page["name"], result["seconds"]))
    except BrowserError as error:
        report["error"] = str(error)
    finally:
        browser.close()
    report["seconds"] = round(time.monotonic() - started, 3)
    return report


def main():
    try:
        job = json.load(sys.stdin)
    except ValueError as error:
        log("the job is not JSON: %s" % error)
        return 2
    # A test run that times out sends SIGTERM: close the browser on the way out. A test run that
    # dies sends nothing, so watch for being orphaned and treat it the same way.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    parent = os.getppid()

    def watch_parent():
        while os.getppid() == parent:
            time.sleep(0.5)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch_parent, daemon=True).start()
    report = run(job)
    text = json.dumps(report, ensure_ascii=False, indent=1)
    if job.get("report"):
        with open(job["report"], "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text + "\n")
    return 3 if report["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
