"""Small server-side SVG charts: a line chart (values across rounds or matches) and a bar chart (leaders).

No JavaScript and no library: the markup is built here, every text escaped, drawn in a 400-unit wide
viewBox that scales to its container, so it reads on a 390 px phone as on a desktop. The legend is
drawn under the plot (one line per series) rather than beside it, for the same reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

WIDTH = 400
PLOT_LEFT, PLOT_RIGHT, PLOT_TOP = 44, 390, 34
PLOT_HEIGHT = 180
LEGEND_LINE = 18
# Distinguishable colours, also for the common colour-blindnesses (Okabe-Ito).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")


@dataclass(frozen=True)
class Series:
    name: str
    points: list[tuple[str, int]]  # (x label, value), in order


def _ticks(top: int) -> list[int]:
    """About five round steps from 0 to at least `top`."""
    if top <= 0:
        return [0, 1]
    raw = top / 4
    magnitude = 10 ** (len(str(int(raw))) - 1)
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    ceiling = -(-top // step) * step
    return list(range(0, int(ceiling) + step, step))


def _short(value: int) -> str:
    if abs(value) >= 1_000_000:
        return f"{value / 1_000_000:g}M"
    if abs(value) >= 1_000:
        return f"{value / 1_000:g}k"
    return str(value)


def _frame(title: str, height: int, body: list[str]) -> str:
    label = escape(title)
    return (f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
            f'width="100%" role="img" aria-label="{label}" font-family="sans-serif" font-size="12">'
            f'<title>{label}</title>'
            f'<text x="{PLOT_LEFT}" y="18" font-size="14" font-weight="bold">{label}</text>'
            + "".join(body) + "</svg>")


def line_chart(title: str, series: list[Series], *, empty_text: str) -> str:
    """One line per series over shared x labels (the first series' labels, in order)."""
    labels: list[str] = []
    for s in series:
        for x, _ in s.points:
            if x not in labels:
                labels.append(x)
    values = [v for s in series for _, v in s.points]
    if not values:
        return _frame(title, 60, [f'<text x="{PLOT_LEFT}" y="44">{escape(empty_text)}</text>'])
    low = min(0, min(values))
    ticks = _ticks(max(values) - low)
    top = ticks[-1] + low
    bottom_y = PLOT_TOP + PLOT_HEIGHT

    def y(value: int) -> float:
        return bottom_y - (value - low) / ((top - low) or 1) * PLOT_HEIGHT

    def x(i: int) -> float:
        span = PLOT_RIGHT - PLOT_LEFT
        return PLOT_LEFT + (span * i / (len(labels) - 1) if len(labels) > 1 else span / 2)

    body = []
    for t in ticks:
        ty = y(t + low)
        body.append(f'<line x1="{PLOT_LEFT}" x2="{PLOT_RIGHT}" y1="{ty:.1f}" y2="{ty:.1f}" stroke="#ddd"/>'
                    f'<text x="{PLOT_LEFT - 4}" y="{ty + 4:.1f}" text-anchor="end">{_short(t + low)}</text>')
    every = max(1, (len(labels) + 7) // 8)  # at most eight x labels: they stay legible on a phone
    for i, label in enumerate(labels):
        if i % every == 0 or i == len(labels) - 1:
            body.append(f'<text x="{x(i):.1f}" y="{bottom_y + 16}" text-anchor="middle">{escape(label)}</text>')
    for n, s in enumerate(series):
        colour = PALETTE[n % len(PALETTE)]
        coords = [(x(labels.index(lx)), y(v)) for lx, v in s.points]
        path = " ".join(f"{cx:.1f},{cy:.1f}" for cx, cy in coords)
        body.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" points="{path}"/>')
        body.extend(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="3" fill="{colour}"/>' for cx, cy in coords)
        ly = bottom_y + 36 + n * LEGEND_LINE
        last = s.points[-1][1] if s.points else 0
        body.append(f'<rect x="{PLOT_LEFT}" y="{ly - 10}" width="14" height="4" fill="{colour}"/>'
                    f'<text x="{PLOT_LEFT + 20}" y="{ly - 4}">{escape(s.name)} ({_short(last)})</text>')
    height = bottom_y + 36 + len(series) * LEGEND_LINE
    return _frame(title, height, body)


def bar_chart(title: str, rows: list[tuple[str, int]], *, empty_text: str) -> str:
    """Horizontal bars, biggest first as given; the label above each bar so long names fit a phone."""
    if not rows:
        return _frame(title, 60, [f'<text x="{PLOT_LEFT}" y="44">{escape(empty_text)}</text>'])
    best = max(v for _, v in rows) or 1
    body, bar_left, bar_right = [], 10, WIDTH - 50
    for i, (label, value) in enumerate(rows):
        top = PLOT_TOP + i * 38
        length = max(2.0, (bar_right - bar_left) * value / best)
        body.append(f'<text x="{bar_left}" y="{top + 10}">{escape(label)}</text>'
                    f'<rect x="{bar_left}" y="{top + 15}" width="{length:.1f}" height="14" fill="{PALETTE[0]}"/>'
                    f'<text x="{bar_left + length + 6:.1f}" y="{top + 27}">{value}</text>')
    return _frame(title, PLOT_TOP + len(rows) * 38 + 8, body)
