"""Rule questions as players ask them (issue 13): what a question is about (the rules, a
hypothetical, the table now), the pieces it names, the table's ★ rule, answers that lead
with the answer, and "did you mean" for a rule question that can't be placed."""

from __future__ import annotations

import re

import pytest

from referee.dialogue import Session
from referee.games import GAMES, get_game
from referee.games.base import replay
from referee.language.questions import Pieces, pieces, question_kind
from referee.replies import get_renderer
from referee.rules import answer_question, entries, first_sentence, rules_text, topic
from referee.rules.facts import question_facts

PLAYERS = ["Anna", "Ben", "Carla"]


def session(lang: str, game: str, before=(), players=PLAYERS, **options) -> Session:
    """A table as a replay header would start it, then ``before`` applied."""
    s = Session(lang=lang)
    s.start(game, list(players), options, lang=lang)
    engine = get_game(game)
    s.log = [engine.parse_command(c) for c in before]
    s.state = replay(engine, list(players), options, s.log)
    return s


def words(text: str) -> int:
    return len(re.findall(r"[\w'’-]+", text))


BUILT_TWO = [
    {"kind": "build", "player": "Anna", "floor": 1},
    {"kind": "build", "player": "Ben", "floor": 2},
]
GREEN = [
    {"kind": "move", "player": "Anna", "pillar": "small"},
    {"kind": "move", "player": "Ben", "pillar": "small"},
    {"kind": "move", "player": "Carla", "pillar": "small"},
    {"kind": "announce", "player": "Anna"},
    {"kind": "accept"},
]


# ---- the kind and the pieces of a question ---------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "kind"),
    [
        ("en", "what if the seal holder knocks it over?", "hypothetical"),
        ("en", "who holds the seal right now?", "now"),
        ("en", "who starts this round?", "now"),
        ("en", "how many points is a floor worth?", "general"),
        ("de", "was ist, wenn der Turm einstürzt?", "hypothetical"),
        ("de", "wer hat gerade das Siegel?", "now"),
        ("de", "wie viele Runden spielt man?", "general"),
    ],
)
def test_a_question_is_about_the_rules_a_hypothetical_or_now(lang, text, kind):
    assert question_kind(text, lang) == kind


def test_the_pieces_of_a_question():
    assert pieces("how many rnds with 5 ppl", "en").count == 5
    assert pieces("wieviele Runden zu fünft?", "de").count == 5
    assert pieces("can 9 play babel?", "en").count == 9
    assert pieces("what's the 13th floor worth?", "en").numbers == (13,)
    assert pieces("was bringt das dreizehnte Stockwerk?", "de").numbers == (13,)
    assert pieces("how does super 2 work?", "en").star == "super2"
    assert pieces("wie geht der Spiegel?", "de").star == "mirror"
    assert pieces("the friendly four?", "en").star == "friendly4"
    assert pieces("what's the thick pillar worth?", "en").pillar == "thick"
    assert pieces("was ist die eckige Säule wert?", "de").pillar == "angular"
    assert pieces("what comes after green?", "en").levels == ("green",)
    assert pieces("can I move Anna's pillar?", "en", ("Anna", "Ben")).players == ("Anna",)
    assert pieces("darf ich Bens Säule ziehen?", "de", ("Anna", "Ben")).players == ("Ben",)
    assert pieces("a 2 with 2 gems in it", "en").numbers == (2, 2)


# ---- hypothetical vs now, per game -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_babel_hypothetical_floor_vs_the_next_one(lang):
    s = session(lang, "babel", BUILT_TWO)
    asked = {
        "en": ("how many points is floor 9 worth?", "how many points for the next floor?"),
        "de": (
            "wie viele Punkte gibt Stockwerk 9?",
            "wie viele Punkte bringt das nächste Stockwerk?",
        ),
    }[lang]
    unit = "points" if lang == "en" else "Punkte"
    assert s.handle(asked[0]).text.startswith(f"9 {unit}:")
    assert s.handle(asked[1]).text.startswith(
        "Floor 3 is next: 3 points."
        if lang == "en"
        else "Als Nächstes kommt Stockwerk 3: 3 Punkte."
    )


def test_babel_a_collapse_now_vs_on_another_floor():
    s = session("en", "babel", BUILT_TWO)
    now = s.handle("what happens if the tower falls now?").text
    # played out on a copy of the table: what would happen, and the game unchanged
    assert now.startswith("Suppose the tower fell during Carla's turn.")
    assert "no points for floor 3" in now and len(s.log) == len(BUILT_TWO)
    other = s.handle("what happens to the points if it falls on floor 10?").text
    assert other.startswith("You score nothing for this turn")
    assert "floor 3" not in other


