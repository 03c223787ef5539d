## Turmbau zu Babel

babel-turn = { $player }, du bist dran: Stockwerk { $floor }.
babel-built = { $bonus ->
    [0] { $player } hat Stockwerk { $floor } gebaut: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }, insgesamt { $total }.
   *[other] { $player } hat mit Stockwerk { $floor } den Turm vollendet: { $points } Punkte ({ $floor } und { $bonus } Bonuspunkte), insgesamt { $total }.
}
babel-collapsed = In { GENITIVE($player) } Zug ist der Turm eingestürzt: keine Punkte für Stockwerk { $floor }; { $player } bleibt bei { $total ->
        [one] 1 Punkt
       *[other] { $total } Punkten
    }.
babel-round-over = { $reason ->
    [complete] Alle 13 Stockwerke stehen — Runde { $round } ist vorbei.
   *[collapse] { $floors ->
        [0] Runde { $round } ist vorbei, bevor ein Stockwerk stand.
        [one] Runde { $round } ist nach einem Stockwerk vorbei.
       *[other] Runde { $round } ist nach { $floors } Stockwerken vorbei.
    }
}
babel-round-start = Runde { $round }: { $why ->
    [floor2] { $player } hat Stockwerk 2 gebaut und eröffnet deshalb.
    [nobody-floor2] Niemand hat Stockwerk 2 gebaut, also eröffnet { $player } als nächste Person im Uhrzeigersinn, die noch keine Runde eröffnet hat.
   *[already-opened] { $builder } hat Stockwerk 2 gebaut, aber schon eine Runde eröffnet, also eröffnet { $player } als nächste Person im Uhrzeigersinn, die noch keine eröffnet hat.
}
babel-game-over = { $reason ->
    [agreed] Das Spiel wurde einvernehmlich beendet.
   *[rounds] Das war die letzte Runde.
} { $shared ->
    [yes] { $winners } gewinnen gemeinsam.
   *[no] { $winners } gewinnt.
} Endstand: { $ranking }.
babel-opener-set = { $player } ist am jüngsten und eröffnet Runde 1.

babel-status = Runde { $round } von { $rounds }, { $floors ->
    [0] noch steht kein Stockwerk
    [one] ein Stockwerk steht
   *[other] { $floors } Stockwerke stehen
}. { $player } ist mit Stockwerk { $floor } dran.
babel-status-over = Das Spiel ist vorbei; { $winners_count ->
        [one] { $winners } hat gewonnen
       *[other] { $winners } haben gemeinsam gewonnen
    }. Endstand: { $ranking }.
babel-scores = Punktestand: { $scores }.
babel-score-one = { $player } hat { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
babel-examples = „{ $player } hat Stockwerk { $floor } gebaut“, „der Turm ist eingestürzt“ oder „wer ist dran?“.

babel-ask-build = { $rule ->
    [above-top] Eine Runde hat höchstens { $max } Stockwerke, ein Stockwerk { $reported_floor } gibt es also nicht. { $player } ist dran, und als Nächstes kommt Stockwerk { $floor } — hat { $player } Stockwerk { $floor } gebaut?
    [wrong-floor] { $player } ist dran, und als Nächstes kommt Stockwerk { $floor }, nicht { $reported_floor } — hat { $player } Stockwerk { $floor } gebaut?
   *[other] { $player } ist dran, und als Nächstes kommt Stockwerk { $floor } — hat { $player } Stockwerk { $floor } gebaut?
}
babel-ask-collapse = { $player } ist dran — ist der Turm bei { $player } eingestürzt?

babel-rule-wrong-floor = Als Nächstes kommt Stockwerk { $expected }, nicht { $floor }.
babel-rule-above-top = Eine Runde hat höchstens { $max } Stockwerke; ein Stockwerk { $floor } gibt es nicht.
babel-rule-opener-too-late = Wer am jüngsten ist, könnt ihr nur vor dem ersten Stockwerk sagen.

babel-undone-build = Stockwerk { $floor } von { $player } ist zurückgenommen.
babel-undone-collapse = Der Einsturz im Zug von { $player } ist zurückgenommen.
babel-undone-opener = Die Wahl, wer Runde 1 eröffnet, ist zurückgenommen.
babel-undone-end = Das Spiel geht weiter.
