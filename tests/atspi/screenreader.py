#!/usr/bin/python3
"""GPU Lab as a screen reader meets it: over AT-SPI, from outside the process.

Started by tests/atspi/run, inside Xvfb, openbox, a private session bus and
the AT-SPI bus, with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 and the xcb platform.
It starts `gpulab --lab NAME` once per lab (a fresh HOME each time), finds
the application 'GPU Lab' under the AT-SPI desktop, walks every page of the
lab, tabs through it and presses keys as a user of Orca would, and checks:

  1 names: every showing control (push button, check box, radio button,
    combo box, slider, spin button, text, page tab, list item, table) has a
    name; a combo box named after its current item (Qt's way on Linux) has a
    label through a labelled-by relation, which Orca reads first;
  2 sliders: the value is the quantity, not a 0…1000 track, and the number
    Orca speaks (Value.CurrentValue with Orca's decimals) is a number the
    page shows (in the slider's unit, or a thousand times it either way);
    after Right, a value event came from the slider and Orca says another
    number;
  3 spin buttons: a name, and not just the number;
  4 charts and custom-drawn views: role chart or image, a description,
    focusable and reached by Tab;
  5 tab order, per page: every stop named; in one column, no stop lies
    wholly above the one before it;
  6 every node below the application has an index in its parent (object
    navigation, Orca's flat review, finds it);
  7 each lab's main action: the focus stays on the control and the result is
    spoken: a notification that comes into view (what Orca 43 speaks of
    Qt 6.4), an announcement, a name or description change of the focused
    object that carries its text (Qt 6.4 sends the object instead, which
    Orca cannot speak), or text inserted into it.

Every failure is listed at the end (lab/page, role, name); the exit status is
1 when there is any. --dump prints the tree of every lab and page instead
(role, name, description, value) and checks nothing.

    tests/atspi/run 1280x720 build/bin/gpulab [--dump] [--lab NAME]...

Needs Debian's /usr/bin/python3 with python3-gi and gir1.2-atspi-2.0.
"""

import argparse
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings

warnings.simplefilter("ignore")  # gi's deprecation chatter

try:
    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
except (ImportError, ValueError) as e:  # run checks this first; here for direct use
    print(f"screenreader: skipped, no Atspi 2.0 for {sys.executable}: {e} (python3-gi gir1.2-atspi-2.0)")
    sys.exit(77)

LABS = ["device", "throughput", "vram", "cost", "dispatch", "timing", "board", "learn"]

# Roles a user operates; each needs a name (check 1).
NAMED_ROLES = {
    "push button", "check box", "radio button", "combo box", "slider", "spin button",
    "text", "page tab", "list item", "table",
}
# Roles that are controls or text, never a chart (check 4 looks at the rest).
NOT_VIEW_ROLES = NAMED_ROLES | {
    "label", "heading", "paragraph", "static", "menu item", "menu", "menu bar", "list", "page tab list",
    "toggle button", "table cell", "table column header", "table row header", "column header", "row header",
    "scroll bar", "status bar", "tool tip", "link", "entry", "password text", "tree", "tree item",
    "check menu item", "radio menu item", "progress bar", "separator", "tool bar", "document text",
    "document web", "document frame", "caption", "section",
}
# Containers a custom-drawn view may be exposed as, besides chart and image.
VIEW_ROLES = {"filler", "panel", "unknown", "canvas", "drawing area", "chart", "image", "animation", "frame",
              "scroll pane", "viewport", "layered pane", "graphic"}

KEY = {"Tab": 0xFF09, "Right": 0xFF53, "Left": 0xFF51, "Up": 0xFF52, "Down": 0xFF54, "space": 0x20,
       "Return": 0xFF0D}

S = Atspi.StateType

EVENT_TYPES = [
    "object:state-changed:focused",
    "object:property-change:accessible-description",
    "object:property-change:accessible-name",
    "object:property-change:accessible-value",
    "object:text-changed:insert",
    "object:announcement",
    "object:state-changed:showing",
]

APP_START_S = 30.0  # the application appears on the desktop within this
TAB_MAX = 80  # tab stops per page at most
ENTER_MAX = 6  # Tabs from the 'Labs' list into the lab at most
SAME_MAX = 10  # Tabs in a row that leave the focus where it is, at most (a trap)
FOCUS_WAIT_S = 1.5  # for the focus event after Tab (it comes in ~15 ms; a loaded machine is slower)
VALUE_WAIT_S = 2.0  # for the value event after an arrow key
ACTION_WAIT_S = 8.0  # for the spoken result of an action that names no time

deadline_total = None  # the whole run's time limit (monotonic), set in main()


def log(msg):
    print(msg, flush=True)


def one_line(s, limit=None):
    s = (s or "").replace("\r", " ").replace("\n", " \u23ce ")
    if limit and len(s) > limit:
        s = s[: limit - 1] + "\u2026"
    return s


def safe(fn, default=None):
    try:
        return fn()
    except Exception:  # GLib.Error: the object went away or timed out
        return default


# ---------------------------------------------------------------- events


class Events:
    """Every AT-SPI event of EVENT_TYPES, kept in order; the GLib main loop
    is pumped only in pump() and wait(), so nothing arrives in between."""

    def __init__(self):
        self.log = []  # (time, type, source, detail1, any_data)
        self.focused = None  # the source of the last focused:1 event
        self.listener = Atspi.EventListener.new(self._on_event)
        for t in EVENT_TYPES:
            self.listener.register(t)
        self.ctx = GLib.MainContext.default()

    def _on_event(self, ev):
        try:
            src = ev.source
            data = ev.any_data
            self.log.append((time.monotonic(), ev.type, src, ev.detail1, data))
            if ev.type.startswith("object:state-changed:focused") and ev.detail1 == 1:
                self.focused = src
        except Exception:
            pass

    def pump(self, seconds=0.0):
        end = time.monotonic() + seconds
        while True:
            while self.ctx.iteration(False):
                pass
            if time.monotonic() >= end:
                return
            time.sleep(0.005)

    def mark(self):
        self.pump(0)
        return len(self.log)

    def since(self, mark):
        return self.log[mark:]

    def wait(self, pred, timeout, mark=0):
        """Pumps until pred(events since mark) is true or timeout passes."""
        end = time.monotonic() + timeout
        while True:
            self.pump(0)
            if pred(self.log[mark:]):
                return True
            if time.monotonic() >= end:
                return False
            time.sleep(0.01)


