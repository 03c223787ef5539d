## Der tolerante Leser: nachfragen, wenn ein Satz nicht eindeutig ist (referee/dialogue/reading.py).

did-you-mean = Meinst du: { $what }? Sag „ja“ oder „nein“.
# nach der Antwort auf eine Frage, die eine Meldung erzählt („vier mit vier drin, was mach ich“)
offer-record = Soll ich das eintragen: { $what }? Sag „ja“ oder „nein“.
ask-undo = Die letzte Meldung zurücknehmen — { $what }?
correction-unfit = Das passt nicht an die Stelle der letzten Meldung ({ $what }), deshalb habe ich nichts geändert. Sag „rückgängig“, um sie zurückzunehmen, und melde dann neu.

## Was eine Meldung sagt, in einer Rückfrage („Meinst du: Ben hat Stockwerk 4 gebaut?“).

describe-babel-build = { $player } hat Stockwerk { $floor } gebaut
describe-babel-collapse = der Turm ist in { GENITIVE($player) } Zug eingestürzt
describe-babel-opener = { $player } beginnt Runde 1
describe-babel-end = das Spiel jetzt beenden
describe-turm-reveal = { $player } hat { $disk ->
        [star] den Stern
       *[other] eine { $disk }
    } mit { $gems ->
        [0] keinem Stein
        [one] 1 Stein
       *[other] { $gems } Steinen
    } aufgedeckt
describe-turm-end-turn = { $player } hört auf
describe-turm-starter = { $player } fängt an
describe-turm-end = das Spiel jetzt beenden
describe-paletti-move = { $player } hat { paletti-x-eine-saeule } nach oben gestellt
describe-paletti-give-up = { $player } hat { paletti-x-eine-saeule } zurückgeschoben
describe-paletti-announce = { $player } kündigt eine neue Ebene an
describe-paletti-accept = { $player ->
        [none] die neue Ebene ist angenommen
       *[other] { $player } ist mit der neuen Ebene einverstanden
    }
describe-paletti-object = { $player } widerspricht
describe-paletti-challenge-result = { $success ->
        [yes] der Widerspruch hat geklappt
       *[no] der Widerspruch ist gescheitert
    }
describe-paletti-remove-pillar = { paletti-x-eine-saeule } kommt aus dem Spiel
describe-paletti-collapse = die Villa ist eingestürzt
describe-paletti-agree-end = keiner kann mehr ziehen, also endet das Spiel

## Eine Frage, am Tisch durchgespielt („wenn Lukas Stockwerk 1 baut, …?“)
supposed = Angenommen, { $what }.
supposed-and = , dann{" "}
supposed-impossible = Das geht so nicht.
nothing-changed = In Ordnung — ich habe nichts geändert.
