"""Issue 20: gold pieces are grouped as the reader's locale groups numbers (league/templatetags/money.py)."""

from django.template import Context, Template
from django.utils import translation


def render(value, language: str) -> str:
    with translation.override(language):
        return Template("{% load money %}{{ value|gp }}").render(Context({"value": value}))


def test_gold_pieces_use_the_locale_s_grouping():
    assert render(1150000, "en") == "1,150,000 gp"
    assert render(1150000, "it") == "1.150.000 gp"
    assert render(1150000, "hu") == "1\xa0150\xa0000 gp"
    assert render(-50000, "it") == "-50.000 gp"


def test_anything_but_a_number_is_left_as_it_is():
    assert render("", "it") == "" and render(None, "en") == "None"