def press(key):
    Atspi.generate_keyboard_event(KEY[key], None, Atspi.KeySynthType.SYM)


# ---------------------------------------------------------------- the tree


class Node:
    __slots__ = ("acc", "role", "name", "desc", "states", "ext", "depth", "parent", "pos", "index",
                 "children", "value", "ifaces")

    def __init__(self, acc, depth, parent, pos):
        self.acc = acc
        self.depth = depth
        self.parent = parent
        self.pos = pos
        self.role = safe(acc.get_role_name, "") or ""
        self.name = safe(acc.get_name, "") or ""
        self.desc = safe(acc.get_description, "") or ""
        st = safe(acc.get_state_set)
        self.states = set()
        if st is not None:
            for s in (S.SHOWING, S.VISIBLE, S.FOCUSABLE, S.FOCUSED, S.ENABLED, S.SELECTED, S.CHECKED,
                      S.EDITABLE):
                if st.contains(s):
                    self.states.add(s)
        self.ext = extents(acc)
        self.index = safe(acc.get_index_in_parent, -2)
        self.children = []
        self.value = value_of(acc)
        self.ifaces = safe(acc.get_interfaces, []) or []

    @property
    def showing(self):
        return S.SHOWING in self.states

    def label(self):
        return f"{self.role} '{one_line(self.name, 90)}'"

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def is_below(self, other):
        n = self
        while n is not None:
            if n is other:
                return True
            n = n.parent
        return False


def extents(acc):
    c = safe(acc.get_component_iface)
    if c is None:
        return None
    e = safe(lambda: Atspi.Component.get_extents(c, Atspi.CoordType.SCREEN))
    if e is None:
        return None
    return (e.x, e.y, e.width, e.height)


def value_of(acc):
    v = safe(acc.get_value_iface)
    if v is None:
        return None
    cur = safe(lambda: Atspi.Value.get_current_value(v))
    if cur is None:
        return None
    return (cur, safe(lambda: Atspi.Value.get_minimum_value(v), 0.0),
            safe(lambda: Atspi.Value.get_maximum_value(v), 0.0),
            safe(lambda: Atspi.Value.get_minimum_increment(v), 0.0))


def snapshot(acc, depth=0, parent=None, pos=0, limit=5000):
    """The showing part of the tree below acc (hidden nodes are kept, their
    children are not read)."""
    root = Node(acc, depth, parent, pos)
    stack = [root]
    count = 0
    while stack and count < limit:
        n = stack.pop()
        count += 1
        if not n.showing and n.depth > 0:
            continue
        k = safe(n.acc.get_child_count, 0) or 0
        for i in range(min(k, 500)):
            ch = safe(lambda: n.acc.get_child_at_index(i))
            if ch is None:
                continue
            cn = Node(ch, n.depth + 1, n, i)
            n.children.append(cn)
        stack.extend(reversed(n.children))
    return root


def orca_value(cur, inc):
    """Value.CurrentValue as Orca speaks it without a value text: decimals
    from the minimum increment (none for a whole number when it is 0)."""
    if inc and inc > 0:
        dec = max(0, math.ceil(-math.log10(inc) - 1e-9))
    elif abs(cur) >= 1 or cur == 0:
        dec = 0
    else:
        s = repr(float(cur))
        dec = len(s.split(".")[1]) if "." in s and "e" not in s else 6
    return f"{cur:.{dec}f}"


def strip_separators(s):
    # '1,024' and '1 024' (narrow or thin no-break space) -> '1024'
    return re.sub(r"(?<=\d)[,\u202f\u2009\u00a0](?=\d{3})", "", s or "")


def number_in(number, text):
    """The number stands in the text as a number of its own ('4' is not in
    '4.00' or '14')."""
    t = strip_separators(text).replace("\u2212", "-")
    n = number.lstrip("-")
    for m in re.finditer(re.escape(n), t):
        before = t[: m.start()]
        after = t[m.end():]
        if re.search(r"\d$|\d[.,]$", before):
            continue
        if re.match(r"\d|[.,]\d", after):
            continue
        return True
    return False


def is_number_text(s):
    t = strip_separators(s.strip()).replace("\u2212", "-")
    return bool(re.fullmatch(r"[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?\s*%?", t))


# ---------------------------------------------------------------- failures


class Report:
    def __init__(self):
        self.failures = {}  # key -> [check, where-list, text]
        self.order = []
        self.transcript = []

    def fail(self, check, where, text):
        key = (check, where[0], text)
        if key not in self.failures:
            self.failures[key] = [check, [], text]
            self.order.append(key)
        if where[1] and where[1] not in self.failures[key][1]:
            self.failures[key][1].append(where[1])

    def lines(self):
        out = []
        for key in self.order:
            check, pages, text = self.failures[key]
            lab = key[1]
            where = lab + (f"/{', '.join(pages)}" if pages else "")
            out.append(f"[{check}] {where}: {text}")
        return out


# ---------------------------------------------------------------- one lab


