## Regelfragen: die Worte um die Antworten herum (die Antworten stehen in rules-<spiel>.ftl).

rules-unsure = Meint ihr: { $topics }?
rules-in-game = Im Spiel { $game }:
rules-which-game = Ich erkläre Turmbau zu Babel, Der Turm und Villa Paletti — fragt zum Beispiel „wie geht Babel?“ oder „Regeln von Villa Paletti“.
rules-ask-babel = Fragt mich nach jeder Regel, zum Beispiel „wie viele Punkte bringt Stockwerk 13?“ oder „wer eröffnet die nächste Runde?“.
rules-ask-turm = Fragt mich nach jeder Regel, zum Beispiel „was macht der Stern?“ oder „wer bekommt die übrigen Steine?“.
rules-ask-paletti = Fragt mich nach jeder Regel, zum Beispiel „wer hat das Siegel?“ oder „darf ich die Ebene festhalten?“.
rules-list-or = { $head } oder { $last }
rules-topics = Themen:
rules-cli-unknown-game = referee rules: Ein Spiel namens „{ $game }“ kenne ich nicht. Wählt babel, turm oder paletti.
rules-cli-unknown-topic = referee rules: Zum Spiel { $game } gibt es kein Thema „{ $topic }“.
rules-cli-perhaps = Vielleicht: { $topics }.
rules-cli-list = Themen: { $topics }.
