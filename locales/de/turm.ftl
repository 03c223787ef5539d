## Der Turm
## Zahlen auf den Stockwerken kommen als Text "0".."4" oder "star"; Anzahlen als Zahlen, Schalter als "yes"/"no".
## Begriffe: Stockwerk (nicht Etage), Stein, Stern, aufdecken, erstes Spiel / volles Spiel,
## Sternregeln Superzweier, Spiegel, freundlicher Vierer, Can't Stop.

turm-setup = { $first ->
    [yes] Erstes Spiel: 9 Stockwerke, ohne Stern.
   *[no] Volles Spiel: 10 Stockwerke, Sternregel: { $star ->
        [super2] Superzweier
        [mirror] Spiegel
        [friendly4] freundlicher Vierer
       *[cantstop] Can't Stop
    }.
} { $rest ->
    [0] Alle bekommen { $share } Steine; { $starter } beginnt.
   *[other] Alle bekommen { $share } Steine; { $starter } beginnt und bekommt { $rest ->
        [one] den übrigen Stein
       *[other] die { $rest } übrigen Steine
    } dazu, also { $starter_hand }.
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
    [mirror] Spiegel: { $player }, der Stern fasst so viele Steine, wie du hast, also { $capacity }, und darin { $gems ->
        [0] lag noch keiner
        [one] lag 1
       *[other] lagen { $gems }
    }: Platz für einen mehr — leg einen Stein hinein; { $hand ->
        [0] das war dein letzter.
        [one] du hast noch 1 Stein.
       *[other] du hast noch { $hand } Steine.
    }
    [friendly4] Der Stern fasst 4, darin { $gems ->
        [0] lag noch keiner
        [one] lag 1
       *[other] lagen { $gems }
    } — freundlicher Vierer: { $why ->
        [most] { $giver } hat die meisten Steine, also legt { $giver } einen hinein
        [tie-self] { $player } gehört zu denen mit den meisten Steinen, also legt { $player } selbst einen hinein
       *[tie-clockwise] von denen mit den meisten Steinen kommt nach { $player } im Uhrzeigersinn zuerst { $giver }, also legt { $giver } einen hinein
    } und hat { $giver_hand ->
        [0] keinen mehr.
        [one] noch 1 Stein. { $player }, dein Zug geht weiter.
       *[other] noch { $giver_hand } Steine. { $player }, dein Zug geht weiter.
    }
   *[cantstop] Der Stern fasst 4, darin { $gems ->
        [0] lag noch keiner
        [one] lag 1
       *[other] lagen { $gems }
    }: Platz für einen mehr — { $player }, leg einen Stein hinein; { $hand ->
        [0] das war dein letzter.
        [one] du hast noch 1 Stein. Can't Stop: Deck noch ein Stockwerk auf, bevor du den Zug beendest.
       *[other] du hast noch { $hand } Steine. Can't Stop: Deck noch ein Stockwerk auf, bevor du den Zug beendest.
    }
}
turm-bust = { $disk ->
    [star] Im Stern { $gems ->
        [0] lag kein Stein
        [one] lag schon 1 Stein
       *[other] lagen schon { $gems } Steine
    }, und er fasst jetzt { $capacity } — kein Platz.
   *[other] { $capacity ->
        [0] In die 0 passt nie ein Stein.
       *[other] In der { $disk } { $gems ->
            [0] lag kein Stein
            [one] lag schon 1 Stein
           *[other] lagen schon { $gems } Steine
        } — kein Platz.
    }
} Der Turm gewinnt: { $taken ->
    [0] { $player }, { $floors ->
        [one] das offene Stockwerk ist leer
       *[other] die offenen Stockwerke sind leer
    }, du bekommst also nichts und hast weiter { $hand }.
    [one] { $player }, nimm den einen Stein aus { $floors ->
        [one] dem offenen Stockwerk
       *[other] den { $floors } offenen Stockwerken
    }; du hast jetzt { $hand }.
   *[other] { $player }, nimm die { $taken } Steine aus { $floors ->
        [one] dem offenen Stockwerk
       *[other] den { $floors } offenen Stockwerken
    }; du hast jetzt { $hand }.
}
turm-turn-ended = { $reason ->
    [bust] { $floors ->
        [one] Setz das Dach auf das Stockwerk, das du aufgedeckt hast.
       *[other] Setz das Dach auf eines der Stockwerke, die du aufgedeckt hast.
    }
   *[ended] { $player }, du hörst auf und hast { $hand ->
        [one] 1 Stein
       *[other] { $hand } Steine
    } in der Hand. { $floors ->
        [one] Setz das Dach auf das Stockwerk, das du aufgedeckt hast,
       *[other] Setz das Dach auf eines der { $floors } Stockwerke, die du aufgedeckt hast,
    } und bau den Turm wieder zusammen.
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
turm-rule-no-star = Das ist ein erstes Spiel — es gibt keinen Stern. Welche Zahl hat { $player } aufgedeckt?
turm-rule-no-floors-left = Alle { $floors } Stockwerke sind schon offen — Zeit, den Zug zu beenden.
turm-rule-disk-exhausted = { $disk ->
    [star] Es gibt nur einen Stern, und der ist in diesem Zug schon offen.
   *[other] Der Turm hat { $count ->
        [one] nur eine { $disk }, und die ist
       *[other] nur { $count } Stockwerke mit einer { $disk }, und die sind alle
    } in diesem Zug schon offen.
} Schaut bitte noch einmal auf die Zahl.
turm-rule-impossible-gems = { $why ->
    [negative] Weniger als null Steine gibt es nicht.
    [disk-limit] { $disk ->
        [star] Der Stern fasst nicht so viele
       *[other] Eine { $disk } fasst höchstens { $disk }
    } — { $gems } kann also nicht stimmen.
    [star-limit] Der Stern fasst jetzt höchstens { $max } — { $gems } kann also nicht stimmen.
    [super2-pair] Beim Superzweier liegen im Stern keine oder genau 2 Steine — nie { $gems }.
   *[tower-limit] In den noch nicht aufgedeckten Stockwerken { $hidden ->
        [0] liegt gar kein Stein mehr
        [one] liegt zusammen nur 1 Stein
       *[other] liegen zusammen nur { $hidden } Steine
    } — { $gems } kann also nicht stimmen.
} Zählt bitte nach: Wie viele Steine liegen { $disk ->
    [star] im Stern
   *[other] in der { $disk }
}?
turm-rule-nothing-revealed = { $player } hat in diesem Zug noch kein Stockwerk aufgedeckt — ein Zug braucht mindestens eins.
turm-rule-must-reveal-again = Nein — Can't Stop: Nach dem Stern muss { $player } noch ein Stockwerk aufdecken, bevor der Zug endet.

## Rückfragen

turm-ask-gems = { $wrong ->
    [yes] { $player } ist dran, nicht { $reported }. Wie viele Steine lagen { $disk ->
        [star] im Stern, den { $player } aufgedeckt hat — war er leer?
       *[other] in der { $disk }, die { $player } aufgedeckt hat — war sie leer?
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
turm-ask-disk = Welches Stockwerk hatte { $gems ->
        [0] keine Steine
        [one] 1 Stein
       *[other] { $gems } Steine
    }? Sagt zum Beispiel „eine 3 mit einem Stein“.
turm-roof-not-open = Das Dach kommt auf ein Stockwerk, das in diesem Zug aufgedeckt wurde, und { $disk ->
        [star] der Stern
       *[other] eine { $disk }
    } war nicht dabei — { $player } hat { $disks_count ->
        [0] den Stern
       *[other] die { $disks }{ $star_open ->
            [yes] {""} sowie den Stern
           *[no] {""}
        }
    } aufgedeckt. Wohin kommt das Dach?
turm-ask-full = Welches Stockwerk war voll? Sagt zum Beispiel „die 2 ist voll“ oder „eine 3 mit einem Stein“.
turm-no-disk = Eine { $number } gibt es im Turm nicht — die Zahlen gehen von 0 bis 4, dazu kommt der Stern. Sagt, welches Stockwerk ihr aufgedeckt habt und wie viele Steine darin lagen, zum Beispiel „eine 3 mit einem Stein“.

turm-ask-gems-count = Wie viele Steine lagen dann { $disk ->
    [star] im Stern
   *[other] in der { $disk }
}? Sagt eine Zahl, zum Beispiel „zwei“.

## Wo das Spiel steht

turm-status = { $player } ist dran und hat { $hand ->
        [one] 1 Stein
       *[other] { $hand } Steine
    } in der Hand; im Turm { $tower_gems ->
        [one] liegt 1
       *[other] liegen { $tower_gems }
    }. { $opened ->
        [0] In diesem Zug ist noch kein Stockwerk offen.
        [one] In diesem Zug ist ein Stockwerk offen, darin { $open_gems ->
            [0] liegt kein Stein.
            [one] liegt 1 Stein.
           *[other] liegen { $open_gems } Steine.
        }
       *[other] In diesem Zug sind { $opened } Stockwerke offen, darin { $open_gems ->
            [0] liegt kein Stein.
            [one] liegt 1 Stein.
           *[other] liegen { $open_gems } Steine.
        }
    }
turm-status-cantstop = Can't Stop: { $player } muss noch ein Stockwerk aufdecken, bevor der Zug endet.
turm-status-over = Das Spiel ist vorbei; { $winners_count ->
        [one] { $winners } hat gewonnen
       *[other] { $winners } haben gemeinsam gewonnen
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
    }: { $open_gems } { $opened ->
        [one] im offenen Stockwerk
       *[other] in den offenen Stockwerken
    } dieses Zuges und { $hidden } in den übrigen.
}
turm-open = { $opened ->
    [0] In diesem Zug ist noch nichts offen.
   *[other] Offen in diesem Zug: { $disks_count ->
        [0] der Stern
       *[other] die { $disks }{ $star_open ->
            [yes] {""}, dazu der Stern
           *[no] {""}
        }
    } — darin { $open_gems ->
        [0] liegt kein Stein.
        [one] liegt 1 Stein; gewinnt der Turm, nimmt { $player } ihn.
       *[other] liegen { $open_gems } Steine; gewinnt der Turm, nimmt { $player } sie alle.
    }
}

## Was der Stern in diesem Spiel macht

turm-star-none = Nein, kein Stern: Das ist ein erstes Spiel mit 9 Stockwerken.
turm-star-super2 = Superzweier: Ist der Stern leer, legst du zwei Steine hinein. Hast du nur noch einen, legst du ihn hinein und gewinnst. Liegen schon Steine darin, gewinnt der Turm.
turm-star-mirror = Spiegel: Der Stern fasst so viele Steine, wie du in der Hand hast — bei { $player } sind das jetzt { $hand }. Liegen weniger darin, kommt einer hinein; sonst gewinnt der Turm.
turm-star-friendly4 = Freundlicher Vierer: Der Stern fasst 4. Ist Platz, legt hinein, wer die meisten Steine hat — gerade wäre das { $giver }. Dein Zug geht weiter; bei Gleichstand du selbst, wenn du dazugehörst, sonst wer von ihnen im Uhrzeigersinn als Nächstes kommt. Ist der Stern voll, gewinnt der Turm.
turm-star-cantstop = Can't Stop: Der Stern fasst 4. Ist Platz, legst du einen Stein hinein. Danach musst du noch mindestens ein Stockwerk aufdecken, bevor du den Zug beendest. Ist der Stern voll, gewinnt der Turm.

## Zurücknehmen

turm-undone-reveal = { GENITIVE($player) } { $gems ->
        [0] { $disk ->
            [star] leerer Stern
           *[other] leere { $disk }
        }
       *[other] { $disk ->
            [star] Stern
           *[other] { $disk }
        } mit { $gems ->
            [one] 1 Stein
           *[other] { $gems } Steinen
        }
    } ist zurückgenommen.
turm-undone-end-turn = Das Zugende von { $player } ist zurückgenommen.
turm-undone-end = Das Spiel geht weiter.

## Aufbau

setup-star-in-first-game = Im ersten Spiel gibt es keinen Stern, also passt { $star ->
        [super2] der Superzweier
        [mirror] der Spiegel
        [friendly4] der freundliche Vierer
        [cantstop] Can't Stop
       *[other] „{ $star }“
    } nicht dazu — spielt ein erstes Spiel oder wählt eine Sternregel.
setup-unknown-star = „{ $star }“ ist keine Sternregel. Wählt Superzweier, Spiegel, freundlicher Vierer oder Can't Stop.
setup-missing-star = Das volle Spiel braucht eine Sternregel: Superzweier, Spiegel, freundlicher Vierer oder Can't Stop — oder sagt „erstes Spiel“.

turm-confirm-end = Wollt ihr das Spiel jetzt beenden? Dann gewinnt, wer die wenigsten Steine in der Hand hat.

turm-starter-set = { $player } beginnt und { $rest ->
    [0] bekommt gleich viele Steine wie alle: { $hand }.
    [one] bekommt den übrigen Stein dazu: { $hand } Steine, alle anderen { $share }.
   *[other] bekommt die { $rest } übrigen Steine dazu: { $hand } Steine, alle anderen { $share }.
}
turm-rule-starter-too-late = Es ist schon ein Stockwerk aufgedeckt; wer beginnt, steht also fest.
turm-undone-starter = Die Wahl, wer beginnt, ist zurückgenommen.
