## Villa Paletti

# Bausteine. Ein Nachrichtenverweis sieht die Variablen des Aufrufers, darum liest jeder
# Baustein genau eine Variable: paletti-x-level-* liest $level, paletti-x-from-dat liest
# $from_level (ein Ebenenname), paletti-x-from-n-dat liest $from_level (eine Zahl),
# paletti-x-next-acc liest $next_level, paletti-x-top-nom liest $top; die Säulen-Bausteine
# lesen $pillar und $colour. Alle Säulen sind feminin („die Säule“), alle Ebenen auch.

paletti-x-level-dat = { $level ->
    [base] der Grundplatte
    [blue] der blauen Ebene
    [green] der grünen Ebene
    [yellow] der gelben Ebene
    [orange] der orangefarbenen Ebene
   *[red] der roten Ebene
}
paletti-x-level-acc = { $level ->
    [base] die Grundplatte
    [blue] die blaue Ebene
    [green] die grüne Ebene
    [yellow] die gelbe Ebene
    [orange] die orangefarbene Ebene
   *[red] die rote Ebene
}
paletti-x-from-dat = { $from_level ->
    [base] der Grundplatte
    [blue] der blauen Ebene
    [green] der grünen Ebene
    [yellow] der gelben Ebene
    [orange] der orangefarbenen Ebene
   *[red] der roten Ebene
}
paletti-x-from-n-dat = { $from_level ->
    [0] der Grundplatte
    [1] der blauen Ebene
    [2] der grünen Ebene
    [3] der gelben Ebene
    [4] der orangefarbenen Ebene
   *[5] der roten Ebene
}
paletti-x-next-acc = { $next_level ->
    [green] die grüne Ebene
    [yellow] die gelbe Ebene
    [orange] die orangefarbene Ebene
    [red] die rote Ebene
   *[none] keine weitere Ebene
}
paletti-x-top-nom = { $top ->
    [blue] die blaue Ebene
    [green] die grüne Ebene
    [yellow] die gelbe Ebene
    [orange] die orangefarbene Ebene
   *[red] die rote Ebene
}
# Wortstämme, an die die Endung angehängt wird: „die { paletti-x-ptype }e Säule“.
paletti-x-ptype = { $pillar ->
    [small] klein
    [angular] eckig
   *[thick] dick
}
paletti-x-cstem = { $colour ->
    [blue] blau
    [green] grün
    [yellow] gelb
   *[orange] orangefarben
}
paletti-x-eine-saeule = { $pillar ->
    [small] eine kleine Säule
    [angular] eine eckige Säule
    [thick] eine dicke Säule
   *[none] eine Säule
}
# Plural nach Artikel („alle“, „keine der“): schwache Endung -en.
paletti-x-saeulen-w = { $colour ->
    [none] { $pillar ->
        [small] kleinen Säulen
        [angular] eckigen Säulen
        [thick] dicken Säulen
       *[none] Säulen
    }
   *[other] { $pillar ->
        [small] kleinen { paletti-x-cstem }en Säulen
        [angular] eckigen { paletti-x-cstem }en Säulen
        [thick] dicken { paletti-x-cstem }en Säulen
       *[none] { paletti-x-cstem }en Säulen
    }
}
# Singular nach „keine“ (gemischte Endung -e): „keine dicke gelbe Säule“.
paletti-x-saeule-g = { $colour ->
    [none] { $pillar ->
        [small] kleine Säule
        [angular] eckige Säule
        [thick] dicke Säule
       *[none] Säule
    }
   *[other] { $pillar ->
        [small] kleine { paletti-x-cstem }e Säule
        [angular] eckige { paletti-x-cstem }e Säule
        [thick] dicke { paletti-x-cstem }e Säule
       *[none] { paletti-x-cstem }e Säule
    }
}
# Genitiv nach „unterhalb“ (feminin: gleich dem Dativ).
paletti-x-level-gen = { paletti-x-level-dat }
paletti-x-value = { $value ->
    [one] 1 Punkt
   *[other] { $value } Punkte
}

## Was passiert ist (Ereignisse)

