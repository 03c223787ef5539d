"""Rule questions: the corpus, the knowledge files, state-aware answers, dialogue, replay, CLI."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, referee_cmd, run_replay

from referee.dialogue import Session
from referee.games import GAMES, get_game
from referee.replies import Message, get_renderer
from referee.resources import resource_dir
from referee.rules import answer_question, classify, entries, rules_text, topic

CORPUS = Path(__file__).resolve().parent / "rules"
LANGS = ("en", "de")
PLAYERS = ("Anna", "Ben", "Carla", "Dora")


def corpus(lang: str) -> dict:
    return yaml.safe_load((CORPUS / f"{lang}.yaml").read_text(encoding="utf-8"))


def render(lang: str, messages: list[Message] | None) -> str | None:
    return None if messages is None else get_renderer(lang).render_all(messages)


def ask(lang: str, game: str | None, state, question: str) -> str | None:
    return render(lang, answer_question(question, lang, game, state))


# ---- the corpus ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_corpus_is_big_and_varied(lang):
    data = corpus(lang)
    questions = data["questions"]
    assert len(questions) >= 60
    assert len(data["not_rules"]) >= 15
    keys = {e.key for g in GAMES for e in entries(lang, g)}
    expected = [q["expect"] for q in questions]
    assert set(expected) - {"unsure"} <= keys, "every expected entry exists"
    for game in GAMES:
        assert sum(e.startswith(game) for e in expected) >= 20
    # several phrasings per topic: most topics are asked at least twice
    counts = {k: expected.count(k) for k in set(expected)}
    assert sum(c >= 2 for c in counts.values()) >= 0.8 * len(counts)


@pytest.mark.parametrize("lang", LANGS)
def test_corpus_hit_rate(lang):
    misses = []
    questions = corpus(lang)["questions"]
    for case in questions:
        game = case.get("game")
        verdict = classify(case["q"], lang, game, PLAYERS if game else ())
        got = verdict.best.entry.key if verdict.kind == "answer" and verdict.best else verdict.kind
        if got != case["expect"]:
            misses.append(f"{case['q']!r} ({game}): expected {case['expect']}, got {got}")
    rate = 1 - len(misses) / len(questions)
    assert rate >= 0.95, "\n".join(misses)


@pytest.mark.parametrize("lang", LANGS)
def test_questions_that_are_not_about_the_rules_are_not_answered(lang):
    states = {None: None, **{g: get_game(g).new_state(list(PLAYERS), {}) for g in GAMES}}
    for question in corpus(lang)["not_rules"]:
        for game, state in states.items():
            assert answer_question(question, lang, game, state) is None, (question, game)


@pytest.mark.parametrize("lang", LANGS)
def test_statements_are_not_rule_questions(lang):
    statement = {"en": "Anna put the floor down slowly", "de": "Anna legt die Decke langsam"}
    assert answer_question(statement[lang], lang, "babel", None) is None


# ---- the knowledge ------------------------------------------------------------------------


def test_both_languages_know_the_same_topics():
    for game in GAMES:
        assert [e.topic for e in entries("en", game)] == [e.topic for e in entries("de", game)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_renders_and_has_phrasings(lang):
    renderer = get_renderer(lang)
    for game in GAMES:
        assert renderer.render(f"rules-{game}-summary")
        topics = entries(lang, game)
        assert len(topics) >= 12
        for entry in topics:
            assert entry.title and len(entry.asks) >= 5, entry.key
            assert renderer.render(entry.msg_id, live=False)


@pytest.mark.parametrize("lang", LANGS)
def test_the_referees_own_decisions_are_marked(lang):
    mark = {"en": "referee's decision", "de": "Entscheidung des Schiedsrichters"}[lang]
    for game in GAMES:
        marked = [e.topic for e in entries(lang, game) if mark in e.text]
        assert len(marked) >= 3, game


def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.casefold())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def test_knowledge_is_in_our_own_words():
    seeds = ROOT.parent / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("the seed rule texts are not beside this checkout")
    seed_grams = set()
    for path in seeds.glob("*.txt"):
        seed_grams |= _ngrams(path.read_text(encoding="utf-8"), 8)
    for path in (resource_dir("locales")).glob("*/rules*.ftl"):
        shared = _ngrams(path.read_text(encoding="utf-8"), 8) & seed_grams
        assert not shared, f"{path.name} copies from the seeds: {sorted(shared)[:3]}"


# ---- state-aware answers: Turmbau zu Babel -----------------------------------------------


def babel_session(lang: str, players=("Anna", "Ben", "Carla")) -> Session:
    session = Session(lang=lang)
    session.start("babel", list(players))
    return session


QUESTIONS = {
    "en": {
        "rounds": "How many rounds do we play?",
        "points": "How many points is the next floor?",
        "opener": "Who opens the next round?",
        "first": "who started the first round?",
        "collapse": "what happens if the tower falls?",
    },
    "de": {
        "rounds": "Wie viele Runden spielen wir?",
        "points": "Wie viele Punkte bringt das nächste Stockwerk?",
        "opener": "Wer eröffnet die nächste Runde?",
        "first": "wer hat die erste Runde begonnen?",
        "collapse": "was passiert, wenn der Turm einstürzt?",
    },
}


def test_babel_answers_with_this_tables_numbers_en():
    s = babel_session("en")
    q = QUESTIONS["en"]
    assert (
        s.handle(q["rounds"]).text == "This table plays 3 rounds, one per player; this is round 1."
    )
    assert s.handle(q["points"]).text.startswith("Floor 1 is next: 1 point.")
    assert s.handle(q["opener"]).text.startswith(
        "Ben opens the next round either way. Floor 2 is not built yet"
    )
    s.handle("Anna built floor 1")
    s.handle("Ben built floor 2")
    assert s.handle(q["points"]).text.startswith("Floor 3 is next: 3 points.")
    assert s.handle(q["opener"]).text == "Ben opens the next round because Ben built floor 2."
    assert s.handle(q["collapse"]).text.startswith(
        "If the tower fell now, Carla would score nothing for floor 3 but keep 0 points"
    )
    s.handle("the tower fell")
    assert s.snapshot()["round"] == 2
    assert "this is round 2" in s.handle(q["rounds"]).text
    assert s.handle(q["first"]).text.startswith("Anna opened round 1.")


def test_babel_answers_with_this_tables_numbers_de():
    s = babel_session("de")
    q = QUESTIONS["de"]
    assert s.handle(q["rounds"]).text == (
        "Dieser Tisch spielt 3 Runden, so viele, wie Personen mitspielen; jetzt läuft Runde 1."
    )
    assert s.handle(q["points"]).text.startswith("Als Nächstes kommt Stockwerk 1: 1 Punkt.")
    s.handle("Anna hat Stockwerk 1 gebaut")
    s.handle("Ben hat Stockwerk 2 gebaut")
    assert s.handle(q["opener"]).text == (
        "Ben hat das zweite Stockwerk gebaut und eröffnet deshalb die nächste Runde."
    )
    assert s.handle(q["points"]).text.startswith("Als Nächstes kommt Stockwerk 3: 3 Punkte.")
    assert "bekäme Carla nichts für Stockwerk 3" in s.handle(q["collapse"]).text


@pytest.mark.parametrize("lang", LANGS)
def test_babel_floor_13_and_the_last_round(lang):
    game = get_game("babel")
    state = game.new_state(["Anna", "Ben"], {})
    build = game.parse_command
    for floor in range(1, 13):
        player = state.current
        state = game.apply(state, build({"kind": "build", "player": player, "floor": floor})).state
    points = {
        "en": "How many points is the next floor?",
        "de": "Wie viele Punkte gibt das nächste Stockwerk?",
    }
    top = {
        "en": "Floor 13 is next: 18 points, 13 plus 5 bonus.",
        "de": "Als Nächstes kommt Stockwerk 13: 18 Punkte, 13 plus 5 Bonus.",
    }
    assert ask(lang, "babel", state, points[lang]) == top[lang]
    state = game.apply(state, build({"kind": "collapse", "player": state.current})).state
    assert state.round == 2 and state.rounds == 2
    last = {
        "en": "This is the last round (2 of 2), so nobody opens another one.",
        "de": "Das ist die letzte Runde (2 von 2), danach eröffnet niemand mehr.",
    }
    assert ask(lang, "babel", state, QUESTIONS[lang]["opener"]) == last[lang]


def test_babel_the_youngest_opens():
    s = babel_session("en")
    s.handle("Carla is the youngest")
    assert s.handle("who started the first round?").text.startswith("Carla opened round 1.")


def test_babel_after_the_game_is_over():
    s = babel_session("en", ("Anna", "Ben"))
    s.handle("end the game")
    s.handle("yes")
    assert s.snapshot()["finished"]
    assert s.handle("Who opens the next round?").text == "The game is over; no round follows."
    assert s.handle("who wins in the end?").text == "The game is over: Anna and Ben won."


# ---- state-aware answers: Der Turm ----------------------------------------------------------


def turm_state(players, **options):
    return get_game("turm").new_state(list(players), options or {"first_game": True})


def test_turm_gems_at_set_up():
    four = turm_state(PLAYERS)
    assert ask("en", "turm", four, "How many gems did each player get at the start?") == (
        "With 4 players everyone got 8 gems; Anna, the starter, got no extra because nothing "
        "was left over. The other 4 gems started in the tower, one each in a 1-, 2-, 3- and "
        "4-floor."
    )
    five = turm_state([*PLAYERS, "Emil"], starter="Ben")
    assert ask("de", "turm", five, "Wie viele Steine hat jeder am Anfang bekommen?").startswith(
        "Bei 5 Personen hat jede 6 Steine bekommen. Ben hat begonnen und zusätzlich die "
        "2 übrigen bekommen, zusammen 8."
    )
    leftover = ask("en", "turm", five, "who gets the leftover gems?")
    assert leftover.startswith("Ben, the starting player, gets the gems left over: 2.")
    assert "whatever is left over goes to the starting player" in leftover


@pytest.mark.parametrize(
    ("star", "en", "de"),
    [
        (None, "No star: this is a first game, with 9 floors.", "Das ist ein erstes Spiel"),
        ("super2", "In this game the star rule is Super 2", "gilt für den Stern der Superzweier"),
        ("mirror", "In this game the star rule is Mirror", "gilt für den Stern der Spiegel"),
        ("friendly4", "In this game the star rule is Friendly 4", "der freundliche Vierer"),
        ("cantstop", "In this game the star rule is Can't Stop", "die Regel Can't Stop"),
    ],
)
def test_turm_this_tables_star_rule(star, en, de):
    state = turm_state(PLAYERS, **({"star": star} if star else {}))
    assert ask("en", "turm", state, "What does the star do in our game?").startswith(en)
    assert de in ask("de", "turm", state, "Was macht der Stern in unserem Spiel?")


def test_turm_star_answers_name_the_players():
    game = get_game("turm")
    state = turm_state(PLAYERS, star="mirror")
    state = game.apply(
        state, game.parse_command({"kind": "reveal", "player": "Anna", "disk": "3", "gems": 0})
    ).state
    assert "Anna has 7" in ask("en", "turm", state, "how does the star work?")
    friendly = turm_state(PLAYERS, star="friendly4")
    friendly = game.apply(
        friendly, game.parse_command({"kind": "reveal", "player": "Anna", "disk": "3", "gems": 0})
    ).state
    # Anna now has 7, the others 8: Ben, first clockwise among the tied, would put the gem in
    assert "if Anna opened it now, that would be Ben" in ask(
        "en", "turm", friendly, "what does the star do?"
    )
    assert "würde Anna ihn jetzt aufdecken, wäre das Ben" in ask(
        "de", "turm", friendly, "was macht der Stern?"
    )


# ---- state-aware answers: Villa Paletti -------------------------------------------------------


def paletti(players, *commands, **options):
    game = get_game("paletti")
    state = game.new_state(list(players), options)
    for command in commands:
        outcome = game.apply(state, game.parse_command(command))
        assert hasattr(outcome, "state"), outcome
        state = outcome.state
    return state


GREEN = [{"kind": "announce", "player": "Anna"}, {"kind": "accept"}]


def test_paletti_who_holds_the_seal_and_why():
    early = paletti(("Anna", "Ben", "Carla"))
    assert ask("en", "paletti", early, "Who holds the seal?") == (
        "Nobody can hold the seal yet: it counts from the green level on, and the top is "
        "still blue."
    )
    lead = paletti(
        ("Anna", "Ben", "Carla"),
        *GREEN,
        {"kind": "move", "player": "Ben", "pillar": "thick"},
        {"kind": "move", "player": "Carla", "pillar": "angular"},
    )
    assert ask("en", "paletti", lead, "who has the seal and why?") == (
        "Ben holds the seal: 3 points on the top level, more than anybody else."
    )
    assert ask("de", "paletti", lead, "Wer hat das Siegel?") == (
        "Ben hat das Siegel: 3 Punkte auf der obersten Ebene, mehr als alle anderen."
    )
    tie = paletti(
        ("Anna", "Ben", "Carla"),
        *GREEN,
        {"kind": "move", "player": "Ben", "pillar": "thick"},
        {"kind": "move", "player": "Carla", "pillar": "angular"},
        {"kind": "move", "player": "Anna", "pillar": "thick"},
    )
    assert ask("en", "paletti", tie, "who holds the seal?").startswith(
        "Ben holds the seal with 3 points on the top level. Anna has as many, and a tie leaves "
        "the seal where it is (the referee's decision)."
    )
    assert "bei Gleichstand bleibt das Siegel" in ask("de", "paletti", tie, "wer hat das Siegel?")
    assert ask("en", "paletti", lead, "who wins if the villa collapses?").startswith(
        "If the villa collapsed now, Ben would win, holding the seal."
    )


def test_paletti_colours_and_levels():
    two = paletti(("Anna", "Ben"))
    assert ask("en", "paletti", two, "which colour do I play?").startswith(
        "With 2 players each plays two colours: Anna has blue and yellow, Ben green and orange."
    )
    three = paletti(("Anna", "Ben", "Carla"), *GREEN)
    assert "Die orangefarbenen Säulen sind neutral" in ask(
        "de", "paletti", three, "welche Farbe habe ich?"
    )
    assert ask("de", "paletti", three, "auf welcher Ebene sind wir?").startswith(
        "Oben liegt jetzt die grüne Ebene; als Nächstes käme die gelbe."
    )
    assert ask("en", "paletti", three, "how are points counted?").startswith(
        "Points on the top level right now: Anna 0, Ben 0, Carla 0."
    )


def test_paletti_own_collapse_with_nobody_before_the_holder():
    first = paletti(
        ("Anna", "Ben", "Carla"),
        *GREEN,
        {"kind": "move", "player": "Ben", "pillar": "thick"},
        previous_holder_on_own_collapse=True,
    )
    assert ask("en", "paletti", first, "what if the villa collapses now?") == (
        "If the villa collapsed now on somebody else's turn, Ben would win, holding the seal. At"
        " this table, if Ben knocks it down on their own turn, nobody wins, because nobody held"
        " the seal before."
    )
    assert "gewinnt niemand, weil vorher niemand das Siegel hatte" in ask(
        "de", "paletti", first, "wer gewinnt, wenn die Villa jetzt einstürzt?"
    )


@pytest.mark.parametrize(
    ("lang", "question", "answer"),
    [
        ("en", "who won?", "The game is over: Ben won."),
        ("en", "so who has won?", "The game is over: Ben won."),
        ("de", "wer hat gewonnen?", "Das Spiel ist vorbei: Ben hat gewonnen."),
        ("de", "wer hat denn am Ende gewonnen?", "Das Spiel ist vorbei: Ben hat gewonnen."),
    ],
)
def test_paletti_who_won_after_the_villa_fell(lang, question, answer):
    over = paletti(
        ("Anna", "Ben", "Carla"),
        *GREEN,
        {"kind": "move", "player": "Ben", "pillar": "thick"},
        {"kind": "collapse"},
    )
    assert ask(lang, "paletti", over, question) == answer


def test_paletti_who_starts_names_this_tables_first_player():
    state = paletti(("Carla", "Anna", "Ben"))
    started = "Carla started: whoever is named first begins (the referee's decision)."
    assert started in ask("en", "paletti", state, "who goes first?")
    assert "An diesem Tisch hat Carla begonnen" in ask("de", "paletti", state, "wer fängt an?")
    assert "An diesem Tisch" not in ask("de", None, None, "wer fängt bei Villa Paletti an?")


@pytest.mark.parametrize(
    ("lang", "text", "start"),
    [
        ("en", "rules of the turm", "Der Turm is for 2 to 6 players"),
        ("de", "Regeln vom Turm", "Der Turm ist für 2 bis 6 Personen"),
    ],
)
def test_asking_for_the_rules_with_an_article(lang, text, start):
    s = Session(lang=lang)
    assert s.handle(text).text.startswith(start)
    assert s.last_intent == "Rules"


@pytest.mark.parametrize(
    ("lang", "question", "expect"),
    [
        ("en", "who hass the seel?", "paletti-seal"),  # a vowel for another in a short word
        ("en", "how dose the objecton work?", "paletti-objection"),  # "dose": a little word
        ("en", "wich colour am I?", "paletti-setup"),
        ("en", "can two pillars stand on top of each other?", "paletti-building"),
        ("de", "was pasiert wenn die Vila einstürzt?", "paletti-game-end"),
        ("de", "wan kommt eine neue Ebene?", "paletti-new-level"),  # "wan" is not "Wand"
        ("de", "wie viele Punkte hat die Ecksäule?", "paletti-pillars"),
        ("de", "was passiert, wenn ich die Villa berühre?", "paletti-hold"),
        ("de", "dürfen Säulen übereinander stehen?", "paletti-building"),
    ],
)
def test_paletti_questions_with_typos_and_other_words(lang, question, expect):
    verdict = classify(question, lang, "paletti", PLAYERS)
    assert verdict.kind == "answer" and verdict.best.entry.key == expect


# ---- through the dialogue --------------------------------------------------------------------


def test_session_answers_rule_questions_and_ignores_small_talk():
    s = Session(lang="en")
    s.start("babel", ["Anna", "Ben"])
    assert s.handle("How many points is the 13th floor?").text.startswith("18 points")
    assert s.last_intent is None
    assert s.handle("what time is it?").text.startswith("I didn't get that")


def test_session_answers_about_another_game_and_says_which():
    s = Session(lang="de")
    s.start("babel", ["Anna", "Ben"])
    assert s.handle("Wer hat das Siegel?").text.startswith(
        "Im Spiel Villa Paletti: Ab der grünen Ebene"
    )


def test_session_offers_topics_when_unsure():
    s = Session(lang="en")
    reply = s.handle("how many players can play?").text
    assert reply.startswith("Did you mean: Number of players (")
    assert reply.endswith("?")


@pytest.mark.parametrize(
    ("lang", "text", "start"),
    [
        ("en", "what are the rules", "I can explain Turmbau zu Babel, Der Turm and Villa Paletti"),
        ("en", "explain the rules of Villa Paletti", "Villa Paletti is for 2 to 4 players"),
        ("de", "wie geht das Spiel", "Ich erkläre Turmbau zu Babel"),
        ("de", "Regeln von Der Turm", "Der Turm ist für 2 bis 6 Personen"),
    ],
)
def test_asking_for_the_rules_gives_the_summary(lang, text, start):
    s = Session(lang=lang)
    reply = s.handle(text)
    assert s.last_intent == "Rules"
    assert reply.text.startswith(start)


def test_asking_for_the_rules_during_a_game_explains_that_game():
    s = Session(lang="en")
    s.start("babel", ["Anna", "Ben"])
    reply = s.handle("how does the game work?").text
    assert reply.startswith("Turmbau zu Babel is for 2 to 8 players")
    assert "“how many points is floor 13?”" in reply


def test_topic_without_a_game_is_generic():
    entry = entries("en", "babel")[0]
    assert topic(entry, None, None) == Message(id=entry.msg_id, args={"live": False})


# ---- through referee replay and referee rules ---------------------------------------------------


def test_rule_questions_in_replay():
    lines = [
        json.dumps({"game": "babel", "players": ["Anna", "Ben", "Carla"], "lang": "en"}),
        json.dumps({"speaker": "Anna", "text": "Anna built floor 1"}),
        json.dumps({"speaker": "Ben", "text": "Ben built floor 2"}),
        json.dumps({"speaker": "Carla", "text": "Who opens the next round?"}),
        json.dumps({"speaker": "Carla", "text": "how many rounds do we play?"}),
        json.dumps({"speaker": "Carla", "text": "what's the weather like tomorrow?"}),
        json.dumps({"speaker": "Carla", "text": "what are the rules?"}),
    ]
    out = run_replay(lines)
    assert out[2]["reply"] == "Ben opens the next round because Ben built floor 2."
    assert out[2]["intent"] is None
    assert out[3]["reply"] == "This table plays 3 rounds, one per player; this is round 1."
    assert out[4]["reply"].startswith("I didn't get that")
    assert out[5]["intent"] == "Rules"
    assert out[5]["reply"].startswith("Turmbau zu Babel is for 2 to 8 players")
    assert out[3]["state"]["floors"] == 2  # questions change nothing


def test_rule_questions_in_german_replay():
    lines = [
        json.dumps({"game": "babel", "players": ["Anna", "Ben"], "lang": "de"}),
        json.dumps({"text": "Wie viele Punkte gibt das 13. Stockwerk?"}),
        json.dumps({"text": "darf ich die Ebene festhalten bei Villa Paletti?"}),
    ]
    out = run_replay(lines)
    assert out[0]["reply"].startswith("18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.")
    assert out[1]["reply"].startswith("Ja — beim Ziehen darfst du eine Ebene festhalten")


def run_rules(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        referee_cmd("rules", *args), capture_output=True, text=True, timeout=60, cwd=ROOT
    )


def test_cli_summary_and_topics():
    proc = run_rules("babel")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Turmbau zu Babel is for 2 to 8 players")
    assert (
        "\nTopics:\n" in proc.stdout and "  next-opener   Who opens the next round" in proc.stdout
    )
    german = run_rules("paletti", "--lang", "de")
    assert german.returncode == 0 and "Themen:" in german.stdout


def test_cli_one_topic_by_id_or_question():
    by_id = run_rules("turm", "star")
    assert by_id.returncode == 0
    assert by_id.stdout.startswith("The star floor\nThe star floor is only in the full game")
    by_question = run_rules(
        "Der", "Turm", "wer", "bekommt", "die", "übrigen", "Steine", "--lang", "de"
    )
    assert by_question.returncode == 0, by_question.stderr
    assert by_question.stdout.startswith("Aufbau und Steine zu Beginn\n")


def test_cli_errors():
    game = run_rules("chess")
    assert game.returncode == 2
    assert "I don't know a game called “chess”. Choose babel, turm or paletti." in game.stderr
    german = run_rules("schach", "--lang", "de")
    assert german.returncode == 2 and "Ein Spiel namens „schach“ kenne ich nicht" in german.stderr
    topic_error = run_rules("babel", "pizza")
    assert topic_error.returncode == 2
    assert "Turmbau zu Babel has no topic “pizza”. Topics: setup, players" in topic_error.stderr
    close = run_rules("turm", "zero", "pizza", "colours")  # "disk colours" now asks the disks
    assert close.returncode == 2 and "Perhaps: " in close.stderr
    assert "zero (The 0-floor)" in close.stderr


def test_rules_text_in_process():
    code, text = rules_text("paletti", "seal", "de")
    assert code == 0 and text.startswith("Das Baumeistersiegel\nAb der grünen Ebene")
