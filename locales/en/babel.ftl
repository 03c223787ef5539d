## Turmbau zu Babel

babel-turn = { $player }, you're up: floor { $floor }.
babel-built = { $bonus ->
    [0] { $player } built floor { $floor }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }, { $total } in all.
   *[other] { $player } topped the tower with floor { $floor }: { $points } points ({ $floor } plus a bonus of { $bonus }), { $total } in all.
}
babel-collapsed = The tower fell during { $player }'s turn: no points for floor { $floor }{ $total ->
        [0] , and { $player } still has none.
        [one] ; { $player } keeps 1 point.
       *[other] ; { $player } keeps { $total } points.
    }
babel-round-over = { $reason ->
    [complete] All 13 floors stand — round { $round } is over.
   *[collapse] { $floors ->
        [0] Round { $round } is over before a single floor stood.
        [one] Round { $round } is over after one floor.
       *[other] Round { $round } is over after { $floors } floors.
    }
}
babel-round-start = Round { $round }: { $why ->
    [floor2] { $player } opens, having built floor 2.
    [nobody-floor2] nobody built floor 2, so { $player } opens — the next player clockwise who hasn't opened a round yet.
   *[already-opened] { $builder } built floor 2 but has already opened a round, so { $player } opens — the next player clockwise who hasn't yet.
}
babel-game-over = { $reason ->
    [agreed] Game ended by agreement.
   *[rounds] That was the last round.
} { $shared ->
    [yes] { $winners } share the win.
   *[no] { $winners } wins.
} Final scores: { $ranking }.
babel-opener-set = { $player } is the youngest and opens round 1.

babel-status = Round { $round } of { $rounds }, { $floors ->
    [0] no floors standing yet
    [one] one floor standing
   *[other] { $floors } floors standing
}. It's { $player }'s turn, floor { $floor }.
babel-status-over = The game is over; { $winners_count ->
        [one] { $winners } won
       *[other] { $winners } shared the win
    }. Final scores: { $ranking }.
babel-scores = Scores: { $scores }.
babel-score-one = { $player } has { $points ->
        [0] no points yet
        [one] 1 point
       *[other] { $points } points
    }.
babel-examples = “{ $player } built floor { $floor }”, “the tower fell” or “whose turn is it?”.

babel-ask-build = { $rule ->
    [above-top] A round has at most { $max } floors, so there is no floor { $reported_floor }. { $player }, the next floor is { $floor } — did you build it?
    [wrong-floor] { $player }, the next floor is { $floor }, not { $reported_floor } — did you build floor { $floor }?
    [not-your-turn] It's { $player }'s turn, not { $reported }'s. { $player }, did you build floor { $floor }?
   *[other] It's { $player }'s turn. { $player }, did you build floor { $floor }?
}
babel-ask-collapse = It's { $player }'s turn. { $player }, did the tower fall while you were building?

babel-rule-wrong-floor = The next floor is { $expected }, not { $floor }.
babel-rule-above-top = A round has at most { $max } floors; there is no floor { $floor }.
babel-rule-opener-too-late = The youngest can only be named before the first floor is built.

babel-undone-build = Took back { $player }'s floor { $floor }.
babel-undone-collapse = Took back the collapse during { $player }'s turn.
babel-undone-opener = Took back who opens round 1.
babel-undone-end = The game goes on.