def test_babel_rounds_for_another_player_count_vs_this_table():
    s = session("en", "babel")
    other = s.handle("how many rnds do we play with 5 ppl").text
    assert other.startswith("5 rounds: one per player.") and "3 rounds" not in other
    assert s.handle("how many rounds are we playing?").text.startswith("This table plays 3 rounds")
    de = session("de", "babel")
    assert de.handle("wieviele runden spielt man zu fünft").text.startswith("5 Runden")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_paletti_the_holder_knocking_it_over_vs_who_holds_it_now(lang):
    s = session(lang, "paletti")
    what_if = {
        "en": "what if the seal holder knocks the villa over himself?",
        "de": "was ist, wenn der Siegelhalter die Villa selbst umwirft?",
    }[lang]
    text = s.handle(what_if).text
    assert text.startswith("The holder still wins" if lang == "en" else "Trotzdem gewinnt")
    assert "Nobody holds the seal yet" not in text and "Noch hat niemand" not in text
    now = {"en": "who holds the seal right now?", "de": "wer hat gerade das Siegel?"}[lang]
    now_text = s.handle(now).text  # the table now: the rules' answer or the state's, both say it
    assert now_text.startswith(
        ("Nobody can hold the seal yet", "Nobody holds the builder's seal yet")
        if lang == "en"
        else "Noch hat niemand"
    )
    option = session(lang, "paletti", previous_holder_on_own_collapse=True)
    assert option.handle(what_if).text.startswith(
        "The previous holder wins" if lang == "en" else "Dann gewinnt der vorherige Siegelhalter"
    )


def test_paletti_announcing_on_red_and_a_tie_are_hypotheticals():
    s = session("en", "paletti", GREEN)
    red = s.handle("can I announce a new level when red is already on top?").text
    assert red.startswith("It only passes the turn") and "yellow level goes on" not in red
    tie = s.handle("if two of us tie on the top level who gets the seal?").text
    assert tie.startswith("The seal stays where it is")


def test_turm_gems_for_another_player_count_vs_this_table():
    s = session("en", "turm", star="mirror")
    other = s.handle("how many gems each with 5 players").text
    assert other.startswith("6 gems each with 5 players; the starter gets 8, with the 2 left over.")
    assert "With 3 players" not in other
    assert s.handle("how many gems do we each get?").text.startswith(
        "With 3 players everyone got 10 gems"
    )
    de = session("de", "turm", star="mirror")
    assert de.handle("wie viele steine kriegt jeder zu fünft").text.startswith(
        "6 Steine pro Person"
    )


# ---- numbers and names taken from the question ----------------------------------------------


def test_numbers_and_names_from_the_question():
    babel = session("en", "babel")
    assert babel.handle("How many points is the 13th floor worth?").text.startswith("18 points")
    assert babel.handle("is babel ok for 9 players?").text.startswith(
        "No — Turmbau zu Babel takes 2"
    )
    round2 = session("en", "babel", [*BUILT_TWO, {"kind": "collapse", "player": "Carla"}])
    assert round2.handle("who starts this round?").text.startswith(
        "Ben opened this round, round 2: Ben built floor 2 in round 1."
    )
    de = session("de", "babel", [*BUILT_TWO, {"kind": "collapse", "player": "Carla"}])
    assert de.handle("wer fängt diese Runde an?").text.startswith("Ben hat diese Runde eröffnet")
    turm = session("en", "turm", star="mirror")
    assert turm.handle("how many gems fit in a 3").text.startswith("3 gems")
    assert turm.handle("what if I open a 2 with 2 gems in it").text.startswith("The tower wins")
    paletti = session("en", "paletti")
    assert paletti.handle("what's the thick pillar worth").text.startswith("3 points")
    assert paletti.handle("can i move anna's pillar?").text.startswith("No — you may only move")
    assert paletti.handle("what comes after green?").text.startswith("Yellow comes after green.")


# ---- the table's ★ rule vs a named one -------------------------------------------------------


def test_the_tables_star_rule_is_the_default_and_a_named_one_wins():
    mirror = session("en", "turm", star="mirror")
    # phrased like the Super 2 entry, but this table plays Mirror
    told = mirror.handle("do I put two gems in the star?").text  # the answer, then the rule
    assert "Mirror:" in told and "Super 2" not in told
    assert mirror.handle("how does super 2 work?").text.startswith("Super 2:")
    assert mirror.handle("and the friendly four?").text.startswith("Friendly 4:")
    de = session("de", "turm", star="mirror")
    assert de.handle("wie geht der Superzweier?").text.startswith("Superzweier")