class Lab:
    def __init__(self, binary, name, events, report, pid_file, args):
        self.binary = binary
        self.name = name
        self.events = events
        self.report = report
        self.pid_file = pid_file
        self.args = args
        self.proc = None
        self.home = None
        self.app = None
        self.logpath = None

    # -- the process

    def start(self):
        self.home = tempfile.mkdtemp(prefix=f"gpulab-atspi-{self.name}.")
        env = dict(os.environ)
        env.update(HOME=self.home,
                   XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                   XDG_DATA_HOME=os.path.join(self.home, ".local/share"),
                   XDG_CACHE_HOME=os.path.join(self.home, ".cache"),
                   XDG_STATE_HOME=os.path.join(self.home, ".local/state"),
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        for d in (".config", ".local/share", ".cache", ".local/state"):
            os.makedirs(os.path.join(self.home, d), exist_ok=True)
        self.logpath = os.path.join(self.home, "gpulab.log")
        with open(self.logpath, "wb") as out:
            try:
                self.proc = subprocess.Popen([self.binary, "--lab", self.name], env=env, stdout=out,
                                             stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                             start_new_session=True)
            except OSError as e:
                raise RuntimeError(f"gpulab could not be started: {e}")
        if self.pid_file:
            with open(self.pid_file, "a") as f:
                f.write(f"{self.proc.pid}\n")
        end = time.monotonic() + APP_START_S
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gpulab --lab {self.name} exited with {self.proc.returncode}: "
                                   f"{self.tail_log()}")
            desk = safe(lambda: Atspi.get_desktop(0))
            if desk is not None:
                for i in range(safe(desk.get_child_count, 0) or 0):
                    a = safe(lambda: desk.get_child_at_index(i))
                    if a is None:
                        continue
                    if safe(a.get_process_id) == self.proc.pid and safe(a.get_name) == "GPU Lab":
                        self.app = a
                        break
            if self.app is not None and self.frame() is not None:
                break
            self.events.pump(0.2)
        if self.app is None or self.frame() is None:
            raise RuntimeError(f"the application 'GPU Lab' (gpulab --lab {self.name}) did not appear on the "
                               f"AT-SPI desktop within {APP_START_S:.0f} s: {self.tail_log()}")
        # The window is up; let the first layout and the probes settle.
        self.events.pump(1.0)

    def tail_log(self):
        try:
            with open(self.logpath, "rb") as f:
                return one_line(f.read()[-600:].decode("utf-8", "replace"))
        except OSError:
            return "(no log)"

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
            except OSError:
                self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except OSError:
                    self.proc.kill()
                self.proc.wait(5)
        self.proc = None
        if self.home:
            shutil.rmtree(self.home, ignore_errors=True)
            self.home = None

    def frame(self):
        if self.app is None:
            return None
        for i in range(safe(self.app.get_child_count, 0) or 0):
            f = safe(lambda: self.app.get_child_at_index(i))
            if f is not None and safe(f.get_role_name) in ("frame", "window", "dialog") and \
                    (st := safe(f.get_state_set)) is not None and st.contains(S.SHOWING):
                return f
        return None

    # -- structure

    def tree(self):
        return snapshot(self.app)

    @staticmethod
    def sidebar(tree):
        for n in tree.walk():
            if n.role == "list" and n.name == "Labs" and n.showing:
                return n
        return None

    def content(self, tree):
        """The lab's own part of the window: the showing panel beside the
        'Labs' list (what Tab reaches before it leaves the lab)."""
        side = self.sidebar(tree)
        if side is None or side.parent is None:
            return None
        best = None
        for c in side.parent.children:
            if c is side or not c.showing or not c.ext:
                continue
            if best is None or c.ext[2] * c.ext[3] > best.ext[2] * best.ext[3]:
                best = c
        # Down through the stack of labs to the one showing.
        while best is not None:
            shown = [c for c in best.children if c.showing and c.ext and c.ext[2] > 0 and c.ext[3] > 0]
            if best.role == "layered pane" and len(shown) == 1:
                return shown[0]
            if best.role == "layered pane" or len(shown) != 1:
                return best
            best = shown[0]
        return None

    @staticmethod
    def tablist(content):
        """The lab's pages: the outermost showing page tab list in it."""
        if content is None:
            return None
        lists = [n for n in content.walk() if n.role == "page tab list" and n.showing]
        if not lists:
            return None
        return min(lists, key=lambda n: n.depth)

    @staticmethod
    def tabs(tablist):
        return [c for c in tablist.children if c.role == "page tab"]

    def select_page(self, tab):
        """Shows the page of this tab (its Action: Qt's "Press"). Qt 6.4 does
        not set SELECTED on the current tab; its tab list is named after it
        and the tab says FOCUSED, so those tell that it is current."""
        def current():
            safe(tab.acc.clear_cache)
            st = safe(tab.acc.get_state_set)
            if st is not None and (st.contains(S.SELECTED) or st.contains(S.FOCUSED)):
                return True
            par = safe(tab.acc.get_parent)
            if par is not None:
                safe(par.clear_cache)
                return (safe(par.get_name, None) or None) == tab.name
            return False

        if current():
            return True
        act = safe(tab.acc.get_action_iface)
        done = False
        if act is not None:
            n = safe(lambda: Atspi.Action.get_n_actions(act), 0) or 0
            names = [(safe(lambda: Atspi.Action.get_action_name(act, i), "") or "").lower() for i in range(n)]
            for want in ("press", "click", "switch", "activate", "setfocus"):
                if want in names:
                    done = bool(safe(lambda: Atspi.Action.do_action(act, names.index(want)), False))
                    break
            if not done and n:
                done = bool(safe(lambda: Atspi.Action.do_action(act, 0), False))
        if not done:
            c = safe(tab.acc.get_component_iface)
            if c is not None:
                safe(lambda: Atspi.Component.grab_focus(c))
        end = time.monotonic() + 3
        while time.monotonic() < end:
            self.events.pump(0.05)
            if current():
                self.events.pump(0.4)  # the page lays out
                return True
        return False

    # -- focus

    def focused_now(self, root_acc=None):
        """The focused object: the last focus event's source when it still
        says FOCUSED, else a search of the showing tree."""
        f = self.events.focused
        if f is not None:
            st = safe(f.get_state_set)
            if st is not None and st.contains(S.FOCUSED):
                return f
        tree = snapshot(root_acc or self.app)
        for n in tree.walk():
            if S.FOCUSED in n.states and n.depth > 0 and n.role not in ("frame", "window"):
                return n.acc
        return None

    def grab(self, acc):
        """Component.GrabFocus, then its focus event; True when acc has the
        focus (a page tab says FOCUSED without it: its tab bar takes it)."""
        mark = self.events.mark()
        c = safe(acc.get_component_iface)
        if c is None:
            return False
        safe(lambda: Atspi.Component.grab_focus(c))
        got = self.events.wait(lambda evs: any(e[2] is acc and e[1].endswith("focused") and e[3] == 1
                                               for e in evs), 1.5, mark)
        safe(acc.clear_cache)
        st = safe(acc.get_state_set)
        if st is None or not st.contains(S.FOCUSED):
            return False
        # Already focused before (no event): the last focus event names it,
        # or none came yet (the focus the window opened with).
        return got or self.events.focused is acc or \
            (self.events.focused is None and safe(acc.get_role_name) != "page tab")


