## Turmbau zu Babel

babel-turn = { $player }, du bist dran: Stockwerk { $floor }.
babel-built = { $bonus ->
    [0] { $player } hat Stockwerk { $floor } gebaut: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }, insgesamt { $total }.
   *[other] { $player } hat mit Stockwerk { $floor } den Turm vollendet: { $floor } Punkte und { $bonus } Bonuspunkte, insgesamt { $total }.
}
babel-collapsed = Der Turm ist im Zug von { $player } eingestürzt: keine Punkte für Stockwerk { $floor }; { $player } behält { $total ->
        [one] 1 Punkt
       *[other] { $total } Punkte
    }.
babel-round-over = { $reason ->
    [complete] Alle 13 Stockwerke stehen — Runde { $round } ist vorbei.
   *[collapse] Runde { $round } ist vorbei, { $floors ->
        [0] bevor ein Stockwerk stand.
        [one] nach einem Stockwerk.
       *[other] nach { $floors } Stockwerken.
    }
}
babel-round-start = Runde { $round }: { $why ->
    [floor2] { $player } beginnt, weil { $player } Stockwerk 2 gebaut hat.
    [nobody-floor2] Niemand hat Stockwerk 2 gebaut, also beginnt { $player } als nächste Person im Uhrzeigersinn, die noch keine Runde eröffnet hat.
   *[already-opened] { $builder } hat Stockwerk 2 gebaut, aber schon eine Runde eröffnet, also beginnt { $player } als nächste Person im Uhrzeigersinn, die noch keine eröffnet hat.
}
babel-game-over = { $reason ->
    [agreed] Das Spiel wurde einvernehmlich beendet.
   *[rounds] Das war die letzte Runde.
} { $shared ->
    [yes] { $winners } gewinnen gemeinsam.
   *[no] { $winners } gewinnt.
} Endstand: { $ranking }.
babel-opener-set = { $player } ist am jüngsten und beginnt Runde 1.

babel-status = Runde { $round } von { $rounds }, { $floors ->
    [0] noch steht kein Stockwerk
    [one] ein Stockwerk steht
   *[other] { $floors } Stockwerke stehen
}. { $player } ist dran mit Stockwerk { $floor }.
babel-status-over = Das Spiel ist vorbei; { $winners_count ->
        [one] gewonnen hat { $winners }
       *[other] gemeinsam gewonnen haben { $winners }
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
babel-ask-collapse = { $player } ist dran — ist der Turm im Zug von { $player } eingestürzt?

babel-rule-wrong-floor = Als Nächstes kommt Stockwerk { $expected }, nicht { $floor }.
babel-rule-above-top = Eine Runde hat höchstens { $max } Stockwerke; ein Stockwerk { $floor } gibt es nicht.
babel-rule-opener-too-late = Wer am jüngsten ist, kann nur vor dem ersten Stockwerk festgelegt werden.

babel-undone-build = Stockwerk { $floor } von { $player } ist zurückgenommen.
babel-undone-collapse = Der Einsturz im Zug von { $player } ist zurückgenommen.
babel-undone-opener = Die Wahl, wer beginnt, ist zurückgenommen.
babel-undone-end = Das Spiel geht weiter.