paletti-turn = { $player }, du bist dran — oben liegt { paletti-x-level-acc }.
paletti-moved = { $player } hat { paletti-x-eine-saeule } ({ paletti-x-value }) von { paletti-x-from-dat } auf { paletti-x-level-acc } gestellt{ $points ->
    [none] .
   *[other] ; Punkte oben: { $points }.
}
paletti-locked = { $player } hat die { paletti-x-ptype }e { paletti-x-cstem }e Säule zurückgeschoben: Sie bleibt auf { paletti-x-level-dat } und ist für den Rest des Spiels gesperrt.
paletti-seal = { $why ->
    [leads] { $holder } führt allein und bekommt das Baumeistersiegel.
    [took-lead] { $holder } führt jetzt allein und nimmt { $previous } das Siegel ab.
    [kept-tie] { $leaders } liegen gleichauf; bei Gleichstand behält { $holder } das Siegel.
    [tie-among-others] { $leaders } liegen gleichauf vor { $holder }; weil niemand allein führt, behält { $holder } das Siegel.
    [tie-no-holder] { $leaders } liegen gleichauf vorn; weil niemand allein führt, bekommt noch niemand das Siegel.
   *[new-level] Auf der neuen Ebene beginnen alle bei 0; { $holder } behält das Siegel, bis jemand führt.
}
paletti-announced = { $next_level ->
    [none] { $player } kann keine Säule mehr ziehen — die rote Ebene liegt schon oben, eine weitere kommt nicht dazu, also gibt es nichts zuzustimmen.
   *[other] { $player } kann keine Säule mehr ziehen und kündigt { paletti-x-next-acc } an. Ihr anderen: Sagt „einverstanden“ oder „ich widerspreche“ — wer widerspricht, versucht selbst, eine von { GENITIVE($player) } Säulen zu ziehen.
}
paletti-accepted = { $players } { $players_count ->
    [one] ist
   *[other] sind
} einverstanden — { $waiting }, { $waiting_count ->
    [one] du auch, oder widersprichst du?
   *[other] ihr auch, oder widerspricht jemand von euch?
}
paletti-level-added = { $level ->
    [green] Die grüne Ebene wird aufgelegt: Ab jetzt zählen die Punkte auf der obersten Ebene für das Baumeistersiegel.
   *[other] Jetzt wird { paletti-x-level-acc } aufgelegt{ $holder ->
        [none] ; noch hat niemand das Siegel.
       *[other] .
    }
}
paletti-no-more-levels = Die rote Ebene ist die letzte, es kommt keine weitere dazu; { GENITIVE($player) } Zug ist vorbei.
paletti-objection = { $objector } widerspricht und versucht, eine von { GENITIVE($announcer) } Säulen nach oben zu ziehen. Sagt mir dann: „geschafft“ oder „nicht geschafft“.
paletti-challenge-success = { $objector } hat es geschafft — { $announcer } hätte also noch eine Säule ziehen können.
paletti-challenge-failed = { $objector } hat es nicht geschafft: { $announcer } nimmt eine von { GENITIVE($objector) } Säulen aus dem Spiel, danach wird die neue Ebene aufgelegt.
paletti-removal-needed = { $remover }, welche von { GENITIVE($owner) } Säulen nimmst du aus dem Spiel — eine kleine, die eckige oder die dicke?
paletti-pillar-removed = { $why ->
    [challenge-success] { GENITIVE($owner) } { paletti-x-ptype }e { paletti-x-cstem }e Säule ({ paletti-x-value }) von { paletti-x-level-dat } kommt aus dem Spiel, und es wird keine neue Ebene aufgelegt.
   *[challenge-failed] { $by } nimmt { GENITIVE($owner) } { paletti-x-ptype }e { paletti-x-cstem }e Säule ({ paletti-x-value }) von { paletti-x-level-dat } aus dem Spiel.
}
paletti-collapsed = { $phase ->
    [normal] { $player ->
        [none] Die Villa ist eingestürzt!
       *[other] In { GENITIVE($player) } Zug ist die Villa eingestürzt!
    }
    [challenge] { $player ->
        [none] Die Villa ist beim Einspruch eingestürzt!
       *[other] Die Villa ist eingestürzt, als { $player } den Einspruch versucht hat!
    }
    [removal] { $player ->
        [none] Die Villa ist eingestürzt, als eine Säule herausgenommen wurde!
       *[other] Die Villa ist eingestürzt, als { $player } eine Säule herausgenommen hat!
    }
   *[announced] { $player ->
        [none] Die Villa ist eingestürzt!
       *[other] Die Villa ist eingestürzt — { $player } hat sie umgeworfen.
    }
}
paletti-game-over = { $reason ->
    [collapse] { $holder ->
        [none] Beim Einsturz hatte niemand das Siegel, also gewinnt niemand.
       *[other] { $holder } hatte beim Einsturz das Siegel und gewinnt.
    }
    [agreed] { $holder ->
        [none] Niemand kann mehr eine Säule ziehen, und niemand hat das Siegel: Es gewinnt niemand.
       *[other] Niemand kann mehr eine Säule ziehen; { $holder } hat das Siegel und gewinnt.
    }
   *[previous-holder] { $previous_holder ->
        [none] { $by } hatte das Siegel, hat die Villa aber im eigenen Zug umgeworfen; vorher hatte es niemand, also gewinnt niemand.
       *[other] { $by } hatte das Siegel, hat die Villa aber im eigenen Zug umgeworfen, also gewinnt, wer das Siegel vorher hatte: { $previous_holder }.
    }
}{ $level ->
    [blue] {""}
   *[other] { " " }Punkte auf { paletti-x-level-dat }: { $points }.
}