# ---------------------------------------------------------------- the checks


def where(lab, page):
    return (lab, page)


def check_names(lab, page, nodes, report, inside):
    for n in nodes:
        if not n.showing or n.role not in NAMED_ROLES:
            continue
        w = where(lab if inside(n) else "window", page if inside(n) else "")
        if not n.name.strip():
            report.fail(1, w, f"{n.role} without a name (description '{one_line(n.desc, 80)}', at {n.ext})")
            continue
        if n.role == "combo box":
            items = []
            for c in n.children:
                for it in ([c] + list(c.children)) if c.role in ("list", "menu", "tree", "table") else [c]:
                    if it.role in ("list item", "menu item", "table cell", "tree item"):
                        items.append(it)
            items = items or list_items(n.acc)
            current = [it for it in items if S.SELECTED in it.states]
            names = [it.name for it in (current or items)]
            # Qt on Linux names a combo box after its current item and gives
            # its label through a labelled-by relation, which Orca reads first.
            if n.name in names and not labelled_by(n.acc):
                report.fail(1, w, f"combo box named '{one_line(n.name, 80)}', its current item, and no label "
                                  f"(labelled-by) of its own")


def labelled_by(acc):
    """The names of the labels a labelled-by relation points at."""
    names = []
    for r in safe(acc.get_relation_set, []) or []:
        if safe(r.get_relation_type) != Atspi.RelationType.LABELLED_BY:
            continue
        for i in range(safe(r.get_n_targets, 0) or 0):
            t = safe(lambda: r.get_target(i))
            nm = (safe(t.get_name, "") or "").strip() if t is not None else ""
            if nm:
                names.append(nm)
    return names


def numbers_in(texts):
    """Every number written in the texts ('1,024 × 1,024' -> 1024, 1024)."""
    out = []
    for t in texts:
        for m in re.finditer(r"\d+(?:\.\d+)?", strip_separators(t).replace("\u2212", "-")):
            out.append(float(m.group(0)))
    return out


def shown_as(value, inc, texts):
    """The slider's quantity is a number on the page, in its unit or a
    thousand times it either way (5.000 ms shown as '5.00 ms', 1251 GFLOP/s
    as '1.25 TFLOP/s'), to the page's rounding."""
    for x in numbers_in(texts):
        for f in (1.0, 1e3, 1e-3, 1e9, 1e-9):
            shown = x * f
            if abs(shown - value) <= max(abs(inc), 0.006 * max(abs(value), abs(shown))):
                return True
    return False


def list_items(combo_acc):
    """The items of a combo box whose popup was never shown (hidden, so the
    snapshot did not read them)."""
    out = []
    lst = safe(lambda: combo_acc.get_child_at_index(0))
    if lst is None:
        return out
    for i in range(min(safe(lst.get_child_count, 0) or 0, 200)):
        it = safe(lambda: lst.get_child_at_index(i))
        if it is not None:
            out.append(Node(it, 0, None, i))
    return out


def check_spins(lab, page, nodes, report, inside):
    for n in nodes:
        if not n.showing or n.role != "spin button":
            continue
        w = where(lab if inside(n) else "window", page if inside(n) else "")
        if n.name.strip() and is_number_text(n.name):
            report.fail(3, w, f"spin button named '{n.name}': only the number, no name (value {n.value and n.value[0]})")
        elif n.value is not None and n.name.strip() in (orca_value(n.value[0], n.value[3]), str(n.value[0])):
            report.fail(3, w, f"spin button named '{n.name}': its value, not a name")


def check_sliders_static(lab, page, nodes, report, inside, done):
    for n in nodes:
        if not n.showing or n.role != "slider" or ("static", n.acc.path) in done:
            continue
        done.add(("static", n.acc.path))
        w = where(lab if inside(n) else "window", page if inside(n) else "")
        if n.value is None:
            report.fail(2, w, f"{n.label()}: no Value interface")
            continue
        cur, lo, hi, inc = n.value
        if lo == 0 and hi == 1000:
            report.fail(2, w, f"{n.label()}: value {cur:g} on a 0…1000 track, not the quantity "
                              f"(description '{one_line(n.desc, 60)}')")
        # The number Orca speaks is the one the page shows beside the slider.
        spoken = orca_value(cur, inc)
        shown = [m.name for m in nodes if m.showing and m.role == "label"] + [n.desc, n.name]
        if not shown_as(float(spoken), inc, shown):
            report.fail(2, w, f"{n.label()}: Orca says {spoken} (value {cur:g}, increment {inc:g}), "
                              f"a number the page does not show")


def check_sliders_keys(lab, page, nodes, report, inside, labobj, done):
    ev = labobj.events
    for n in nodes:
        if not n.showing or n.role != "slider" or n.value is None or S.ENABLED not in n.states:
            continue
        if ("keys", n.acc.path) in done:
            continue
        done.add(("keys", n.acc.path))
        w = where(lab if inside(n) else "window", page if inside(n) else "")
        if not labobj.grab(n.acc):
            report.fail(2, w, f"{n.label()}: Component.GrabFocus did not give it the focus")
            continue
        cur, lo, hi, inc = value_of(n.acc) or n.value
        key, back = ("Right", "Left") if cur < hi else ("Left", "Right")
        mark = ev.mark()
        press(key)
        got = ev.wait(lambda evs: any(e[2] is n.acc and e[1].startswith("object:property-change:accessible-value")
                                      for e in evs), VALUE_WAIT_S, mark)
        if not got:
            report.fail(2, w, f"{n.label()}: no accessible-value event after {key}")
        # The quantity Orca reads moved, and to a different spoken number.
        newv = None
        end = time.monotonic() + 1.0
        while True:
            safe(n.acc.clear_cache)
            newv = value_of(n.acc)
            if newv is not None and orca_value(newv[0], newv[3]) != orca_value(cur, inc):
                break
            if time.monotonic() >= end:
                break
            ev.pump(0.05)
        if newv is not None and orca_value(newv[0], newv[3]) == orca_value(cur, inc):
            report.fail(2, w, f"{n.label()}: {key} did not change what Orca says ({orca_value(cur, inc)} before "
                              f"and after{', a value event came' if got else ''})")
        # Back where it was, for the checks after this one.
        if newv is not None and newv[0] != cur:
            mark = ev.mark()
            press(back)
            ev.wait(lambda evs: any(e[2] is n.acc and "accessible-value" in e[1] for e in evs), VALUE_WAIT_S, mark)
            ev.pump(0.05)


