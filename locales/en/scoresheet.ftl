## The score-sheet picture sent at the end of each Babel round and of every game.
## Short labels: they are headings and lines of a table on a phone screen.

sheet-title-babel = { $finished ->
    [yes] { $game } — final score
   *[no] { $game } — round { $round } of { $rounds }
}
sheet-title-turm = { $finished ->
    [yes] { $game } — final score
   *[no] { $game } — round { $round }
}
sheet-title-paletti = { $finished ->
    [yes] { $game } — final score
   *[no] { $game } — on the { $level } level
}

sheet-subtitle-babel = Points scored in each round. Most points wins.
sheet-subtitle-turm = Gems in hand after each turn. Fewest gems wins. { $rule ->
    [first] First game, no star.
    [super2] Star rule: Super 2.
    [mirror] Star rule: Mirror.
    [friendly4] Star rule: Friendly 4.
   *[cantstop] Star rule: Can't Stop.
}
sheet-subtitle-paletti = Points standing on each level. From green on, the most points on top take the builder's seal.

sheet-round = Round { $round }
sheet-babel-floors = { $how ->
    [complete] all { $floors } floors
    [running] { $floors ->
        [one] 1 floor so far
       *[other] { $floors } floors so far
    }
    [stopped] stopped at { $floors }
   *[fell] { $floors ->
        [0] no floor
        [one] 1 floor
       *[other] { $floors } floors
    }
}
sheet-total = Total
sheet-start = Start
sheet-gems = Gems in hand

sheet-level = { $level ->
    [base] Base
    [blue] Blue
    [green] Green
    [yellow] Yellow
    [orange] Orange
   *[red] Red
}
sheet-level-note = { $note ->
    [uncounted] not counted
   *[top] top level
}

sheet-winners = { $winners_count ->
    [0] Nobody wins.
    [one] Winner: { $winners }
   *[other] Shared win: { $winners }
}
sheet-leading = { $leaders_count ->
    [one] In the lead: { $leaders }
   *[other] Tied for the lead: { $leaders }
}
sheet-seal = Builder's seal: { $holder }

sheet-mark-fell = the tower fell on this turn
sheet-mark-bust = the tower won: gems taken back
sheet-mark-seal = held the builder's seal on this level
