## Der Turm
## Zahlen auf den Etagen kommen als Text "0".."4" oder "star"; Anzahlen als Zahlen, Schalter als "yes"/"no".

turm-setup = { $first ->
    [yes] Erstes Spiel: 9 Etagen, ohne Stern.
   *[no] Der ganze Turm: 10 Etagen, Sternregel: { $star ->
        [super2] Superzweier
        [mirror] Spiegel
        [friendly4] freundlicher Vierer
       *[cantstop] Can't Stop
    }.
} { $rest ->
    [0] Alle bekommen { $share } Steine; { $starter } beginnt.
   *[other] Alle bekommen { $share } Steine; { $starter } beginnt und bekommt dazu { $rest ->
        [one] den einen übrigen Stein
       *[other] die { $rest } übrigen Steine
    }, also { $starter_hand }.
}

## Ereignisse

turm-placed = In der { $disk } { $gems ->
        [0] lag noch kein Stein
        [one] lag 1 Stein
       *[other] lagen { $gems } Steine
    }: Platz für einen mehr — { $player }, leg einen Stein hinein; { $hand ->
        [0] das war dein letzter.
        [one] du hast noch 1 Stein.
       *[other] du hast noch { $hand } Steine.
    }
turm-star-placed = { $star ->
    [super2] Der Stern war leer — Superzweier: { $placed ->
        [one] { $player }, leg deinen letzten Stein hinein.
       *[other] { $player }, leg zwei Steine hinein; { $hand ->
            [0] das waren deine letzten.
            [one] du hast noch 1 Stein.
           *[other] du hast noch { $hand } Steine.
        }
    }
    [mirror] Spiegel: Der Stern fasst so viele Steine, wie { $player } hat, also { $capacity }, und darin { $gems ->
        [0] lag noch kein Stein
        [one] lag 1 Stein
       *[other] lagen { $gems } Steine
    }: Platz für einen mehr — leg einen Stein hinein; { $hand ->
        [0] das war dein letzter.
        [one] du hast noch 1 Stein.
       *[other] du hast noch { $hand } Steine.
    }
    [friendly4] Im Stern { $gems ->
        [one] lag 1
       *[other] lagen { $gems }
    } von 4 — freundlicher Vierer: { $why ->
        [most] { $giver } hat die meisten Steine, also legt { $giver } einen hinein
        [tie-self] { $player } gehört zu denen mit den meisten Steinen, also legt { $player } einen hinein
       *[tie-clockwise] von denen mit den meisten Steinen kommt { $giver } im Uhrzeigersinn nach { $player } als Erstes, also legt { $giver } einen hinein
    } und hat { $giver_hand ->
        [0] keinen mehr.
        [one] noch 1 Stein. { $player }, dein Zug geht weiter.
       *[other] noch { $giver_hand } Steine. { $player }, dein Zug geht weiter.
    }
   *[cantstop] Im Stern { $gems ->
        [one] lag 1
       *[other] lagen { $gems }
    } von 4: Platz für einen mehr — leg einen Stein hinein; { $hand ->
        [0] das war dein letzter.
        [one] du hast noch 1 Stein. Can't Stop: deck noch eine Etage auf, bevor du den Zug beendest.
       *[other] du hast noch { $hand } Steine. Can't Stop: deck noch eine Etage auf, bevor du den Zug beendest.
    }
}
turm-bust = { $disk ->
    [star] Im Stern { $gems ->
        [one] lag schon 1 Stein
       *[other] lagen schon { $gems } Steine
    }, und er fasst jetzt { $capacity } — kein Platz.
   *[other] { $capacity ->
        [0] Eine 0 hat nie Platz.
       *[other] In der { $disk } { $gems ->
            [one] lag schon 1 Stein
           *[other] lagen schon { $gems } Steine
        } — kein Platz.
    }
} Der Turm gewinnt: { $taken ->
    [0] die offenen Etagen sind leer, es gibt nichts zu nehmen
    [one] nimm den 1 Stein aus { $floors ->
        [one] der offenen Etage
       *[other] den { $floors } offenen Etagen
    }
   *[other] nimm die { $taken } Steine aus { $floors ->
        [one] der offenen Etage
       *[other] den { $floors } offenen Etagen
    }
}; { $player } hat jetzt { $hand }.
turm-turn-ended = { $reason ->
    [bust] { $floors ->
        [one] Setz das Dach auf die Etage, die du geöffnet hast.
       *[other] Setz das Dach auf eine der Etagen, die du geöffnet hast.
    }
   *[ended] { $player } hört auf, mit { $hand ->
        [one] 1 Stein
       *[other] { $hand } Steinen
    } in der Hand. { $floors ->
        [one] Setz das Dach auf die Etage, die du geöffnet hast,
       *[other] Setz das Dach auf eine der { $floors } Etagen, die du geöffnet hast,
    } und steck den Turm wieder zusammen.
}
turm-turn = { $player }, du bist dran — { $hand ->
        [one] 1 Stein
       *[other] { $hand } Steine
    } in der Hand.