# ---- answer first ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_answer_leads_with_a_short_sentence(lang):
    renderer = get_renderer(lang)
    for game in GAMES:
        state = get_game(game).new_state(PLAYERS, {"star": "mirror"} if game == "turm" else {})
        for entry in entries(lang, game):
            for live in (None, state):
                text = renderer.render_all([topic(entry, game, live)])
                assert words(first_sentence(text)) <= 20, (entry.key, text)
            for fact in entry.facts:
                for live in (False, True):
                    args = {**question_facts(game, Pieces(), None), "live": live, "now": False}
                    args.update(starter="Anna", first="Anna", round=1)
                    text = renderer.render(fact.msg_id, **args)
                    assert words(first_sentence(text)) <= 20, (fact.msg_id, text)


def test_the_voice_says_the_first_sentence():
    s = session("en", "paletti")
    reply = s.handle("can a pillar stick out over the edge?")
    assert reply.speech == "No — no pillar may stick out over a level's edge."
    assert reply.text.startswith(reply.speech) and len(reply.text) > len(reply.speech)


# ---- "did you mean" vs small talk ------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "the seal, the hook, the objection?", "Did you mean:"),
        ("de", "Siegel, Haken, Widerspruch?", "Meint ihr:"),
    ],
)
def test_a_rule_question_below_the_floor_offers_topics_as_buttons(lang, question, start):
    s = session(lang, "paletti")
    reply = s.handle(question)
    assert reply.text.startswith(start)
    assert 2 <= len(reply.buttons) <= 3
    assert all(b in reply.text for b in reply.buttons)
    # a button's text asks for that topic
    assert not s.handle(reply.buttons[0]).text.startswith(start)


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "what time is it?", "I didn't get that"),
        ("de", "wie spät ist es?", "Das habe ich nicht"),
    ],
)
def test_small_talk_still_gets_the_generic_answer(lang, question, start):
    for game in GAMES:
        reply = session(lang, game, star="mirror") if game == "turm" else session(lang, game)
        answer = reply.handle(question)
        assert answer.text.startswith(start) and answer.buttons == []


def test_chat_spelling_and_stories_are_understood():
    babel = session("en", "babel")
    assert babel.handle("the tower fell on my turn, do i lose everything?").text.startswith("No —")
    assert babel.handle("can i take 2 ceiling cards").text.startswith("No — exactly one")
    de = session("de", "babel")
    assert de.handle(
        "der turm ist bei mir eingestürzt, sind jetzt alle meine punkte weg?"
    ).text.startswith("Nein —")
    assert de.handle("wieviele wändekarten nimmt man pro zug").text.startswith("Zwei Wandkarten")
    turm = session("en", "turm", star="mirror")
    assert turm.handle("the floor i opened is already full, now what").text.startswith(
        "The tower wins"
    )


def test_referee_rules_answers_a_question_the_same_way():
    code, text = rules_text("babel", "what is floor 9 worth", "en")
    assert code == 0 and text.startswith("Scoring\n9 points:")
    code, text = rules_text("turm", "how many gems each with 5 players", "en")
    assert code == 0 and "\n6 gems each with 5 players" in text
    assert answer_question("what time is it?", "en", None, None) is None


