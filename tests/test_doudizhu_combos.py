"""The 13 combinations of ../shared/rules/doudizhu.md, read and compared."""

import pytest

from hotseat.games.doudizhu import combos
from hotseat.games.doudizhu.cards import counts_of


def read(cards, copies=1):
    return [(c, n) for c, _k, n in combos.readings(counts_of(cards.split()), copies)]


def reading(cards, copies=1):
    found = combos.readings(counts_of(cards.split()), copies)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("cards,combo", [
    ("7H", "single"), ("RJ", "single"), ("BJ", "single"),
    ("7H 7S", "pair"), ("2H 2S", "pair"),
    ("QS QH QD", "triplet"), ("2S 2H 2D", "triplet"),
    ("9S 9H 9D 3C", "triplet_single"), ("9S 9H 9D RJ", "triplet_single"),
    ("9S 9H 9D 3C 3D", "triplet_pair"),
    ("3S 4H 5D 6C 7S", "sequence"), ("TS JH QD KC AS", "sequence"),
    ("3S 4H 5D 6C 7S 8S 9S TS JS QS KS AS", "sequence"),
    ("3S 3H 4S 4H 5S 5H", "pair_sequence"),
    ("3S 3H 3D 4S 4H 4D", "airplane"),
    ("3S 3H 3D 4S 4H 4D 9C JC", "airplane_singles"),
    ("3S 3H 3D 4S 4H 4D 2C BJ", "airplane_singles"),
    ("3S 3H 3D 4S 4H 4D 9C 9D JC JD", "airplane_pairs"),
    ("5S 5H 5D 5C", "bomb"), ("BJ RJ", "rocket"),
    ("5S 5H 5D 5C 9H JH", "quadplex_singles"), ("5S 5H 5D 5C 2H RJ", "quadplex_singles"),
    ("5S 5H 5D 5C 9H 9S JH JS", "quadplex_pairs"),
])
def test_each_combination_reads_as_its_type(cards, combo):
    assert read(cards) == [(combo, len(cards.split()))]


@pytest.mark.parametrize("cards,why", [
    ("BJ RJ 3S", "jokers are not a pair or triplet"),
    ("7H 8H", "two different ranks"),
    ("JS QH KD AC 2S", "2 may not be in a sequence"),
    ("3S 4H 5D 6C", "a sequence needs five cards"),
    ("QS KH AD 2C BJ", "no 2 or joker in a sequence"),
    ("3S 3H 4S 4H", "a pair sequence needs three pairs"),
    ("KS KH KD AS AH AD 2S 2H 2D", "no 2 in an airplane"),
    ("3S 3H 3D 4S 4H 4D 6S 7S 7H", "seed: 3-3-3-4-4-4-6-7-7 is no combination"),
    ("3S 3H 3D 4S 4H 4D 9C 9D", "singles attached to an airplane must differ"),
    ("3S 3H 3D 4S 4H 4D BJ RJ", "both jokers are never two attachments"),
    ("3S 3H 3D 4S 4H 4D 3C 9S", "an attachment may not be a triplet's rank"),
    ("3S 3H 3D 4S 4H 4D 9C 9D 9H 9S", "attached pairs must be of different ranks"),
    ("5S 5H 5D 5C BJ RJ", "quadplex: not both jokers"),
    ("5S 5H 5D 5C 9H 9S", "quadplex singles must differ (that is a pair)"),
    ("5S 5H 5D 5C 9H 9S 9D 9C", "quadplex pairs must differ"),
    ("5S 5H 5D 5C 9H JH KS", "quadplex takes exactly two"),
    ("9S 9H 9D 9C 3C", "four plus one is nothing"),
])
def test_invalid_sets_have_no_reading(cards, why):
    assert read(cards) == [], why


def test_triplet_with_single_ranked_by_the_triplet():
    # The seed's example: 9-9-9-3 beats 8-8-8-A.
    assert combos.beats(reading("9S 9H 9D 3C"), reading("8S 8H 8D AC"))
    assert not combos.beats(reading("8S 8H 8D AC"), reading("9S 9H 9D 3C"))