turm-won = { $player } hat den letzten Stein hineingelegt und besiegt den Turm!
turm-game-over = { $reason ->
    [agreed] Das Spiel wurde einvernehmlich beendet; wer die wenigsten Steine hat, gewinnt.
   *[last-gem] Das Spiel ist aus.
} { $shared ->
    [yes] { $winners } gewinnen gemeinsam.
   *[no] { $winners } gewinnt.
} Steine in der Hand: { $ranking }.

## Meldungen, die die Regeln nicht zulassen

turm-rule-game-over = Das Spiel ist vorbei; ein neues beginnt ihr mit „neues Spiel Der Turm …“.
turm-rule-unknown-player = { $player } spielt an diesem Tisch nicht mit.
turm-rule-not-your-turn = { $expected } ist dran, nicht { $player }.
turm-rule-no-star = Das ist ein erstes Spiel — es gibt keine Sternetage. Welche Zahl hat { $player } aufgedeckt?
turm-rule-no-floors-left = Alle { $floors } Etagen sind schon offen — Zeit, den Zug zu beenden.
turm-rule-disk-exhausted = { $disk ->
    [star] Es gibt nur eine Sternetage, und die ist in diesem Zug schon offen.
   *[other] Der Turm hat { $count ->
        [one] nur eine { $disk }, und die ist
       *[other] nur { $count } Etagen mit einer { $disk }, und die sind alle
    } in diesem Zug schon offen.
} Schaut bitte noch einmal auf die Zahl.
turm-rule-impossible-gems = { $why ->
    [negative] Weniger als null Steine gibt es nicht.
    [disk-limit] Eine { $disk } fasst höchstens { $disk } — { $gems } kann also nicht stimmen.
    [star-limit] Der Stern fasst jetzt höchstens { $max } — { $gems } kann also nicht stimmen.
    [super2-pair] Beim Superzweier ist der Stern leer oder hat 2 — nie { $gems }.
   *[tower-limit] In den noch geschlossenen Etagen { $hidden ->
        [0] liegt gar kein Stein mehr
        [one] liegt zusammen nur 1 Stein
       *[other] liegen zusammen nur { $hidden } Steine
    } — { $gems } kann also nicht stimmen.
} Zählt bitte nach: Wie viele Steine liegen { $disk ->
    [star] im Stern
   *[other] in der { $disk }
}?
turm-rule-nothing-revealed = { $player } hat in diesem Zug noch keine Etage aufgedeckt — ein Zug braucht mindestens eine.
turm-rule-must-reveal-again = Can't Stop: Nach dem Stern muss { $player } noch eine Etage aufdecken, bevor der Zug endet.

## Rückfragen