@pytest.mark.parametrize(
    ("lang", "text", "numbers"),
    [
        ("en", "I flipped a 4 with one gem. What now?", (4, 1)),
        ("en", "what if I open an empty 3", (3, 0)),
        ("en", "The 2 is empty, what do I do?", (2, 0)),
        ("de", "Ich hab ne 1 aufgedeckt, da liegt schon einer drin. Wat nu?", (1, 1)),
        ("de", "was mache ich bei einer leeren 3?", (3, 0)),
        ("de", "eine 4 mit einem Stein, was jetzt?", (4, 1)),
    ],
)
def test_a_floor_told_in_words_has_its_disk_and_gems_as_numbers(lang, text, numbers):
    found = pieces(text, lang)
    assert found.numbers == numbers
    assert found.count is None  # "with 0" at the end is no player count


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        # far wording around a clear fact: the fact still answers
        (
            "en",
            "Hypothetically, if six of us were playing, how many rounds would that be?",
            r"^6 rounds",
        ),
        ("en", "I flipped a 4 with one gem. What now?", r"^(Yes — p|P)ut one gem in"),
        (
            "de",
            "Wat nu, ich hab ne 1 aufgedeckt und da liegt schon einer drin?",
            r"^Der Turm gewinnt",
        ),
    ],
)
def test_far_wording_still_finds_the_fact(lang, question, expect):
    game = "babel" if "rounds" in question else "turm"
    options = {"star": "mirror"} if game == "turm" else {}
    reply = session(lang, game, **options).handle(question)
    assert re.search(expect, reply.text), reply.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_generic_miss_has_a_short_first_sentence(lang):
    question = {"en": "do you like pizza?", "de": "magst du pizza?"}[lang]
    reply = session(lang, "babel").handle(question)
    assert words(first_sentence(reply.text)) <= 6


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "I built floors 2, 6 and 10. What does that add up to?", r"^18 points"),
        (
            "de",
            "Ich hab Etage 3, 7 und 12 gebaut, wie viel Punkte sind das zusammen?",
            r"^22 Punkte",
        ),
        ("en", "what is floor 7 worth?", r"^7 points"),
    ],
)
def test_babel_floors_named_in_the_question_add_up(lang, question, expect):
    reply = session(lang, "babel").handle(question)
    assert re.search(expect, reply.text), reply.text


# ---- Der Turm: the floors, gems, player and player count the question names ------------------

# Anna has opened a 4 (now 1 gem) and the star (now 1 gem) this turn.
STAR_OPEN = [
    {"kind": "reveal", "player": "Anna", "disk": "4", "gems": 0},
    {"kind": "reveal", "player": "Anna", "disk": "star", "gems": 0},
]


def turm_answer(lang: str, question: str, before=(), **options) -> str:
    """The rule answer (not the dialogue's shortcuts) at a Der Turm table."""
    s = session(lang, "turm", before, **options)
    messages = answer_question(question, lang, "turm", s.state)
    assert messages is not None, question
    return get_renderer(lang).render_all(messages)


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        # the next floor told: this turn's open floors (2 gems) and its own 3
        ("en", "if my next floor is a full 3, how many gems do I take back?", "5 gems"),
        ("de", "wenn das nächste Stockwerk eine volle 3 ist, wie viele kriege ich zurück?", "5"),
        # the player named, not whoever's turn it is
        ("en", "how many gems has Ben got left?", "Ben has 10 gems"),
        ("de", "wie viele Steine hat Ben noch?", "Ben hat 10 Steine"),
        ("en", "if Carla opens the star, who puts the gem in?", "Carla:"),
        ("de", "wenn Carla den Stern aufdeckt, wer legt den Stein in den Stern?", "Carla:"),
    ],
)
def test_turm_answers_for_the_floor_and_the_player_named(lang, question, start):
    text = turm_answer(lang, question, STAR_OPEN, star="friendly4")
    assert text.startswith(start), text


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        # a whole turn told: 3 with two (one goes in: 3), then a full 2 (2): 5 back
        ("en", "a 3 with two gems, put one in, then a full 2 — how many do I get back?", "5 gems"),
        ("de", "eine 3 mit zwei Steinen, einen rein, dann eine volle 2, wie viele zurück?", "5"),
        ("en", "why does Anna have 2 more gems than us?", "Anna started, so Anna also got the 2"),
        ("de", "warum hat Anna 2 Steine mehr als wir?", "Anna hat begonnen"),
        ("en", "how many floors carry a 1?", "3 floors"),
        ("de", "wie viele Einser-Etagen gibt es?", "3 Stockwerke"),
        ("en", "is a gem in the 0 possible?", "No — a 0-floor never holds a gem"),
        ("en", "what if the star is empty?", "Put one gem in"),
        ("de", "was wenn der Stern leer ist?", "Leg einen Stein hinein"),
    ],
)
def test_turm_answers_with_the_questions_numbers(lang, question, start):
    text = turm_answer(lang, question, star="mirror")
    assert text.startswith(start), text


def test_turm_mirror_star_with_the_hand_and_gems_named():
    full = turm_answer("en", "I hold 4 gems and the star has 4 in it, what happens?", star="mirror")
    assert full.startswith("The tower wins: with 4 in hand"), full
    room = turm_answer("de", "ich habe 5 Steine und im Stern liegen 2, was nun?", star="mirror")
    assert room.startswith("Ja — leg einen Stein hinein: Bei 5 in der Hand"), room
    ben = turm_answer("en", "if Ben opens the star, how many fit?", star="mirror")
    assert ben.startswith("10: the Mirror star holds as many gems as Ben has"), ben