def chart_like(n):
    nm = n.name
    return nm.startswith("Chart") or "chart" in nm.lower()


def views(content_nodes):
    """The charts and custom-drawn views on the page: nodes named like a
    chart, and named or described leaves that draw themselves (their
    children, if any, are unnamed parts such as a viewport)."""
    out = []
    for n in content_nodes:
        if not n.showing or n.role in NOT_VIEW_ROLES:
            continue
        if n.role in ("chart", "image"):
            out.append(n)
            continue
        if n.role not in VIEW_ROLES:
            continue
        desc = list(n.walk())[1:]
        plain = all(not d.name.strip() and d.role in VIEW_ROLES and d.role not in ("chart", "image")
                    for d in desc)
        if chart_like(n) and not any(d.role in NAMED_ROLES or d.role in ("chart", "image") for d in desc):
            out.append(n)
        elif plain and (n.name.strip() or n.desc.strip()) and n.ext and n.ext[2] >= 48 and n.ext[3] >= 48:
            out.append(n)
    return out


def check_views(lab, page, vs, stops, report):
    w = where(lab, page)
    for n in vs:
        problems = []
        if n.role not in ("chart", "image"):
            problems.append(f"role '{n.role}', not chart or image")
        if not n.desc.strip():
            problems.append("no description")
        if S.FOCUSABLE not in n.states:
            problems.append("not focusable")
        if stops is not None and not any(s[0] is n.acc for s in stops):
            problems.append("not reached by Tab")
        if problems:
            report.fail(4, w, f"view '{one_line(n.name, 80) or '(no name)'}' ({n.role}): " + "; ".join(problems))


def check_index(lab, page, nodes, report, inside):
    for n in nodes:
        if n.depth == 0:
            continue
        if n.index == -1:
            w = where(lab if inside(n) else "window", page if inside(n) else "")
            report.fail(6, w, f"{n.label()}: get_index_in_parent() is -1 (child {n.pos} of "
                              f"{n.parent.label() if n.parent else '?'})")


def index_problem(acc):
    """Why object navigation misses acc, or None."""
    idx = safe(acc.get_index_in_parent, -2)
    par = safe(acc.get_parent)
    if idx == -1:
        return f"get_index_in_parent() is -1 (parent {describe(par) if par else 'none'})"
    if par is None:
        return "no parent"
    back = safe(lambda: par.get_child_at_index(idx))
    if back is not acc:
        return f"its parent's child {idx} is {describe(back) if back else 'missing'}, not it"
    return None


def describe(acc):
    if acc is None:
        return "nothing"
    return f"{safe(acc.get_role_name, '?')} '{one_line(safe(acc.get_name, '') or '', 80)}'"


def tab_order(labobj, content, start_acc, cycle=False):
    """Tab from start_acc until the focus leaves the lab (or comes back).
    cycle: start_acc is somewhere in the lab; Tab first goes on out of it
    and back in (at most ENTER_MAX stops outside), so the walk covers the lab
    from its first stop. Returns the stops inside the lab [(acc, role, name,
    extents)], where the focus went after them, every object the focus
    reached (the ones outside the lab too) and the object that kept the
    focus through SAME_MAX Tabs, if one did."""
    ev = labobj.events
    stops = []
    met = []
    seen = set()
    if not labobj.grab(start_acc):
        return None, f"Component.GrabFocus on {describe(start_acc)} did not give it the focus", met, None
    phase = "out" if cycle else ("record" if acc_below(start_acc, content.acc) else "in")
    outside = 0
    same = 0
    stayed = []
    trapped = None
    left = f"not after {TAB_MAX} Tabs"
    prev = start_acc
    for _ in range(TAB_MAX + (TAB_MAX if cycle else 0)):
        mark = ev.mark()
        press("Tab")
        ev.wait(lambda evs: any(e[1].endswith("focused") and e[3] == 1 for e in evs), FOCUS_WAIT_S, mark)
        ev.pump(0.02)
        f = labobj.focused_now()
        if f is None:
            left = "nowhere (no object has the focus)"
            break
        if f is prev:
            # Tab inside the object (a label's or a text's links) moves no
            # focus; so many Tabs that do not get out are a trap.
            same += 1
            stayed.append(describe(f))
            if same >= SAME_MAX:
                left = f"nowhere: {SAME_MAX} Tabs left the focus on {describe(f)}"
                trapped = f
                break
            continue
        same = 0
        met.append(f)
        prev = f
        inside = acc_below(f, content.acc)
        if phase == "out":
            if not inside:
                phase = "in"
            continue
        if phase == "in":
            if not inside:
                outside += 1
                if outside > ENTER_MAX:
                    left = f"never back into the lab ({outside} Tabs outside it)"
                    break
                continue
            phase = "record"
        if f is start_acc and not cycle or f.path in seen:
            left = f"back to {describe(f)}"
            break
        if not inside:
            left = describe(f)
            break
        seen.add(f.path)
        stops.append(f)
        if len(stops) >= TAB_MAX:
            break
    # Where the stops are, read together after the walk: the lab scrolls as
    # the focus moves, so extents read along the way do not compare.
    ev.pump(0.1)
    if stayed and labobj.args.verbose:
        log(f"  Tabs that left the focus in place: {len(stayed)} ({', '.join(sorted(set(stayed)))})")
    return ([(f, safe(f.get_role_name, "") or "", safe(f.get_name, "") or "", extents(f)) for f in stops], left,
            met, trapped)


