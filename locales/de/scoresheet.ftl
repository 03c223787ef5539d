## Das Bild des Spielstands, geschickt am Ende jeder Babel-Runde und jedes Spiels.
## Kurze Beschriftungen: Überschriften und Zeilen einer Tabelle auf dem Handy.

sheet-title-babel = { $finished ->
    [yes] { $game } — Endstand
   *[no] { $game } — Runde { $round } von { $rounds }
}
sheet-title-turm = { $finished ->
    [yes] { $game } — Endstand
   *[no] { $game } — Runde { $round }
}
sheet-title-paletti = { $finished ->
    [yes] { $game } — Endstand
   *[no] { $game } — auf der { $level ->
        [base] Grundplatte
        [blue] blauen Ebene
        [green] grünen Ebene
        [yellow] gelben Ebene
        [orange] orangefarbenen Ebene
       *[red] roten Ebene
    }
}

sheet-subtitle-babel = Punkte in jeder Runde. Wer die meisten Punkte hat, gewinnt.
sheet-subtitle-turm = Steine in der Hand nach jedem Zug. Wer die wenigsten hat, gewinnt. { $rule ->
    [first] Erstes Spiel, ohne Stern.
    [super2] Sternregel: Superzweier.
    [mirror] Sternregel: Spiegel.
    [friendly4] Sternregel: freundlicher Vierer.
   *[cantstop] Sternregel: Can't Stop.
}
sheet-subtitle-paletti = Punkte auf jeder Ebene. Ab Grün bekommt das Baumeistersiegel, wer oben die meisten Punkte hat.

sheet-round = Runde { $round }
sheet-babel-floors = { $how ->
    [complete] alle { $floors } Stockwerke
    [running] { $floors ->
        [one] bisher 1 Stockwerk
       *[other] bisher { $floors } Stockwerke
    }
    [stopped] beendet bei { $floors }
   *[fell] { $floors ->
        [0] kein Stockwerk
        [one] 1 Stockwerk
       *[other] { $floors } Stockwerke
    }
}
sheet-total = Summe
sheet-start = Start
sheet-gems = Steine in der Hand

sheet-level = { $level ->
    [base] Grundplatte
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [orange] Orange
   *[red] Rot
}
sheet-level-note = { $note ->
    [uncounted] zählt nicht
   *[top] oberste Ebene
}

sheet-winners = { $winners_count ->
    [0] Niemand gewinnt.
    [one] Gewonnen hat { $winners }
   *[other] Gemeinsam gewonnen haben { $winners }
}
sheet-leading = { $leaders_count ->
    [one] Vorn liegt { $leaders }
   *[other] Gleichauf vorn liegen { $leaders }
}
sheet-seal = Das Baumeistersiegel hat { $holder }

sheet-mark-fell = in diesem Zug ist der Turm eingestürzt
sheet-mark-bust = der Turm hat gewonnen: Steine zurück
sheet-mark-seal = hatte auf dieser Ebene das Siegel