def test_turm_hypothetical_vs_now():
    # another player count posited: the rule for it, not this table's 10 each
    five = turm_answer("en", "if we were five, how many gems each?", star="mirror")
    assert five.startswith("6 gems each with 5 players") and "10 gems" not in five
    de = turm_answer("de", "wenn wir zu fünft wären, wie viele Steine pro Person?", star="mirror")
    assert de.startswith("6 Steine pro Person")
    # about now: the hands as they stand
    now = turm_answer("en", "how many gems does each of us have now?", STAR_OPEN, star="cantstop")
    assert now.startswith("Gems in hand now, fewest first: Anna 10, Ben 10, Carla 10")
    # may they stop? the table's turn for a named player or now, the rule otherwise
    must = turm_answer("en", "can Anna stop now?", STAR_OPEN, star="cantstop")
    assert must.startswith("No — after the Can't Stop star Anna must open one more floor")
    assert turm_answer("de", "darf Anna jetzt aufhören?", STAR_OPEN, star="cantstop").startswith(
        "Nein — nach dem Can't-Stop-Stern"
    )
    general = turm_answer("en", "can I stop after one floor?", STAR_OPEN, star="cantstop")
    assert general.startswith("Yes — you may end your turn after any floor")
    ben = turm_answer("en", "can Ben stop now?", STAR_OPEN, star="friendly4")
    assert ben.startswith("No — it isn't Ben's turn")


# ---- Villa Paletti: the player, pillar and colour named; what if vs now -------------------

# On green: Ben's thick pillar stands on top (Ben holds the seal with 3), Carla pushed her
# thick one back, Anna's is still on the base plate; it is Ben's turn.
PALETTI_SEAL = GREEN + [
    {"kind": "move", "player": "Ben", "pillar": "thick"},
    {"kind": "give-up", "player": "Carla", "pillar": "thick"},
    {"kind": "move", "player": "Anna", "pillar": "small"},
]
# Anna has announced the yellow level on green.
PALETTI_ANNOUNCED = GREEN + [
    {"kind": "move", "player": "Ben", "pillar": "small"},
    {"kind": "move", "player": "Carla", "pillar": "small"},
    {"kind": "announce", "player": "Anna"},
]


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "can Carla still move her thick one?", r"^No — Carla pushed it back.*locked"),
        ("en", "can Anna still move a thick pillar?", r"^Yes — Anna can still move .*blue"),
        (
            "en",
            "can Ben still move his thick one?",
            r"^No — Ben's thick pillar is already on the top",
        ),
        ("de", "Darf Anna ihre dicke noch hochholen?", r"^Ja — Anna kann noch eine dicke Säule"),
    ],
)
def test_paletti_a_pillar_is_answered_for_the_player_named(lang, question, expect):
    reply = session(lang, "paletti", PALETTI_SEAL).handle(question)  # Ben's turn
    assert re.search(expect, reply.text), reply.text


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "what if Anna knocks the villa over?", r"^Ben wins: Ben holds the seal"),
        ("en", "what if Ben knocks the villa over on his own turn?", r"^Ben still wins"),
        (  # played out on a copy of the table
            "de",
            "Was wäre, wenn Anna die Villa umreißt?",
            r"^Angenommen, die Villa ist eingestürzt\..* Ben hatte beim Einsturz das Siegel",
        ),
        (
            "en",
            "if Anna gets her thick pillar up, does she take the seal off Ben?",
            r"^Yes — Anna would take the seal: 4 points",
        ),
        pytest.param(
            "en",
            "if Carla moves her angular one up, who has the seal?",
            r"^Ben keeps the seal",
            marks=pytest.mark.xfail(
                strict=True,
                reason="known regression of this round: answered with the movable-pillar fact",
            ),
        ),
        ("de", "Wenn Anna ihre dicke hochstellt, wer hat dann das Siegel?", r"^Ja — Anna bekäme"),
    ],
)
def test_paletti_a_hypothetical_move_or_collapse_by_a_named_player(lang, question, expect):
    reply = session(lang, "paletti", PALETTI_SEAL).handle(question)
    assert re.search(expect, reply.text), reply.text