## Wo das Spiel steht

paletti-status = { $counting ->
    [yes] Wir sind auf { paletti-x-level-dat }; { $holder ->
        [none] noch hat niemand das Siegel
       *[other] { $holder } hat das Siegel
    } ({ $points }).
   *[no] Wir sind auf { paletti-x-level-dat }; Punkte zählen ab der grünen Ebene.
} { $player } ist dran: eine Säule nach oben ziehen oder eine neue Ebene ankündigen.
paletti-status-announced = { $next_level ->
    [none] { $announcer } sagt, keine Säule mehr ziehen zu können.
   *[other] { $announcer } hat { paletti-x-next-acc } angekündigt.
} { $accepted_count ->
    [0] Ihr anderen: Seid ihr einverstanden, oder widerspricht jemand und versucht, eine von { GENITIVE($announcer) } Säulen zu ziehen?
   *[other] { $accepted } { $accepted_count ->
        [one] ist
       *[other] sind
    } einverstanden; { $waiting }: { $waiting_count ->
        [one] Bist du es auch, oder widersprichst du und versuchst
       *[other] Seid ihr es auch, oder widerspricht jemand und versucht
    }, eine von { GENITIVE($announcer) } Säulen zu ziehen?
}
paletti-status-challenge = { $objector } versucht, eine von { GENITIVE($announcer) } Säulen zu ziehen. Hat es geklappt?
paletti-status-removal = { GENITIVE($objector) } Einspruch ist gescheitert: { $announcer }, welche von { GENITIVE($objector) } Säulen nimmst du aus dem Spiel?
paletti-status-over = Das Spiel ist vorbei; { $winners_count ->
    [0] niemand hat gewonnen.
   *[other] { $winners } hat gewonnen.
}
paletti-scores = { $counting ->
    [yes] Punkte auf { paletti-x-level-dat }: { $points }. { $holder ->
        [none] Noch hat niemand das Siegel.
       *[other] { $holder } hat das Siegel.
    }
   *[no] Wir sind auf { paletti-x-level-dat }; Punkte zählen erst ab der grünen Ebene.
}
paletti-score-one = { $counting ->
    [yes] { $player } hat { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } auf { paletti-x-level-dat }{ $holder ->
        [none] ; noch hat niemand das Siegel.
       *[other] ; { $holder } hat das Siegel.
    }
   *[no] Wir sind auf { paletti-x-level-dat }; Punkte zählen erst ab der grünen Ebene.
}
paletti-seal-holder = { $holder ->
    [none] Noch hat niemand das Baumeistersiegel{ $counting ->
        [yes] { " " }({ $points }).
       *[no] ; es kommt ab der grünen Ebene ins Spiel.
    }
   *[other] { $holder } hat das Baumeistersiegel ({ $points }).
}
paletti-level = Wir sind auf { paletti-x-level-dat }{ $next_level ->
    [none] ; das ist die letzte.
   *[other] ; als Nächstes kommt { paletti-x-next-acc }.
}
paletti-levels-left = { $left ->
    [0] Wir sind auf der roten Ebene, der letzten: Es kommt keine weitere mehr dazu.
    [one] Wir sind auf { paletti-x-level-dat }; eine Ebene kann noch dazukommen: Rot.
   *[other] Wir sind auf { paletti-x-level-dat }; { $left } Ebenen können noch dazukommen: { $level ->
        [base] Blau, Grün, Gelb, Orange und Rot
        [blue] Grün, Gelb, Orange und Rot
        [green] Gelb, Orange und Rot
       *[yellow] Orange und Rot
    }.
}
paletti-movable = { $total ->
    [0] { $player } hat keine Säule mehr, die nach oben könnte.
   *[other] { $player } kann noch { $total ->
        [one] eine Säule
       *[other] { $total } Säulen
    } auf { paletti-x-level-acc } ziehen: { $small ->
        [0] keine kleine
       *[other] { $small } kleine
    }, { $angular ->
        [0] keine eckige
       *[other] { $angular } eckige
    } und { $thick ->
        [0] keine dicke
       *[other] { $thick } dicke
    }.
}
paletti-examples = { $phase ->
    [announced] „einverstanden“, „{ $other } widerspricht“ oder „ich glaube, { $announcer } kann noch eine ziehen“.
    [challenge] „geschafft“, „{ $objector } hat die dicke gezogen“ oder „nicht geschafft“.
    [removal] „die dicke“, „{ $announcer } nimmt eine kleine“ oder „wer ist dran?“.
    [over] „neues Spiel Villa Paletti mit Anna, Ben und Carla“ oder „wer hat das Siegel?“.
   *[normal] „{ $player } hat eine kleine von der Grundplatte gezogen“, „ich schiebe sie zurück“ oder „ich kann nicht mehr“.
}

