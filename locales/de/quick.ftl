# Ein-Tipp-Meldungen: kurze Beschriftungen der Knöpfe.
quick-babel-build = Stockwerk { $floor } gebaut
quick-babel-collapse = Der Turm ist eingestürzt
quick-turm-disk = { $disk ->
    [star] ★ Stern
   *[other] { $disk }
}
quick-turm-gems = { $gems ->
    [0] leer
    [one] 1 Stein
   *[other] { $gems } Steine
}
quick-turm-end-turn = Aufhören
quick-paletti-move = { $pillar ->
    [thick] Dicke nach oben
    [angular] Eckige nach oben
   *[small] Kleine nach oben
}
quick-paletti-remove = { $pillar ->
    [thick] Dicke raus
    [angular] Eckige raus
   *[small] Kleine raus
}
quick-paletti-announce = Kann nicht mehr
quick-paletti-accept = Einverstanden
quick-paletti-object = Ich widerspreche
quick-paletti-result = { $success ->
    [yes] Hat geklappt
   *[no] Nicht geschafft
}
quick-back = ‹ zurück