turm-ask-gems = { $wrong ->
    [yes] { $player } ist dran, nicht { $reported }. Wie viele Steine lagen in { GENITIVE($player) } { $disk ->
        [star] Stern — war er leer?
       *[other] { $disk } — war sie leer?
    }
   *[no] Wie viele Steine lagen schon { $disk ->
        [star] im Stern — war er leer?
       *[other] in der { $disk } — war sie leer?
    }
}
turm-ask-reveal = { $player } ist dran, nicht { $reported } — hat { $player } { $gems ->
        [0] { $disk ->
            [star] den leeren Stern
           *[other] eine leere { $disk }
        }
       *[other] { $disk ->
            [star] den Stern
           *[other] eine { $disk }
        } mit { $gems ->
            [one] 1 Stein
           *[other] { $gems } Steinen
        }
    } aufgedeckt?
turm-ask-end = { $player } ist dran, nicht { $reported } — beendet { $player } den Zug?
turm-ask-disk = Welche Etage hatte { $gems ->
        [0] keine Steine
        [one] 1 Stein
       *[other] { $gems } Steine
    }? Sagt zum Beispiel „eine 3 mit einem Stein“.
turm-roof-not-open = Das Dach kommt auf eine Etage, die in diesem Zug geöffnet wurde, und { $disk ->
        [star] der Stern
       *[other] keine { $disk }
    } war dabei — { $player } hat { $disks_count ->
        [0] den Stern
       *[other] { $disks }{ $star_open ->
            [yes] {""} und den Stern
           *[no] {""}
        }
    } geöffnet. Wohin kommt das Dach?
turm-ask-full = Welche Etage war voll? Sagt zum Beispiel „die 2 ist voll“ oder „eine 3 mit einem Stein“.
turm-no-disk = Eine { $number } gibt es im Turm nicht — die Zahlen gehen von 0 bis 4, dazu der Stern. Sagt, welche Etage ihr aufgedeckt habt und wie viele Steine darin lagen, zum Beispiel „eine 3 mit einem Stein“.

turm-ask-gems-count = Wie viele Steine lagen dann { $disk ->
    [star] im Stern
   *[other] in der { $disk }
}? Sagt eine Zahl, zum Beispiel „zwei“.

## Wo das Spiel steht

turm-status = { $player } ist dran, mit { $hand ->
        [one] 1 Stein
       *[other] { $hand } Steinen
    } in der Hand; im Turm { $tower_gems ->
        [one] liegt 1
       *[other] liegen { $tower_gems }
    }. { $opened ->
        [0] In diesem Zug ist noch keine Etage offen.
        [one] Eine Etage ist in diesem Zug offen, mit { $open_gems ->
            [one] 1 Stein
           *[other] { $open_gems } Steinen
        } darin.
       *[other] { $opened } Etagen sind in diesem Zug offen, mit { $open_gems ->
            [one] 1 Stein
           *[other] { $open_gems } Steinen
        } darin.
    }
turm-status-cantstop = Can't Stop: { $player } muss noch eine Etage aufdecken, bevor der Zug endet.
turm-status-over = Das Spiel ist vorbei; { $winners_count ->
        [one] gewonnen hat { $winners }
       *[other] gemeinsam gewonnen haben { $winners }
    }. Steine in der Hand: { $ranking }.
turm-scores = Steine in der Hand (die wenigsten gewinnen): { $scores }; im Turm { $tower_gems ->
        [one] liegt 1
       *[other] liegen { $tower_gems }
    }.
turm-score-one = { $player } hat { $gems ->
        [0] keine Steine
        [one] 1 Stein
       *[other] { $gems } Steine
    } in der Hand.
turm-examples = „{ $player } hat eine 2 mit einem Stein aufgedeckt“, „eine leere 3“{ $can_stop ->
        [yes] {""} oder „ich höre auf“.
       *[no] { $star ->
            [yes] {""} oder „der Stern mit zwei Steinen“.
           *[no] {""} oder „wie viele Steine sind im Turm?“.
        }
    }