## Nachfragen

paletti-ask-turn = { $kind ->
    [move] { $player } ist dran, nicht { $reported } — hat { $player } { paletti-x-eine-saeule } gezogen?
    [give-up] { $player } ist dran, nicht { $reported } — hat { $player } { paletti-x-eine-saeule } zurückgeschoben?
    [announce] { $player } ist dran, nicht { $reported } — kündigt { $player } eine neue Ebene an?
   *[remove-pillar] { $player } hat angekündigt, also nimmt { $player } die Säule heraus, nicht { $reported } — nimmt { $player } { GENITIVE($owner) } { paletti-x-ptype }e Säule?
}
paletti-ask-level = { $removal ->
    [yes] Keine von { GENITIVE($player) } { paletti-x-saeulen-w } steht auf { paletti-x-from-n-dat }; die höchste steht auf { paletti-x-level-dat }. Ist es die?
   *[no] Keine von { GENITIVE($player) } { paletti-x-saeulen-w }, die noch nach oben dürfen, steht auf { paletti-x-from-n-dat }; die unterste steht auf { paletti-x-level-dat }. Ist es die?
}
paletti-ask-accept = { $waiting_count ->
    [one] { $waiting }, bist du auch einverstanden? („ja“ oder „ich widerspreche“)
   *[other] Wer ist einverstanden — { $waiting }? Sagt „{ $example } ist einverstanden“, oder „ja“, wenn ihr es alle seid.
}
paletti-red-passed = Die rote Ebene liegt oben, also hat { GENITIVE($announcer) } Ankündigung nur den Zug weitergegeben — da gibt es nichts zuzustimmen. { $player } ist dran.
paletti-ask-objector = Wer widerspricht { GENITIVE($announcer) } Ankündigung? Sagt zum Beispiel „{ $example } widerspricht“.
paletti-ask-challenge-pillar = Welche von { GENITIVE($announcer) } Säulen hat { $objector } gezogen — eine kleine, die eckige oder die dicke?
paletti-ask-challenge-named = Gerade versucht { $objector }, eine von { GENITIVE($announcer) } Säulen zu ziehen — { $named } ist nicht dran. Hat { $objector } sie herausbekommen? Sagt „{ $objector } hat die kleine geschafft“ oder „hat nicht geklappt“.
paletti-ask-colour-pillar = Welche { paletti-x-cstem }e Säule von { $player } ist nach oben gekommen — eine kleine, die eckige oder die dicke?
paletti-ask-give-up = Welche Säule hat { $player } zurückgeschoben? War es { paletti-x-eine-saeule }, sagt „ja“; sonst nennt sie: { $pillar ->
    [small] { $angular ->
        [0] „die dicke“
       *[other] { $thick ->
            [0] „die eckige“
           *[other] „die eckige“ oder „die dicke“
        }
    }
   *[angular] „die dicke“
}.
paletti-own-accept = { $announcer }, du hast selbst angekündigt — zustimmen („einverstanden“) oder widersprechen („ich widerspreche“) können nur die anderen.
paletti-correction = Um eine frühere Meldung zu berichtigen, sagt „rückgängig“ und meldet sie neu; jetzt ist { $player } dran.
paletti-wrong-owner = { $phase ->
    [normal] Alle ziehen nur eigene Säulen — { $expected } kann keine von { GENITIVE($owner) } Säulen ziehen.
   *[other] Hier zählen nur { GENITIVE($expected) } Säulen, nicht die von { $owner }.
}

## Regelverstöße (der Stand bleibt, wie er war)