def test_paletti_the_previous_holder_rule_for_the_named_holder():
    s = session("en", "paletti", PALETTI_SEAL, previous_holder_on_own_collapse=True)
    reply = s.handle("what if Ben knocks the villa over on his own turn?")
    assert reply.text.startswith("Nobody wins: Ben holds the seal"), reply.text
    # not the holder: the holder still wins
    reply = s.handle("what if Anna knocks the villa over?")
    assert reply.text.startswith("Ben wins"), reply.text


@pytest.mark.parametrize(
    ("lang", "before", "question", "expect"),
    [
        ("en", [], "what if Ben fails?", r"^Anna takes one of Ben's pillars out.*yellow level"),
        ("de", [], "Was, wenn Ben es nicht schafft?", r"^Anna nimmt eine von Bens Säulen"),
        ("en", [], "can Ben still object?", r"^Yes — Ben hasn't answered yet"),
        (
            "en",
            [{"kind": "accept", "player": "Ben"}],
            "can Ben still object?",
            r"^No — Ben has already agreed",
        ),
        (
            "de",
            [{"kind": "accept", "player": "Ben"}],
            "Darf Ben noch widersprechen?",
            r"^Nein — Ben hat schon zugestimmt",
        ),
        ("en", [], "can Anna object to her own announcement?", r"^No — only the other players"),
        (
            "en",
            [{"kind": "object", "player": "Carla"}],
            "what if Carla fails?",
            r"^Anna takes one of Carla's pillars out",
        ),
        ("en", [], "does the yellow level go on now?", r"^No — not yet: Ben, Carla still"),
    ],
)
def test_paletti_an_objection_names_the_players_of_this_announcement(
    lang, before, question, expect
):
    reply = session(lang, "paletti", PALETTI_ANNOUNCED + before).handle(question)
    assert re.search(expect, reply.text), reply.text


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "whose are the orange ones?", r"^Nobody's: with 3 players orange"),
        ("en", "if we were 4, whose would orange be?", r"^The fourth player's"),
        ("de", "Wem gehören die orangen Säulen?", r"^Niemandem"),
    ],
)
def test_paletti_a_colour_for_this_table_or_the_player_count_named(lang, question, expect):
    reply = session(lang, "paletti").handle(question)
    assert re.search(expect, reply.text), reply.text


@pytest.mark.parametrize(
    ("lang", "question", "expect", "not_expect"),
    [
        ("en", "suppose red is on and someone announces, what then", r"^It only passes", "green"),
        ("de", "wenn jemand ansagt und rot schon oben liegt?", r"^Sie gibt nur den Zug", "grüne"),
        ("en", "if 2 ppl tie on top who gets the seal", r"^The seal stays where it is", "Nobody"),
        (
            "de",
            "wer hat das Siegel, nachdem eine neue Ebene aufgelegt wurde?",
            r"^Wer es hatte, behält",
            "Noch",
        ),
        ("en", "do we keep our points when a new level goes on?", r"^No — only the top", "green"),
    ],
)
def test_paletti_a_hypothetical_gets_the_rule_not_this_blue_table(
    lang, question, expect, not_expect
):
    reply = session(lang, "paletti").handle(question)  # blue on top, nobody holds the seal
    assert re.search(expect, reply.text), reply.text
    assert not_expect not in first_sentence(reply.text), reply.text


RED = [
    {"kind": "announce", "player": p} if i % 2 == 0 else {"kind": "accept"}
    for i, p in enumerate(["Anna", "-", "Ben", "-", "Carla", "-", "Anna", "-"])
]


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "are two pillars enough to carry a new level?", r"^No — two aren't enough"),
        ("en", "will 4 pillars hold the next level?", r"^Yes — 4 pillars are enough"),
        ("de", "Trägt eine neue Ebene auf zwei Säulen?", r"^Nein — zwei reichen nicht"),
        ("en", "which colour is level 3?", r"^Yellow"),
        ("de", "Welche Farbe hat Ebene 5?", r"^Rot"),
        ("en", "how many thick pillars does the game have?", r"^4 thick pillars"),
        ("de", "Wie viele kleine Säulen gibt es insgesamt?", r"^12 kleine"),
    ],
)
def test_paletti_numbers_the_question_names(lang, question, expect):
    reply = session(lang, "paletti").handle(question)
    assert re.search(expect, reply.text), reply.text


def test_paletti_another_level_now_depends_on_the_top_and_who_is_still_to_answer():
    red = session("en", "paletti", [c for c in RED])
    assert red.state.top == 5
    text = red.handle("Ben can't move anything, do we get another level?").text
    assert re.search(
        r"^No new level: red is the last, so announcing only passes the turn to Carla", text
    ), text
    waiting = session(
        "en",
        "paletti",
        [{"kind": "announce", "player": "Anna"}, {"kind": "accept", "player": "Ben"}],
    )
    text = waiting.handle("Ben said ok, is the next level laid on now?").text
    assert re.search(r"^No — not yet: Carla still has to answer", text), text