def focusable_before(content, tablist):
    """Whether the lab has controls before its tab widget (the VRAM
    planner's tables sit below its form): then Tab starts from the 'Labs'
    list, so that the walk covers them."""
    widget = tablist.parent or tablist
    for n in content.walk():
        if n is widget:
            return False
        if n.showing and S.FOCUSABLE in n.states and n.role in NAMED_ROLES and not n.is_below(widget):
            return True
    return False


def acc_below(acc, root_acc):
    a = acc
    for _ in range(60):
        if a is None:
            return False
        if a is root_acc:
            return True
        a = safe(a.get_parent)
    return False


def check_tab_order(lab, page, stops, report):
    w = where(lab, page)
    for acc, role, name, ext in stops:
        if not name.strip():
            report.fail(5, w, f"tab stop {role} without a name (at {ext}; description "
                              f"'{one_line(safe(acc.get_description, '') or '', 60)}')")
        why = index_problem(acc)
        if why:
            report.fail(6, w, f"tab stop {role} '{one_line(name, 80)}': {why}")
    for (a, ra, na, ea), (b, rb, nb, eb) in zip(stops, stops[1:]):
        if not ea or not eb or ea[2] <= 0 or eb[2] <= 0:
            continue
        overlap = min(ea[0] + ea[2], eb[0] + eb[2]) - max(ea[0], eb[0])
        if overlap > 0 and eb[1] + eb[3] <= ea[1]:
            report.fail(5, w, f"reading order: {rb} '{one_line(nb, 60)}' (y {eb[1]}…{eb[1] + eb[3]}) comes after "
                              f"{ra} '{one_line(na, 60)}' (y {ea[1]}…{ea[1] + ea[3]}) but lies above it, same column")


# ---------------------------------------------------------------- the main actions

# lab -> [(page hint, finder, key, wait s, predicate, what the result must contain)]


def spoken_events(evs, control, labobj):
    """What Orca would say of these events: description and name changes
    of the object that has the focus then, announcements, text inserted
    into it; and a focus that moved. Repeats of one text are said once."""
    out = []
    focus = control
    for t, typ, src, d1, data in evs:
        said = None
        if typ.startswith("object:announcement"):
            said = ("announcement", str(data) if data is not None else "")
        elif typ.startswith("object:state-changed:focused"):
            if d1 == 1 and src is not focus:
                focus = src
                # Orca says the newly focused object: its name, role and
                # description.
                safe(src.clear_cache)
                d = safe(src.get_description, "") or ""
                said = ("focus", f"[focus moved to {describe(src)}]" + (f" {d}" if d else ""))
        elif typ.startswith("object:state-changed:showing"):
            # A notification coming into view: Orca 43 says "notification"
            # and its name (onShowingChanged).
            if d1 == 1 and (safe(src.get_role_name, "") or "") == "notification":
                safe(src.clear_cache)
                said = ("notification", f"notification {safe(src.get_name, '') or ''}")
        elif src is focus:
            # Orca speaks a name or description change of the focused object
            # from the event's data; Qt 6.4's bridge sends the object there,
            # not the text, and Orca 43 fails on it (its debug log: "bad
            # content sent to speak()"): only a text counts as spoken.
            if typ.startswith("object:property-change:accessible-description"):
                said = ("description", data if isinstance(data, str) else "")
            elif typ.startswith("object:property-change:accessible-name"):
                said = ("name", data if isinstance(data, str) else "")
            elif typ.startswith("object:text-changed:insert"):
                said = ("text", data if isinstance(data, str) else "")
        if said and said[1] and (not out or out[-1] != said):
            out.append(said)
    return out


def find_buttons(nodes, role=("push button",)):
    return [n for n in nodes if n.showing and n.role in role]


def button_lists(pages):
    """'page: names' for each page, pages with the same buttons together."""
    groups = []
    for page, names in pages:
        for g in groups:
            if g[1] == names:
                g[0].append(page)
                break
        else:
            groups.append(([page], names))
    return "; ".join(f"{', '.join(p)}: {names}" for p, names in groups)


def button_names(nodes):
    return ", ".join(f"'{one_line(n.name, 50)}'" for n in find_buttons(nodes)) or "(none)"


ACTIONS = {
    # lab: list of steps; each: (label, page tab name pattern or None, finder(nodes) -> Node|None, key,
    #                           wait seconds, result predicate, what it must contain)
    "device": [("Quick check", None,
                lambda ns: next((n for n in find_buttons(ns) if n.name.startswith("Quick check")), None),
                "space", 60.0, lambda s: "GFLOP/s" in s, "'GFLOP/s'")],
    "throughput": [("Step", r"^Race",
                    lambda ns: next((n for n in find_buttons(ns) if n.name.startswith("Step")), None),
                    "space", ACTION_WAIT_S, lambda s: bool(s.strip()), "something"),
                   ("Batch Up", r"^Benchmark and work",
                    lambda ns: next((n for n in find_buttons(ns, ("spin button",)) if n.name.startswith("Batch")),
                                    None),
                    "Up", ACTION_WAIT_S, lambda s: "µs" in s or "ms" in s, "'µs' or 'ms'")],
    "vram": [("Apply a fix", None,
              lambda ns: next((n for n in find_buttons(ns)
                               if re.match(r"^\d+\. ", n.name) and "(n/a)" not in n.name and S.ENABLED in n.states),
                              None),
              "space", ACTION_WAIT_S, lambda s: "Applied:" in s and "Total" in s, "'Applied:' and 'Total'")],
    "cost": [("first spin box Up", 0,
              lambda ns: next(iter(find_buttons(ns, ("spin button",))), None),
              "Up", ACTION_WAIT_S, lambda s: "$" in s and "Total" in s, "'$' and 'Total'")],
    "dispatch": [("Step", None,
                  lambda ns: next((n for n in find_buttons(ns) if "Step" in n.name or
                                   ("▶" in n.name and "▶▶" not in n.name)), None),
                  "space", ACTION_WAIT_S, lambda s: bool(s.strip()), "something")],
    "timing": [("Run", None,
                lambda ns: next((n for n in find_buttons(ns) if n.name.startswith("Run")), None),
                "space", 60.0, lambda s: "ms" in s or "µs" in s, "'ms' or 'µs'")],
    "learn": [("answer B", r"Quiz",
               lambda ns: quiz_answer(ns),
               "space", ACTION_WAIT_S, lambda s: any(w in s for w in ("Right", "Wrong", "Not quite")),
               "'Right', 'Wrong' or 'Not quite'")],
}


