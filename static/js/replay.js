/* The replay player (templates/replay/_player.html): turns the server's list of steps into a player.
   Play/pause at 0.5x-4x, step by action or by turn, keyboard (space, arrows, Shift+arrows, up/down), jump to a
   touchdown or casualty, a link to share the step shown (?step=N; #step-N opens there too). The board of each step is the game's own HTMX fragment
   (GET ?step=N with HX-Request), fetched and swapped in; the score, turn and dice come from the list itself.
   Labels are read from data-label-* attributes (translated by the template), never written here.
   Without this script the page is the full step list plus the board's plain links. */
(function () {
  "use strict";

  var BASE_MS = 1000; // one step a second at 1x

  function Player(root) {
    this.root = root;
    this.items = Array.prototype.slice.call(root.querySelectorAll("[data-replay-steps] > li[data-step]"));
    this.last = this.items.length - 1;
    this.turnStarts = [];
    for (var i = 0; i < this.items.length; i++) {
      if (this.items[i].hasAttribute("data-turn-start")) this.turnStarts.push(i);
    }
    this.url = root.getAttribute("data-url");
    this.boards = {}; // step -> fragment HTML (the step's board), fetched once
    this.boardStep = parseInt(root.getAttribute("data-step"), 10) || 0;
    var first = root.querySelector("#replay");
    if (first) this.boards[this.boardStep] = first.outerHTML; // the server rendered this one already
    this.timer = null;
    this.speed = 1;
    this.cur = -1;
    this.playBtn = root.querySelector("[data-replay-action=play]");
    this.speedSel = root.querySelector("[data-replay-speed]");
    this.share = root.querySelector("[data-replay-share]");
    this.now = root.querySelector("[data-replay-now]");
    this.list = root.querySelector("[data-replay-steps]");
  }

  Player.prototype.label = function (name) {
    return this.root.getAttribute("data-label-" + name) || "";
  };

  Player.prototype.start = function () {
    var self = this, root = this.root;
    root.classList.add("is-live");
    root.querySelector("[data-replay-controls]").hidden = false;
    root.querySelector("[data-replay-keys]").hidden = false;
    this.now.hidden = false;
    var copy = root.querySelector("[data-replay-copy]");
    if (copy && navigator.clipboard) {
      copy.hidden = false;
      copy.addEventListener("click", function () {
        navigator.clipboard.writeText(self.share.href).then(function () {
          root.querySelector("[data-replay-copied]").textContent = self.label("copied");
        }, function () {});
      });
    }
    root.setAttribute("data-interval", String(this.interval()));
    root.addEventListener("click", function (ev) {
      var btn = ev.target.closest("[data-replay-action]");
      if (btn) {
        self.act(btn.getAttribute("data-replay-action"));
        return;
      }
      var go = ev.target.closest("[data-replay-goto]");
      if (go && !ev.ctrlKey && !ev.metaKey && !ev.shiftKey) {
        ev.preventDefault();
        self.pause();
        self.show(parseInt(go.getAttribute("data-replay-goto"), 10));
        self.playBtn.focus({ preventScroll: true });
      }
    });
    this.speedSel.addEventListener("change", function () {
      self.speed = parseFloat(self.speedSel.value) || 1;
      root.setAttribute("data-interval", String(self.interval()));
      if (self.timer !== null) { self.pause(); self.play(); }
    });
    document.addEventListener("keydown", function (ev) { self.key(ev); });
    document.addEventListener("keyup", function (ev) {
      // A focused button would also "click" on the space bar's release: the keydown has already toggled.
      if (ev.key === " " && !self.typing(ev.target) && self.ours(ev.target)) ev.preventDefault();
    });
    window.addEventListener("hashchange", function () {
      var n = self.fromHash();
      if (n !== null) { self.pause(); self.show(n); }
    });
    var n = this.fromHash();
    this.show(n !== null ? n : parseInt(root.getAttribute("data-step"), 10) || 0);
    if (n !== null) {
      // Opened at #step-N: the browser scrolls to that step in the list; the player's bar is what to see.
      window.addEventListener("load", function () { root.scrollIntoView({ block: "start" }); });
    }
  };

  Player.prototype.fromHash = function () {
    var m = /^#step-(\d+)$/.exec(window.location.hash);
    return m ? parseInt(m[1], 10) : null;
  };

  Player.prototype.interval = function () {
    return Math.round(BASE_MS / this.speed);
  };

  Player.prototype.act = function (what) {
    if (what === "play") { this.toggle(); return; }
    this.pause();
    if (what === "prev") this.show(this.cur - 1);
    else if (what === "next") this.show(this.cur + 1);
    else if (what === "prev-turn") this.show(this.prevTurn());
    else if (what === "next-turn") this.show(this.nextTurn());
  };

  Player.prototype.prevTurn = function () {
    var best = 0;
    for (var i = 0; i < this.turnStarts.length; i++) if (this.turnStarts[i] < this.cur) best = this.turnStarts[i];
    return best;
  };

  Player.prototype.nextTurn = function () {
    for (var i = 0; i < this.turnStarts.length; i++) if (this.turnStarts[i] > this.cur) return this.turnStarts[i];
    return this.last;
  };

  Player.prototype.typing = function (el) {
    if (!el || !el.tagName) return false;
    var tag = el.tagName.toLowerCase();
    return tag === "input" || tag === "select" || tag === "textarea" || el.isContentEditable;
  };

  // Space belongs to a focused button or link elsewhere on the page (the menu, a form): the player takes it only
  // from the page itself or from its own controls.
  Player.prototype.ours = function (el) {
    return !el || el === document.body || el === document.documentElement || this.root.contains(el);
  };

  Player.prototype.key = function (ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || this.typing(ev.target)) return;
    var k = ev.key;
    if (k === " " || k === "Spacebar") { if (!this.ours(ev.target)) return; this.toggle(); }
    else if (k === "ArrowLeft") this.act(ev.shiftKey ? "prev-turn" : "prev");
    else if (k === "ArrowRight") this.act(ev.shiftKey ? "next-turn" : "next");
    else if (k === "ArrowUp") this.act("prev-turn");
    else if (k === "ArrowDown") this.act("next-turn");
    else if (k === "Home") { this.pause(); this.show(0); }
    else if (k === "End") { this.pause(); this.show(this.last); }
    else return;
    ev.preventDefault();
  };

  Player.prototype.toggle = function () {
    if (this.timer === null) this.play(); else this.pause();
  };

  Player.prototype.play = function () {
    var self = this;
    if (this.timer !== null) return;
    if (this.cur >= this.last) this.show(0); // played to the end: play again from the set-up
    this.timer = window.setInterval(function () {
      if (self.cur >= self.last) { self.pause(); return; }
      self.show(self.cur + 1);
    }, this.interval());
    this.root.setAttribute("data-playing", "true");
    this.quiet(true);
    this.playBtn.textContent = this.label("pause");
    this.playBtn.setAttribute("aria-pressed", "true");
    this.fetchBoard(this.cur + 1);
  };

  Player.prototype.pause = function () {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    this.root.setAttribute("data-playing", "false");
    this.quiet(false);
    this.playBtn.textContent = this.label("play");
    this.playBtn.setAttribute("aria-pressed", "false");
  };

  // While playing, screen readers are not read every step aloud; paused, the step shown is announced.
  Player.prototype.quiet = function (on) {
    var live = this.root.querySelectorAll(".replay-head, [data-replay-now]");
    for (var i = 0; i < live.length; i++) live[i].setAttribute("aria-live", on ? "off" : "polite");
  };

  Player.prototype.show = function (n) {
    n = Math.max(0, Math.min(isNaN(n) ? 0 : n, this.last));
    var prev = this.items[this.cur], li = this.items[n];
    if (prev) prev.removeAttribute("aria-current");
    li.setAttribute("aria-current", "step");
    this.cur = n;
    var root = this.root;
    root.setAttribute("data-current", String(n));
    root.querySelector("[data-replay-n]").textContent = String(n);
    root.querySelector("[data-replay-score=home]").textContent = li.getAttribute("data-score-home");
    root.querySelector("[data-replay-score=away]").textContent = li.getAttribute("data-score-away");
    root.querySelector("[data-replay-when]").textContent = li.querySelector(".replay-when").textContent;
    this.now.innerHTML = li.querySelector(".replay-lines").outerHTML;
    // ?step=N, not #step-N: the server opens the page at that step, and a fragment set while the page is still
    // loading would make the browser scroll down to the list.
    var link = "?step=" + n;
    this.share.setAttribute("href", link);
    if (window.history && window.history.replaceState) window.history.replaceState(null, "", link);
    // Keep the step in view inside the list's own scroll box, without scrolling the page.
    this.list.scrollTop = li.offsetTop - 8; // the list is the offsetParent (position: relative)
    this.board(n);
  };

  Player.prototype.fetchBoard = function (n) {
    var self = this;
    if (n < 0 || n > this.last || n in this.boards) return;
    this.boards[n] = fetch(this.url + "?step=" + n, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(function (html) { self.boards[n] = html; if (n === self.cur) self.swap(n, html); return html; },
            function () { delete self.boards[n]; });
  };

  Player.prototype.board = function (n) {
    if (n === this.boardStep) return;
    var have = this.boards[n];
    if (typeof have === "string") this.swap(n, have);
    else this.fetchBoard(n); // swapped in when it arrives, if the player is still there
    if (this.timer !== null) this.fetchBoard(n + 1); // playing: fetch the next board before it is due
  };

  Player.prototype.swap = function (n, html) {
    var old = this.root.querySelector("#replay");
    if (!old) return;
    var box = document.createElement("div");
    box.innerHTML = html;
    var fresh = box.querySelector("#replay");
    if (!fresh) return;
    old.replaceWith(fresh);
    this.boardStep = n;
    this.root.setAttribute("data-board-step", String(n));
  };

  function init() {
    var roots = document.querySelectorAll("[data-replay]");
    for (var i = 0; i < roots.length; i++) {
      if (!roots[i].hasAttribute("data-live")) {
        roots[i].setAttribute("data-live", "");
        new Player(roots[i]).start();
      }
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