# ---- a rule question is not a report nor a question about the table (the shared path) ------


@pytest.mark.parametrize(
    ("lang", "text", "shape"),
    [
        ("en", "tower fell on me do i keep my pts", "yes-no"),
        ("en", "can a new level sit on just 2 pillars", "yes-no"),
        ("en", "so who opens the next round", "wh"),
        ("en", "Anna built floor 3?", None),
        ("en", "I built floor 3", None),
        ("de", "darf man nur das dach abheben", "yes-no"),
        ("de", "verlier ich meine punkte wenn der turm bei mir umfällt", "yes-no"),
        ("de", "die steine die ich zurücknehm, behalt ich die oder sind die weg", "yes-no"),
        ("de", "Anna hat Stockwerk 3 gebaut", None),
        ("de", "ich hab eine 2 aufgedeckt", None),
    ],
)
def test_the_shape_of_a_question_is_read_from_its_word_order(lang, text, shape):
    from referee.language.questions import asks

    assert asks(text, lang, tuple(PLAYERS)) == shape


@pytest.mark.parametrize(
    ("lang", "game", "before", "text", "expect"),
    [
        ("en", "paletti", [], "can a new level sit on just 2 pillars", r"^No\b.*\b3\b"),
        ("de", "paletti", [], "darf eine neue ebene auf nur 2 säulen liegen", r"^Nein\b.*\b3\b"),
        ("en", "turm", [], "can you lift only the roof", r"^No\b"),
        ("de", "turm", [], "darf man nur das dach abheben", r"^Nein\b"),
        ("en", "babel", BUILT_TWO, "tower fell on me do i keep my pts", r"^No\b|\bkeep"),
        (
            "de",
            "babel",
            BUILT_TWO,
            "verlier ich meine punkte wenn der turm bei mir umfällt",
            r"^Nein\b",
        ),
    ],
)
def test_a_rule_question_read_as_a_report_changes_nothing(lang, game, before, text, expect):
    s = session(lang, game, before)
    log, state = list(s.log), s.state
    reply = s.handle(text)
    assert s.log == log and s.state == state, reply.text
    # the report the question tells may be offered after the answer, never held as asked
    assert s.pending is None or s.pending.offer, reply.text
    assert re.search(expect, reply.text, re.IGNORECASE), reply.text
    if s.pending is not None:
        s.handle("no" if lang == "en" else "nein")
        assert s.log == log and s.state == state and s.pending is None


@pytest.mark.parametrize(
    ("lang", "text", "report"),
    [
        ("en", "the tower fell", "collapse"),
        ("en", "Carla built the third floor", "build"),
        ("de", "der Turm ist umgefallen", "collapse"),
        ("de", "Carla hat das dritte Stockwerk gebaut", "build"),
    ],
)
def test_a_report_is_still_a_report(lang, text, report):
    s = session(lang, "babel", BUILT_TWO)
    s.handle(text)
    assert len(s.log) == 3 and s.log[-1].kind == report


@pytest.mark.parametrize(
    ("lang", "text", "expect"),
    [
        ("en", "Who goes first in the very first round?", r"youngest"),
        ("de", "Wer fängt in der allerersten Runde an?", r"jüngste"),
        ("en", "whose turn is it?", r"Anna's turn"),
        ("de", "wer ist dran?", r"Anna ist .*dran"),
    ],
)
def test_a_question_in_general_gets_the_rule_and_one_about_now_the_table(lang, text, expect):
    reply = session(lang, "babel").handle(text)
    assert re.search(expect, reply.text, re.IGNORECASE), reply.text


@pytest.mark.parametrize(
    ("lang", "text", "expect"),
    [
        ("de", "Können wir zu zehnt spielen?", r"^Nein\b.*\b8\b"),
        ("en", "Can ten of us play?", r"^No\b.*\b8\b"),
    ],
)
def test_a_player_count_alone_asks_for_the_number_of_players(lang, text, expect):
    reply = session(lang, "babel").handle(text)
    assert re.search(expect, reply.text, re.IGNORECASE), reply.text