turm-tower = { $opened ->
    [0] Im Turm { $tower_gems ->
        [one] liegt 1 Stein
       *[other] liegen { $tower_gems } Steine
    }.
   *[other] Im Turm { $tower_gems ->
        [one] liegt 1 Stein
       *[other] liegen { $tower_gems } Steine
    }: { $open_gems } in { $opened ->
        [one] der offenen Etage
       *[other] den offenen Etagen
    } dieses Zuges und { $hidden } in den geschlossenen.
}
turm-open = { $opened ->
    [0] In diesem Zug ist noch nichts offen.
   *[other] Offen in diesem Zug: { $disks_count ->
        [0] der Stern
       *[other] { $disks }{ $star_open ->
            [yes] {""}, dazu der Stern
           *[no] {""}
        }
    } — darin { $open_gems ->
        [one] liegt 1 Stein
       *[other] liegen { $open_gems } Steine
    }, alle für { $player }, wenn der Turm gewinnt.
}

## Was der Stern in diesem Spiel macht

turm-star-none = Das ist ein erstes Spiel: 9 Etagen und kein Stern.
turm-star-super2 = Superzweier: Ist der Stern leer, legt man zwei Steine hinein — wer nur noch einen hat, legt diesen hinein und gewinnt. Liegen schon Steine darin, gewinnt der Turm.
turm-star-mirror = Spiegel: Der Stern fasst so viele Steine, wie die aufdeckende Person gerade in der Hand hat — bei { $player } sind das jetzt { $hand }. Liegen weniger darin, kommt einer hinein; sonst gewinnt der Turm.
turm-star-friendly4 = Freundlicher Vierer: Der Stern fasst 4. Ist Platz, legt die Person mit den meisten Steinen in der Hand einen hinein — gerade wäre das { $giver } —, und der Zug der aufdeckenden Person geht weiter; bei Gleichstand die aufdeckende Person, wenn sie dazugehört, sonst die erste davon im Uhrzeigersinn. Ist der Stern voll, gewinnt der Turm.
turm-star-cantstop = Can't Stop: Der Stern fasst 4. Ist Platz, kommt ein Stein hinein, und danach muss man noch mindestens eine Etage aufdecken, bevor man den Zug beendet. Ist der Stern voll, gewinnt der Turm.

## Zurücknehmen

turm-undone-reveal = { GENITIVE($player) } { $disk ->
        [star] Stern
       *[other] { $disk }
    } mit { $gems ->
        [0] keinem Stein
        [one] 1 Stein
       *[other] { $gems } Steinen
    } ist zurückgenommen.
turm-undone-end-turn = Das Zugende von { $player } ist zurückgenommen.
turm-undone-end = Das Spiel geht weiter.

## Aufbau

setup-star-in-first-game = Ein erstes Spiel hat keinen Stern, also geht { $star ->
        [super2] der Superzweier
        [mirror] der Spiegel
        [friendly4] der freundliche Vierer
        [cantstop] Can't Stop
       *[other] „{ $star }“
    } nicht — wählt ein erstes Spiel oder eine Sternregel.
setup-unknown-star = „{ $star }“ ist keine Sternregel. Wählt Superzweier, Spiegel, freundlicher Vierer oder Can't Stop.
setup-missing-star = Der ganze Turm braucht eine Sternregel: Superzweier, Spiegel, freundlicher Vierer oder Can't Stop — oder sagt „erstes Spiel“.

turm-confirm-end = Das Spiel jetzt beenden? Dann gewinnt, wer die wenigsten Steine in der Hand hat.

turm-starter-set = { $player } beginnt und { $rest ->
    [0] bekommt gleich viele Steine wie alle: { $hand }.
    [one] bekommt dazu den übrigen Stein: { $hand } Steine, alle anderen { $share }.
   *[other] bekommt dazu die { $rest } übrigen Steine: { $hand } Steine, alle anderen { $share }.
}
turm-rule-starter-too-late = Die erste Etage ist schon aufgedeckt, wer beginnt, steht damit fest.
turm-undone-starter = Die Wahl, wer beginnt, ist zurückgenommen.
