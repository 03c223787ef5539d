# One-tap reports: short button labels.
quick-babel-build = Floor { $floor } built
quick-babel-collapse = The tower fell
quick-turm-disk = { $disk ->
    [star] ★ star
   *[other] { $disk }
}
quick-turm-gems = { $gems ->
    [0] empty
    [one] 1 gem
   *[other] { $gems } gems
}
quick-turm-end-turn = Stop
quick-paletti-move = { $pillar ->
    [thick] Thick one up
    [angular] Angular one up
   *[small] Small one up
}
quick-paletti-remove = { $pillar ->
    [thick] Thick one out
    [angular] Angular one out
   *[small] Small one out
}
quick-paletti-announce = Can't move any more
quick-paletti-accept = Agreed
quick-paletti-object = I object
quick-paletti-result = { $success ->
    [yes] It worked
   *[no] It failed
}
quick-back = ‹ back