def quiz_answer(nodes):
    answers = [n for n in nodes if n.showing and n.role in ("push button", "radio button", "toggle button")
               and S.ENABLED in n.states]
    for n in answers:
        if re.match(r"^\(?B\b[\s).:]", n.name) or n.name.strip() == "B":
            return n
    lettered = [n for n in answers if re.match(r"^\(?[A-F][\s).:]", n.name)]
    if len(lettered) >= 2:
        return lettered[1]
    radios = [n for n in answers if n.role == "radio button"]
    if len(radios) >= 2:
        return radios[1]
    return None


def run_action(labobj, step, pages, report, transcript):
    label, page_hint, finder, key, wait_s, pred, want = step
    lab = labobj.name
    # The page: by its tab's name, by number, or the first whose tree has the control.
    tree = labobj.tree()
    content = labobj.content(tree)
    tl = labobj.tablist(content)
    tabs = labobj.tabs(tl) if tl else []
    candidates = []
    if tabs:
        if isinstance(page_hint, int):
            candidates = [tabs[page_hint]] if page_hint < len(tabs) else []
        elif isinstance(page_hint, str):
            candidates = [t for t in tabs if re.search(page_hint, t.name)]
        else:
            candidates = list(tabs)
    target = None
    page = ""
    seen_names = []
    for tab in (candidates or [None]):
        if tab is not None:
            labobj.select_page(tab)
            page = tab.name
            tree = labobj.tree()
            content = labobj.content(tree)
        nodes = list((content or tree).walk())
        target = finder(nodes)
        seen_names.append((page or "the lab", button_names(nodes)))
        if target is not None:
            break
    if target is None and lab == "vram":
        # Not named as asked; still speak the first enabled fix, so the
        # transcript shows what happens (the failure is reported).
        nodes = list((content or tree).walk())
        report.fail(7, (lab, page), f"{label}: no numbered fix button ('4. …') that applies; the buttons: "
                                    f"{button_lists(seen_names)}")
        panel = next((n for n in nodes if n.role == "panel" and any("fix" in c.name.lower() for c in n.children)),
                     None)
        target = next((n for n in find_buttons(list(panel.walk())) if S.ENABLED in n.states), None) \
            if panel else None
        if target is None:
            transcript.append(f"{lab}: {label} -> (no control)")
            return
        label = f"{label} (stand-in: '{one_line(target.name, 50)}')"
    elif target is None:
        report.fail(7, (lab, page), f"{label}: the control is not there; the buttons: {button_lists(seen_names)}")
        transcript.append(f"{lab}: {label} -> (no control)")
        return
    w = (lab, page)
    ctl = target.acc
    if S.ENABLED not in target.states:
        report.fail(7, w, f"{label}: {target.label()} is disabled")
    if not labobj.grab(ctl):
        report.fail(7, w, f"{label}: Component.GrabFocus did not give {target.label()} the focus")
        transcript.append(f"{lab}: {label} -> (could not focus {target.label()})")
        return
    mark = labobj.events.mark()
    start = time.monotonic()
    press(key)

    def done(evs):
        text = " ".join(s for _, s in spoken_events(evs, ctl, labobj))
        return pred(text)

    budget = wait_s
    if deadline_total is not None:
        budget = max(1.0, min(wait_s, deadline_total - time.monotonic() - 20))
    ok = labobj.events.wait(done, budget, mark)
    labobj.events.pump(0.3 if ok else 0.0)  # what is said right after
    took = time.monotonic() - start
    said = spoken_events(labobj.events.since(mark), ctl, labobj)
    text = " | ".join(s for _, s in said if s)
    transcript.append(f"{lab}: {label} ({key} on {target.label()}) -> {text or '(nothing)'}  [{took:.1f} s]")
    if not ok:
        report.fail(7, w, f"{label}: pressing {key} on {target.label()} spoke no text with {want} "
                          f"within {budget:.0f} s (heard: {one_line(text, 200) or 'nothing'})")
    f = labobj.focused_now()
    if f is not ctl:
        report.fail(7, w, f"{label}: the focus moved from {target.label()} to {describe(f)}")


# ---------------------------------------------------------------- dump


def dump_page(lab, page, tree, out):
    out.append(f"=== {lab} / {page}")
    for n in tree.walk():
        if not n.showing and n.depth > 0:
            continue
        if n.role in ("filler", "panel", "layered pane", "split pane", "scroll pane") and not n.name and \
                not n.desc and S.FOCUSABLE not in n.states:
            continue
        bits = [f"{'  ' * min(n.depth, 30)}{n.role} '{one_line(n.name, 160)}'"]
        if n.desc:
            bits.append(f"desc='{one_line(n.desc, 200)}'")
        if n.value is not None:
            cur, lo, hi, inc = n.value
            bits.append(f"value={cur:g} [{lo:g}…{hi:g}] step={inc:g} orca='{orca_value(cur, inc)}'")
        flags = "".join(c for c, s in (("F", S.FOCUSABLE), ("*", S.FOCUSED), ("-", None)) if s is not None
                        and s in n.states)
        if S.ENABLED not in n.states:
            flags += "x"
        if flags:
            bits.append(f"[{flags}]")
        if n.index == -1 and n.depth > 0:
            bits.append("index=-1")
        out.append("  ".join(bits))


# ---------------------------------------------------------------- main


