"""printf format parsing (bmc.frontend.formats)."""

from __future__ import annotations

import pytest

from bmc.frontend.formats import Conversion, FormatUnsupported, parse_format


def test_literal_text_and_percent_percent_count_bytes() -> None:
    fmt = parse_format("ab%%c\n")
    assert fmt.literal_length == 5 and fmt.conversions == ()


def test_flags_width_precision_length_and_stars() -> None:
    fmt = parse_format("x=%-08.3ld|%*.*s|%hhu|%#X|%.s|%qd")
    assert fmt.literal_length == 2 + 1 + 1 + 1 + 1 + 1
    assert fmt.conversions[0] == Conversion("%-08.3ld", "-0", 8, 3, "l", "d")
    star = fmt.conversions[1]
    assert (star.width, star.precision, star.conv, star.arguments) == (-1, -1, "s", 3)
    assert fmt.conversions[2].length == "hh" and fmt.conversions[3].flags == "#"
    assert fmt.conversions[4].precision == 0
    assert fmt.conversions[5].length == "ll"


@pytest.mark.parametrize("text, word", [
    ("%n", "%n"), ("%Ld", "L on an integer"), ("%hf", "'%hf'"),
    ("%ls", "wide"), ("%lc", "wide"), ("%y", "'%y'"), ("abc%", "incomplete"),
    ("%-", "incomplete"),
])
def test_unmodelled_conversions_are_named(text: str, word: str) -> None:
    with pytest.raises(FormatUnsupported, match=word):
        parse_format(text)


def test_floating_conversions() -> None:
    fmt = parse_format("%f|%-12.3e|%Lg|%lf|%#A|%*.*G")
    convs = fmt.conversions
    assert [c.conv for c in convs] == ["f", "e", "g", "f", "A", "G"]
    assert all(c.floating for c in convs)
    assert convs[1] == Conversion("%-12.3e", "-", 12, 3, "", "e")
    assert convs[2].length == "L" and convs[3].length == ""      # %lf is %f
    assert convs[5].arguments == 3
