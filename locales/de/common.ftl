## Was jeder Tisch hört, egal bei welchem Spiel.


game-babel = Turmbau zu Babel
game-turm = Der Turm
game-paletti = Villa Paletti

list-and = { $head } und { $last }
nobody = niemand
score-entry = { $name } { $value }
button-yes = ja
button-no = nein

new-game = Neues Spiel { $game } mit { $players }.
resumed = Ich mache mit dem unterbrochenen Spiel { $game } weiter.
unknown-game = Ein Spiel namens „{ $game }“ kenne ich nicht. Ich leite Turmbau zu Babel, Der Turm und Villa Paletti.
ask-players = Wer spielt { $game }? Nennt alle in Sitzreihenfolge im Uhrzeigersinn, zum Beispiel „Anna, Ben und Carla“.
confirm-new-game = Es läuft noch ein Spiel. Soll ich es beenden und ein neues Spiel { $game } beginnen?
confirm-end = Wollt ihr das Spiel jetzt beenden? Dann entscheidet der aktuelle Punktestand.
nothing-to-confirm = Gerade gibt es nichts zu bestätigen.
dropped = In Ordnung, ich habe nichts geändert.
nothing-to-undo = Es gibt noch nichts rückgängig zu machen.
no-game = Es läuft kein Spiel. Sagt zum Beispiel „neues Spiel Turmbau zu Babel mit Anna, Ben und Carla“.
not-understood = Das habe ich nicht verstanden. Ihr könnt sagen:
examples-no-game = „neues Spiel Babel mit Anna und Ben“, „Der Turm mit Anna, Ben und Carla“ oder „Hilfe“.
help-no-game = Ich leite Turmbau zu Babel, Der Turm und Villa Paletti, auf Deutsch und Englisch. Beginnt mit „neues Spiel …“ und den Mitspielern in Sitzreihenfolge.
help = Meldet jeden Zug mit euren eigenen Worten. Ihr könnt auch fragen „wer ist dran?“ oder „wie ist der Punktestand?“, mit „rückgängig“ die letzte Meldung zurücknehmen oder „Spiel beenden“ sagen. Zum Beispiel:

setup-player-count = { $game } braucht { $min } bis { $max } Mitspieler — ich habe { $count ->
    [one] einen Namen
   *[other] { $count } Namen
} gehört.
setup-duplicate-names = Zwei Mitspieler heißen gleich; bitte unterscheidet sie („Anna“ und „Anna B.“).
setup-empty-name = Jede Person am Tisch braucht einen Namen; einer ist leer.
setup-name-too-long = Ein Name darf höchstens { $max } Zeichen lang sein; nehmt bitte einen kürzeren.
setup-unknown-option = „{ $option }“ ist keine Option für das Spiel { $game }.
setup-unknown-player = { $player } spielt nicht mit.

rule-game-over = Das Spiel ist vorbei; ein neues beginnt ihr mit „neues Spiel …“.
rule-unknown-player = { $player } spielt an diesem Tisch nicht mit.
rule-not-your-turn = { $expected } ist dran, nicht { $player }.

offer-resume = Es gibt ein unterbrochenes Spiel { $game } mit { $players } (bisher { $reports ->
    [one] eine Meldung
   *[other] { $reports } Meldungen
}). Wollt ihr es fortsetzen?

internal-error = Entschuldigung, bei mir ist etwas schiefgegangen — es wurde nichts geändert. Sagt es bitte noch einmal, gern mit anderen Worten.

turn-check = { $yes ->
    [yes] Ja, { $player }, du bist dran.
   *[no] Nein, { $player }, { $current } ist dran.
}

changed-elsewhere = Inzwischen wurde das Spiel in einem anderen Fenster geändert, deshalb habe ich das nicht übernommen — schaut, wie es jetzt steht, und sagt es noch einmal, wenn es noch gilt.
reloaded-elsewhere = Das Spiel wurde in einem anderen Fenster geändert; ich habe es erst neu geladen.
game-saved = Spiel gespeichert — `referee play` macht hier weiter.

## Die Datenbank, in der ein Terminal-Spiel gespeichert wird (auf stderr, danach endet das Programm).
store-folder = { $path } ist ein Ordner, keine Datenbankdatei.
store-parent-file = { $path } lässt sich nicht anlegen: { $parent } ist eine Datei, kein Ordner.
store-no-folder = Der Ordner { $path } lässt sich nicht anlegen.
store-foreign = { $path } gehört zu einem anderen Programm, nicht zum Schiedsrichter.
store-not-sqlite = { $path } ist keine Datenbankdatei (SQLite): Wurde sie überschrieben, oder ist es eine andere Datei?
store-read-only = { $path } ist schreibgeschützt, der Schiedsrichter muss aber hineinschreiben.
store-locked = { $path } ist von einem anderen Programm gesperrt; versucht es gleich noch einmal.
store-denied = { $path } lässt sich nicht öffnen: keine Berechtigung.
store-cannot-open = { $path } lässt sich nicht öffnen.
store-other = { $path } ist nicht nutzbar: { $detail }
store-pg-unreachable = die Datenbank { $path } ist nicht erreichbar: Läuft dort PostgreSQL?
store-pg-auth = die Datenbank { $path } hat Benutzername oder Passwort abgelehnt.
store-pg-no-db = die Datenbank { $path } gibt es nicht: Legt sie zuerst an (createdb).
store-pg-busy = ein anderer Arbeitsprozess hat diesen Tisch zu lange belegt; versucht es gleich noch einmal.

ask-player-names = Ich brauche alle Namen — zum Beispiel „Anna, Ben und Carla“, in Sitzreihenfolge im Uhrzeigersinn.

# Kanäle, die wissen, wer wer ist (Telegram)
only-players-report = Nur wer dieses Spiel mitspielt, kann Züge melden. Spiel beim nächsten Mal mit — Fragen sind immer willkommen.
only-host-manages = Nur wer dieses Spiel gestartet hat oder die Gruppe verwaltet, kann es jetzt beenden oder ein neues beginnen.

# "why?" / "more" with no rule answer just given.
more-nothing = Stellt mir zuerst eine Regelfrage; dann gibt „warum?“ oder „mehr“ die Einzelheiten.