@pytest.mark.parametrize(
    ("lang", "text", "expect"),
    [
        ("de", "Ben deckt jetzt den Stern auf, da liegt nichts drin. Was muss er tun?", r"Spiegel"),
        ("en", "Ben turns up the star now and there is nothing in it. What must he do?", r"Mirror"),
    ],
)
def test_topics_left_open_between_star_rules_get_the_tables_own(lang, text, expect):
    s = session(lang, "turm", star="mirror")
    reply = s.handle(text)
    assert re.search(expect, reply.text), reply.text
    assert not re.search(r"Super ?2|Superzweier", first_sentence(reply.text)), reply.text


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Ben lifted only the roof to peek at the top floor. Is that ok?"),
        ("de", "Ben hat nur das Dach abgehoben, um reinzuschauen. Geht das?"),
    ],
)
def test_only_tells_facts_apart(lang, text):
    reply = session(lang, "turm").handle(text)
    assert re.match(r"^\W*(No|Nein)\b", reply.text), reply.text


@pytest.mark.parametrize(
    ("lang", "text", "expect"),
    [
        ("de", "wieviel punkte gibt die dicke", r"\b3\b"),
        ("de", "Was wäre, wenn wir zu neunt spielen wollen?", r"^Nein\b.*\b8\b"),
    ],
)
def test_a_named_piece_or_count_asks_the_rule_not_the_table(lang, text, expect):
    game = "paletti" if "dicke" in text else "babel"
    reply = session(lang, game).handle(text)
    assert re.search(expect, reply.text), reply.text


ANNA_OPEN = [
    {"kind": "reveal", "player": "Anna", "disk": "4", "gems": 1},
    {"kind": "reveal", "player": "Anna", "disk": "1", "gems": 0},
]


@pytest.mark.parametrize(
    ("lang", "question", "before", "start"),
    [
        # the 0 told last holds nothing: the 3 (now 2) comes back; Ben 10 - 1 + 2 = 11
        (
            "en",
            "what if Ben opens the 3 with one gem, puts one in, and then the 0?",
            (),
            "The tower wins: Ben takes 2",
        ),
        # "if Anna now opens ...": her open floors (2 + 1) come back too, with the 2 (now 2)
        (
            "en",
            "if Anna now opens a 2 with one gem and then the 0, how many gems does she take back?",
            ANNA_OPEN,
            "5 gems",
        ),
        # the star's gems told first, the hand after
        ("en", "mirror star got 1 gem in it and i hold 6, what now", (), "Yes — put one gem in"),
        ("de", "spiegelstern hat 1 stein drin und ich hab 6, was nu", (), "Leg einen Stein hinein"),
    ],
)
def test_turm_story_with_the_zero_told_last_and_the_turn_going_on(lang, question, before, start):
    text = turm_answer(lang, question, before, star="mirror")
    assert text.startswith(start), text


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "who plays after Ben?", "Clockwise: after Ben, Carla plays next."),
        ("de", "wer ist nach Ben dran?", "Im Uhrzeigersinn: Nach Ben ist Carla dran."),
        (
            "en",
            "halfway through can we switch to super 2?",
            "No — the star rule is chosen before the game",
        ),
        (
            "de",
            "können wir mittendrin auf Super 2 wechseln?",
            "Nein — die Sternregel wird vor dem Spiel",
        ),
    ],
)
def test_turm_turn_order_and_a_star_rule_switched_by_name(lang, question, start):
    text = turm_answer(lang, question, star="mirror")
    assert text.startswith(start), text


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        # a named player's gems at the start: the share, and the leftover for the starter
        ("en", "How many gems does Anna start with?", "Anna started with 12 gems"),
        ("en", "I'm Ben, what do I get at the start?", "Ben started with 10 gems"),
        ("de", "Wie viele Steine hat Carla am Anfang?", "Carla hat mit 10 Steinen begonnen"),
        # whether a floor told is full: no while it has room, yes when it holds its number
        ("en", "The 2 has one gem in it. Is it full already?", "No — a 2 with 1 still has room"),
        ("de", "In der 2 liegt ein Stein. Ist die schon voll?", "Nein — eine 2 mit 1 hat noch"),
        # must vs may stop after a gem
        ("en", "After I've placed a gem, can I just stop?", "Yes"),
        ("de", "Muss ich nach einem Stein aufhören?", "Nein"),
        # a floor and the one gem to put in
        ("en", "ok so 4 disk with 3 gems, i put 1 in?", "Yes"),
    ],
)
def test_turm_starting_gems_full_floors_and_stopping(lang, question, start):
    text = turm_answer(lang, question)
    assert text.startswith(start), text