def test_comparison_needs_same_type_and_length():
    six = reading("3S 4H 5D 6C 7S 8S")
    five = reading("9S TH JD QC KS")
    assert not combos.beats(five, six) and not combos.beats(six, five)
    assert combos.beats(reading("4S 5H 6D 7C 8S 9S"), six)
    assert not combos.beats(reading("3C 4C 5C 6C 7C 8C"), six), "equal rank does not beat"
    assert not combos.beats(reading("AS AH"), reading("3S"))


def test_bombs_and_rocket():
    bomb3 = reading("3S 3H 3D 3C")
    bomb2 = reading("2S 2H 2D 2C")
    rocket = reading("BJ RJ")
    assert combos.beats(bomb3, reading("2S 2H"))
    assert combos.beats(bomb3, reading("3S 4H 5D 6C 7S 8S 9S TS JS QS KS AS"))
    assert combos.beats(bomb2, bomb3) and not combos.beats(bomb3, bomb2)
    assert combos.beats(rocket, bomb2) and not combos.beats(bomb2, rocket)
    assert combos.beats(bomb3, reading("5S 5H 5D 5C 9H JH")), "any bomb beats a quadplex"


def test_quadplex_only_beats_the_same_kind():
    singles = reading("5S 5H 5D 5C 9H JH")
    pairs = reading("6S 6H 6D 6C 9H 9S JH JS")
    assert combos.beats(reading("6S 6H 6D 6C 3H 4H"), singles)
    assert not combos.beats(pairs, singles) and not combos.beats(singles, pairs)
    assert not combos.beats(singles, reading("5S"))


def test_double_deck_bombs_rocket_and_joker_pairs():
    four = reading("9S 9H 9D 9C", 2)
    five_low = reading("3S 3H 3D 3C 3S#2", 2)
    eight = reading("4S 4H 4D 4C 4S#2 4H#2 4D#2 4C#2", 2)
    assert four[0] == five_low[0] == eight[0] == "bomb"
    assert combos.beats(five_low, four), "a longer bomb beats a shorter one"
    assert combos.beats(eight, five_low)
    assert combos.beats(reading("5S 5H 5D 5C 5S#2", 2), five_low), "same length: rank"
    rocket = reading("BJ RJ BJ#2 RJ#2", 2)
    assert rocket[0] == "rocket" and combos.beats(rocket, eight)
    assert read("BJ RJ", 2) == [], "a black and a red joker are no combination"
    assert read("BJ BJ#2", 2) == [("pair", 2)]
    assert combos.beats(reading("RJ RJ#2", 2), reading("BJ BJ#2", 2))
    assert combos.beats(reading("BJ BJ#2", 2), reading("2S 2H", 2))
    assert read("3S 3S#2 4H 4H#2 5D 5D#2", 2) == [("pair_sequence", 6)]
    assert read("3S 3S#2 4H 5D 6C 7S", 2) == [], "no duplicate rank in a sequence"


def test_the_specs_two_reading_example_reads_once():
    # The spec names 3-3-3-4-4-4-5-5-5-6-6-6 as "an airplane of four, or an
    # airplane of three with singles"; the second reading would attach three
    # 6s (or 3s), which the attachment rule forbids, so only one remains.
    cards = "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D"
    assert read(cards) == [("airplane", 12)]
    assert reading(cards)[1] == 0


def test_every_listed_play_reads_back_as_itself():
    import random
    from hotseat.games.doudizhu.cards import deck
    rnd = random.Random(3)
    for copies, size in ((1, 20), (2, 33)):
        for _ in range(40):
            hand = rnd.sample(deck(copies), size)
            counts = counts_of(hand)
            for combo, key, n, groups in combos.plays(counts, copies):
                c = [0] * 15
                for r, k in groups:
                    c[r] += k
                assert sum(c) == n
                best = max(rd[1] for rd in combos.readings(c, copies) if rd[0] == combo)
                assert combos.key_of(combo, c, copies) == best
                assert (combo, key, n) in combos.readings(c, copies) or any(
                    rd[0] == combo and rd[1] >= key for rd in combos.readings(c, copies))