def run_lab(binary, name, events, report, args):
    t0 = time.monotonic()
    labobj = Lab(binary, name, events, report, args.pid_file, args)
    dump = []
    try:
        labobj.start()
        tree = labobj.tree()
        content = labobj.content(tree)
        if content is None:
            report.fail(0, (name, ""), "the lab's panel beside the 'Labs' list was not found in the tree")
            return dump
        tl = labobj.tablist(content)
        tabs = labobj.tabs(tl) if tl else []
        page_names = [t.name or f"page {i + 1}" for i, t in enumerate(tabs)] or ["(one page)"]
        log(f"screenreader: {name}: {len(page_names)} page(s): {', '.join(page_names)}")
        sliders_done = set()  # a slider on every page is checked once
        for i, page in enumerate(page_names):
            if tabs:
                if not labobj.select_page(tabs[i]):
                    report.fail(0, (name, page), f"page tab '{page}' could not be selected (Action)")
                    continue
            tree = labobj.tree()
            content = labobj.content(tree)
            if content is None:
                report.fail(0, (name, page), "the lab's panel is gone from the tree")
                continue
            nodes = list(tree.walk())
            if args.dump:
                dump_page(name, page, tree, dump)
                continue
            inside = (lambda c: (lambda n: n.is_below(c)))(content)
            check_names(name, page, nodes, report, inside)
            check_spins(name, page, nodes, report, inside)
            check_sliders_static(name, page, nodes, report, inside, sliders_done)
            check_index(name, page, nodes, report, inside)
            # Tab order: from the page's tab bar (Tab goes on into the page),
            # or from the 'Labs' list into a lab without pages.
            start = None
            cycle = False
            if tabs:
                tl_now = labobj.tablist(content)
                if tl_now is not None and not focusable_before(content, tl_now):
                    start = tl_now.acc
            if start is None:
                # Qt 6.4 cannot give the 'Labs' list the focus over AT-SPI
                # (no action): start on the lab's first control, Tab out
                # and back in.
                cycle = True
                first = [n for n in content.walk() if n.showing and S.FOCUSABLE in n.states and
                         S.ENABLED in n.states and n.role in NAMED_ROLES and n.role != "page tab"]
                # GrabFocus needs Qt's setFocus action, which combo boxes
                # and lists lack: the first control that takes it.
                for n in first[:8]:
                    if labobj.grab(n.acc):
                        start = n.acc
                        break
                if start is None and first:
                    start = first[0].acc  # reported: it does not take the focus
            stops = None
            if start is not None:
                stops, left, met, trapped = tab_order(labobj, content, start, cycle)
                if trapped is not None:
                    report.fail(5, (name, page), f"keyboard trap: {SAME_MAX} Tabs do not move the focus from "
                                                 f"{describe(trapped)}")
                for f in met:
                    if not acc_below(f, content.acc):
                        why = index_problem(f)
                        if why:
                            report.fail(6, ("window", ""), f"{describe(f)} (reached by Tab): {why}")
                if stops is None:
                    report.fail(5, (name, page), f"tab order not checked: {left}")
                else:
                    check_tab_order(name, page, stops, report)
                    if args.verbose:
                        log(f"  tab stops on {name}/{page}: " + ", ".join(f"{r} '{one_line(n, 40)}'"
                                                                        for _, r, n, _ in stops) + f"; then {left}")
                    if not stops:
                        report.fail(5, (name, page), f"Tab from {describe(start)} never stopped in the lab: "
                                                     f"it went to {left}")
                        stops = None
            if tabs:
                labobj.select_page(tabs[i])  # the walk does not switch pages; be sure
            vs = views(list(content.walk()))
            if args.verbose:
                log(f"  views on {name}/{page}: " + (", ".join(n.label() for n in vs) or "none"))
            check_views(name, page, vs, stops, report)
            check_sliders_keys(name, page, nodes, report, inside, labobj, sliders_done)
        if not args.dump and not args.no_actions:
            for step in ACTIONS.get(name, []):
                run_action(labobj, step, page_names, report, report.transcript)
        if labobj.proc is not None and labobj.proc.poll() is not None:
            report.fail(0, (name, ""), f"gpulab --lab {name} ended during the checks (exit status "
                                       f"{labobj.proc.returncode}): {labobj.tail_log()}")
    except RuntimeError as e:
        report.fail(0, (name, ""), str(e))
    finally:
        labobj.stop()
        log(f"screenreader: {name} done in {time.monotonic() - t0:.1f} s")
    return dump


def main():
    global deadline_total
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gpulab", help="the gpulab binary")
    ap.add_argument("--dump", action="store_true", help="print the tree of every lab and page, check nothing")
    ap.add_argument("--lab", action="append", choices=LABS, help="only this lab (repeatable)")
    ap.add_argument("--no-actions", action="store_true", help="leave out check 7 (the main actions)")
    ap.add_argument("--verbose", action="store_true", help="print every page's tab stops")
    ap.add_argument("--pid-file", help="append the ids of the processes started here (for the harness)")
    ap.add_argument("--time-limit", type=float, default=280.0, help="seconds for the whole run (default 280)")
    args = ap.parse_args()

    t0 = time.monotonic()
    deadline_total = t0 + args.time_limit
    if args.pid_file:
        with open(args.pid_file, "w") as f:
            f.write(f"{os.getpid()}\n")

    def on_term(signum, frame):
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGHUP, on_term)

    Atspi.set_timeout(3000, 15000)
    events = Events()
    report = Report()
    dump = []
    for name in (args.lab or LABS):
        if time.monotonic() > deadline_total:
            report.fail(0, (name, ""), f"not checked: the run's {args.time_limit:.0f} s were used up")
            continue
        dump = run_lab(os.path.abspath(args.gpulab), name, events, report, args)
        if args.dump:
            print("\n".join(dump), flush=True)
    took = time.monotonic() - t0
    if args.pid_file:
        with open(args.pid_file, "w") as f:
            f.write("")  # every gpulab was ended
    if args.dump:
        for line in report.lines():
            print("screenreader: " + line)
        print(f"screenreader: tree dumped in {took:.1f} s")
        return 1 if report.failures else 0
    if report.transcript:
        print("\nWhat Orca would say after each lab's main action:")
        for line in report.transcript:
            print("  " + line)
    lines = report.lines()
    if lines:
        print(f"\nscreenreader: {len(lines)} failure(s):")
        for line in lines:
            print("  " + line)
        print(f"screenreader: FAILED ({took:.1f} s)")
        return 1
    print(f"screenreader: every check passed ({took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