paletti-rule-wrong-phase = { $phase ->
    [normal] { $command ->
        [accept] Niemand hat eine neue Ebene angekündigt.
        [object] Niemand hat eine neue Ebene angekündigt, also gibt es nichts zu widersprechen.
        [challenge-result] Gerade läuft kein Einspruch. Für einen Zug nennt die Säule: „ich habe die dicke gezogen“.
       *[remove-pillar] Gerade muss keine Säule aus dem Spiel.
    }
    [announced] Eine neue Ebene ist angekündigt — zuerst sagt ihr anderen „einverstanden“, oder jemand widerspricht („ich widerspreche“).
    [challenge] Ein Einspruch läuft — sagt mir zuerst, ob er geklappt hat („geschafft“ oder „nicht geschafft“).
   *[removal] Der Einspruch ist gescheitert — sagt zuerst, welche Säule aus dem Spiel kommt („die dicke“).
}
paletti-rule-own-accept = { $player }, du hast die neue Ebene selbst angekündigt — zustimmen oder widersprechen können nur die anderen.
paletti-rule-already-accepted = { $player } ist schon einverstanden{ $waiting_count ->
    [0] .
   *[other] ; es fehlt noch die Antwort von { $waiting }.
}
paletti-rule-objection-after-accept = { $player } ist mit der neuen Ebene schon einverstanden und kann nicht mehr widersprechen („rückgängig“ nimmt die Zustimmung zurück, falls sie ein Versehen war).
paletti-rule-own-objection = { $player }, du hast die neue Ebene selbst angekündigt — widersprechen können nur die anderen.
paletti-rule-nothing-to-challenge = Keine von { GENITIVE($announcer) } Säulen könnte noch nach oben, also gibt es nichts zu widersprechen.
paletti-rule-objector-has-no-pillar = { $player } hat keine Säule mehr, die bei einem Fehlschlag verloren ginge, und kann deshalb nicht widersprechen.
paletti-rule-unknown-colour = Säulen in der Farbe „{ $colour }“ gibt es nicht; die Säulenfarben sind Blau, Grün, Gelb und Orange.
paletti-rule-neutral-pillar = Die { paletti-x-cstem }en Säulen sind zu dritt neutral: Niemand zieht sie.
paletti-rule-not-your-pillar = Die { paletti-x-cstem }en Säulen gehören { $owner }, nicht { $player }.
paletti-rule-pillar-removed = { $player } hat keine { paletti-x-saeule-g } mehr im Spiel.
paletti-rule-pillar-locked = { $player } darf keine { paletti-x-saeule-g } mehr ziehen: Eine zurückgeschobene Säule bleibt für den Rest des Spiels gesperrt.
paletti-rule-pillar-on-top = { $player } hat keine { paletti-x-saeule-g } mehr unterhalb { paletti-x-level-gen }; nur Säulen von weiter unten können nach oben.
paletti-rule-no-such-pillar = Keine von { GENITIVE($player) } { paletti-x-saeulen-w } kann nach oben: { $on_top } oben, { $locked } gesperrt, { $removed } aus dem Spiel.
paletti-rule-not-from-that-level = Keine von { GENITIVE($player) } passenden { paletti-x-saeulen-w } steht auf { paletti-x-from-n-dat } (oben ist { paletti-x-top-nom }).

## Zurückgenommen

paletti-undone-move = { GENITIVE($player) } Zug mit der { paletti-x-ptype }en Säule ist zurückgenommen.
paletti-undone-give-up = Das Zurückschieben der { paletti-x-ptype }en Säule von { $player } ist zurückgenommen; sie darf wieder gezogen werden.
paletti-undone-announce = { GENITIVE($player) } Ankündigung ist zurückgenommen.
paletti-undone-accept = { $player ->
    [none] Die neue Ebene ist zurückgenommen.
   *[other] { $also_count ->
        [0] { GENITIVE($player) } Zustimmung ist zurückgenommen.
       *[other] Die Zustimmung von { $player } und { $also } ist zurückgenommen.
    }
}
paletti-undone-object = { GENITIVE($player) } Einspruch ist zurückgenommen.
paletti-undone-challenge-result = Das Ergebnis des Einspruchs ist zurückgenommen.
paletti-undone-remove-pillar = Das Herausnehmen der Säule ist zurückgenommen; sie ist wieder im Spiel.
paletti-undone-collapse = Der Einsturz ist zurückgenommen; die Villa steht wieder.
paletti-undone-agree-end = Das Spiel geht weiter.

## Aufbau

setup-bad-option-value = „{ $value }“ passt nicht zur Option { $option ->
        [previous_holder_on_own_collapse] „Vorbesitzer-Regel“
        [first_game] „erstes Spiel“
       *[other] { $option }
    } des Spiels { $game }; sie ist entweder an oder aus.

paletti-confirm-end = Seid ihr euch einig, dass keine Säule mehr gezogen werden kann? Dann endet das Spiel, und wer das Baumeistersiegel hat, gewinnt.
