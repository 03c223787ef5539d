## Villa Paletti

# Building blocks. A message reference sees the caller's variables, so each helper below
# reads one variable by name: paletti-x-level and paletti-x-level-cap read $level,
# paletti-x-from reads $from_level (a level name), paletti-x-from-n reads $from_level
# (a number), paletti-x-next reads $next_level, paletti-x-top reads $top, the pillar
# helpers read $pillar and $colour.

paletti-x-level = { $level ->
    [base] the base plate
    [blue] the blue level
    [green] the green level
    [yellow] the yellow level
    [orange] the orange level
   *[red] the red level
}
paletti-x-level-cap = { $level ->
    [base] The base plate
    [blue] The blue level
    [green] The green level
    [yellow] The yellow level
    [orange] The orange level
   *[red] The red level
}
paletti-x-from = { $from_level ->
    [base] the base plate
    [blue] the blue level
    [green] the green level
    [yellow] the yellow level
    [orange] the orange level
   *[red] the red level
}
paletti-x-from-n = { $from_level ->
    [0] the base plate
    [1] the blue level
    [2] the green level
    [3] the yellow level
    [4] the orange level
   *[5] the red level
}
paletti-x-next = { $next_level ->
    [green] the green level
    [yellow] the yellow level
    [orange] the orange level
    [red] the red level
   *[none] no further level
}
paletti-x-top = { $top ->
    [blue] the blue level
    [green] the green level
    [yellow] the yellow level
    [orange] the orange level
   *[red] the red level
}
paletti-x-a-pillar = { $pillar ->
    [small] a small pillar
    [angular] an angular pillar
    [thick] a thick pillar
   *[none] a pillar
}
paletti-x-the-pillar = { $pillar ->
    [small] the small pillar
    [angular] the angular pillar
    [thick] the thick pillar
   *[none] the pillar
}
paletti-x-pillars = { $colour ->
    [none] { $pillar ->
        [small] small pillars
        [angular] angular pillars
        [thick] thick pillars
       *[none] pillars
    }
   *[other] { $pillar ->
        [small] small { $colour } pillars
        [angular] angular { $colour } pillars
        [thick] thick { $colour } pillars
       *[none] { $colour } pillars
    }
}
# One pillar, with its colour when one was named: "thick blue pillar".
paletti-x-pillar = { $colour ->
    [none] { $pillar ->
        [small] small pillar
        [angular] angular pillar
        [thick] thick pillar
       *[none] pillar
    }
   *[other] { $pillar ->
        [small] small { $colour } pillar
        [angular] angular { $colour } pillar
        [thick] thick { $colour } pillar
       *[none] { $colour } pillar
    }
}
paletti-x-a-pillar-of = { $pillar ->
    [angular] an { paletti-x-pillar }
   *[other] a { paletti-x-pillar }
}
paletti-x-coloured = { $pillar ->
    [small] small { $colour } pillar
    [angular] angular { $colour } pillar
   *[thick] thick { $colour } pillar
}
paletti-x-value = { $value ->
    [one] 1 point
   *[other] { $value } points
}

## What happened (events)

paletti-turn = { $player }, you're up.
paletti-moved = { $player } moved { paletti-x-a-pillar } ({ paletti-x-value }) up from { paletti-x-from }{ $points ->
    [none] .
   *[other] . On top now: { $points }.
}
paletti-locked = { $player } pushed the { paletti-x-coloured } back: it stays on { paletti-x-level }, locked for the rest of the game.
paletti-seal = { $why ->
    [leads] { $holder } leads and takes the builder's seal.
    [took-lead] { $holder } takes the lead and the seal from { $previous }.
    [kept-tie] { $leaders } are tied, and a tie takes nothing away: { $holder } keeps the seal.
    [tie-among-others] { $leaders } are tied ahead of { $holder }; with no single leader, { $holder } keeps the seal.
    [tie-no-holder] { $leaders } are tied for the lead, so nobody gets the seal yet.
   *[new-level] Everybody starts at 0 on the new level; { $holder } keeps the seal until somebody leads.
}
paletti-announced = { $next_level ->
    [none] { $player } can't move another pillar — red is already the top, so no new level can go on and there is nothing to agree to.
   *[other] { $player } can't move another pillar and calls for { paletti-x-next }. Everybody else: accept (“agreed”), or object (“I object”) and try to move one of { $player }'s pillars.
}
paletti-accepted = { $players } { $players_count ->
    [one] agrees
   *[other] agree
} — { $waiting }, { $waiting_count ->
    [one] do you agree as well, or do you object?
   *[other] do you agree as well, or does one of you object?
}
paletti-level-added = { $level ->
    [green] The green level goes on: from now on the points on the top level count for the builder's seal.
   *[other] { paletti-x-level-cap } goes on{ $holder ->
        [none] ; nobody holds the seal yet.
       *[other] .
    }
}
paletti-no-more-levels = Red is the last level, so nothing more goes on top; { $player }'s turn is over.
paletti-objection = { $objector } objects and tries to move one of { $announcer }'s pillars up. Tell me how it ends: “it worked” or “it failed”.
paletti-challenge-success = { $objector } managed it — { $announcer } could still move a pillar.
paletti-challenge-failed = { $objector } didn't manage it, so the announcement stands and { $announcer } takes one of { $objector }'s pillars out of the game.
paletti-removal-needed = { $remover }, which of { $owner }'s pillars do you take out: a small one, the angular one or the thick one?
paletti-pillar-removed = { $why ->
    [challenge-success] { $owner }'s { paletti-x-coloured } ({ paletti-x-value }) from { paletti-x-level } leaves the game, and no new level goes on.
   *[challenge-failed] { $by } takes { $owner }'s { paletti-x-coloured } ({ paletti-x-value }) from { paletti-x-level } out of the game.
}
paletti-collapsed = { $phase ->
    [normal] { $player ->
        [none] The villa fell!
       *[other] The villa fell during { $player }'s turn!
    }
    [challenge] { $player ->
        [none] The villa fell during the challenge!
       *[other] The villa fell during { $player }'s challenge!
    }
    [removal] { $player ->
        [none] The villa fell while a pillar was being taken out!
       *[other] The villa fell while { $player } was taking a pillar out!
    }
   *[announced] { $player ->
        [none] The villa fell!
       *[other] The villa fell — { $player } brought it down.
    }
}
paletti-game-over = { $reason ->
    [collapse] { $holder ->
        [none] Nobody held the seal, so nobody wins.
       *[other] { $holder } held the seal, so { $holder } wins.
    }
    [agreed] { $holder ->
        [none] Nobody can play a pillar any more, and nobody holds the seal: nobody wins.
       *[other] Nobody can play a pillar any more, and { $holder } holds the seal, so { $holder } wins.
    }
   *[previous-holder] { $previous_holder ->
        [none] { $by } held the seal but brought the villa down on their own turn; nobody held it before, so nobody wins.
       *[other] { $by } held the seal but brought the villa down on their own turn, so the previous holder, { $previous_holder }, wins.
    }
}{ $level ->
    [blue] {""}
   *[other] { " " }Points on { paletti-x-level }: { $points }.
}

## Where the game stands

paletti-status = { $counting ->
    [yes] We're on { paletti-x-level }; { $holder ->
        [none] nobody holds the seal yet
       *[other] { $holder } holds the seal
    } ({ $points }).
   *[no] We're on { paletti-x-level }; points count from the green level on.
} It's { $player }'s turn: move a pillar up, or announce a new level.
paletti-status-announced = { $next_level ->
    [none] { $announcer } says they can't move another pillar.
   *[other] { $announcer } has called for { paletti-x-next }.
} { $accepted_count ->
    [0] Everybody else: accept it, or object and try to move one of { $announcer }'s pillars.
   *[other] { $accepted } { $accepted_count ->
        [one] has
       *[other] have
    } agreed; { $waiting }: accept it too, or object and try to move one of { $announcer }'s pillars.
}
paletti-status-challenge = { $objector } is trying to move one of { $announcer }'s pillars. Did it work?
paletti-status-removal = { $objector }'s challenge failed: { $announcer }, which of { $objector }'s pillars do you take out of the game?
paletti-status-over = The game is over; { $winners_count ->
    [0] nobody won.
   *[other] { $winners } won.
}
paletti-scores = { $counting ->
    [yes] Points on { paletti-x-level }: { $points }. { $holder ->
        [none] Nobody holds the seal yet.
       *[other] { $holder } holds the seal.
    }
   *[no] We're on { paletti-x-level }; points only count from the green level on.
}
paletti-score-one = { $counting ->
    [yes] { $player } has { $points ->
        [0] no points
        [one] 1 point
       *[other] { $points } points
    } on { paletti-x-level }{ $holder ->
        [none] ; nobody holds the seal yet.
       *[other] ; { $holder } holds the seal.
    }
   *[no] We're on { paletti-x-level }; points only count from the green level on.
}
paletti-seal-holder = { $holder ->
    [none] Nobody holds the builder's seal yet{ $counting ->
        [yes] { " " }({ $points }).
       *[no] ; it comes into play on the green level.
    }
   *[other] { $holder } holds the builder's seal ({ $points }).
}
paletti-level = We're on { paletti-x-level }{ $next_level ->
    [none] ; it's the last one.
   *[other] ; next comes { paletti-x-next }.
}
paletti-levels-left = { $left ->
    [0] We're on the red level, the last one: no further level can go on.
    [one] We're on { paletti-x-level }; one more level can go on: red.
   *[other] We're on { paletti-x-level }; { $left } more levels can go on: { $level ->
        [base] blue, green, yellow, orange and red
        [blue] green, yellow, orange and red
        [green] yellow, orange and red
       *[yellow] orange and red
    }.
}
paletti-movable = { $total ->
    [0] { $player } has no pillar left that could move up.
   *[other] { $player } can still move { $total ->
        [one] one pillar
       *[other] { $total } pillars
    } up to { paletti-x-level }: { $small } small, { $angular } angular, { $thick } thick.
}
paletti-examples = { $phase ->
    [announced] “agreed”, “{ $other } objects” or “I think { $announcer } can still move one”.
    [challenge] “it worked”, “{ $objector } moved the thick one” or “it failed”.
    [removal] “the thick one”, “{ $announcer } takes a small one” or “whose turn is it?”.
    [over] “new game of Villa Paletti with Anna, Ben and Carla” or “who has the seal?”.
   *[normal] “{ $player } moved the small one from the base”, “I pushed it back” or “I can't move anything else”.
}

## Asking back

paletti-ask-turn = { $kind ->
    [move] It's { $player }'s turn, not { $reported }'s. { $player }, did you move { paletti-x-a-pillar }?
    [give-up] It's { $player }'s turn, not { $reported }'s. { $player }, did you push { paletti-x-a-pillar } back?
    [announce] It's { $player }'s turn, not { $reported }'s. { $player }, are you announcing a new level?
   *[remove-pillar] { $player } announced, so { $player } takes the pillar out, not { $reported }. { $player }, are you taking out { $owner }'s { $pillar ->
        [small] small pillar
        [angular] angular pillar
        [thick] thick pillar
       *[none] pillar
    }?
}
paletti-ask-level = { $removal ->
    [yes] None of { $player }'s { paletti-x-pillars } is on { paletti-x-from-n }; the highest one is on { paletti-x-level }. Is that the one?
   *[no] None of { $player }'s movable { paletti-x-pillars } is on { paletti-x-from-n }; the lowest one is on { paletti-x-level }. Is that the one?
}
paletti-ask-objector = Who objects to { $announcer }'s announcement? Say, for example, “{ $example } objects”.
paletti-ask-challenge-pillar = Which of { $announcer }'s pillars did { $objector } move — a small one, the angular one or the thick one?
paletti-ask-challenge-named = It is { $objector }'s try at one of { $announcer }'s pillars now, not { $named }'s move. Did { $objector } get it out? Say “{ $objector } managed it” with the pillar, or “it failed”.
paletti-ask-colour-pillar = Which of { $player }'s { $colour } pillars moved up — a small one, the angular one or the thick one?
paletti-ask-give-up = { $player }, which pillar did you push back? If it was { paletti-x-a-pillar }, say “yes”; otherwise name it: { $pillar ->
    [small] { $angular ->
        [0] “the thick one”
       *[other] { $thick ->
            [0] “the angular one”
           *[other] “the angular one” or “the thick one”
        }
    }
   *[angular] “the thick one”
}.
paletti-own-accept = { $announcer }, you announced it yourself — the others accept (“agreed”) or object (“I object”).
paletti-ask-accept = { $waiting_count ->
    [one] { $waiting }, do you agree as well? (“yes”, or “I object”)
   *[other] Who agrees — { $waiting }? Say “{ $example } agrees”, or “yes” if you all do.
}
paletti-red-passed = Red is the top, so { $announcer }'s announcement only passed the turn — there is nothing to agree to. It's { $player }'s turn.
paletti-correction = To correct an earlier report, say “undo” and report it again; it's { $player }'s turn now.
paletti-wrong-owner = { $phase ->
    [normal] Everybody moves only their own pillars — { $expected } can't move one of { $owner }'s.
   *[other] Only { $expected }'s pillars count here, not { $owner }'s.
}

## Rules broken (the state stays as it was)

paletti-rule-wrong-phase = { $phase ->
    [normal] { $command ->
        [accept] Nobody has announced a new level.
        [object] Nobody has announced a new level, so there's nothing to object to.
        [challenge-result] No challenge is running. To report a move, name the pillar: “I moved the thick one”.
       *[remove-pillar] No pillar is due to be taken out right now.
    }
    [announced] A new level was announced — first everybody else accepts (“agreed”) or somebody objects (“I object”).
    [challenge] A challenge is running — first tell me whether it worked (“it worked” or “it failed”).
   *[removal] The challenge failed — first say which pillar is taken out (“the thick one”).
}
paletti-rule-own-objection = { $player }, you announced the new level yourself — only the others can object.
paletti-rule-own-accept = { $player }, you announced the new level yourself — only the others accept or object.
paletti-rule-already-accepted = { $player } has already agreed{ $waiting_count ->
    [0] .
   *[other] ; still to answer: { $waiting }.
}
paletti-rule-objection-after-accept = { $player } has already agreed to the new level and can't object any more (“undo” takes the agreement back if it was a mistake).
paletti-rule-nothing-to-challenge = None of { $announcer }'s pillars could still move up, so there's nothing to object to.
paletti-rule-objector-has-no-pillar = { $player } has no pillar left to lose if the attempt fails, so { $player } can't object.
paletti-rule-unknown-colour = There are no { $colour } pillars; the pillar colours are blue, green, yellow and orange.
paletti-rule-neutral-pillar = The { $colour } pillars are neutral in a game of three: nobody moves them.
paletti-rule-not-your-pillar = The { $colour } pillars belong to { $owner }, not { $player }.
paletti-rule-pillar-removed = { $player } has no { paletti-x-pillar } left in the game.
paletti-rule-pillar-locked = { $player } may not move { paletti-x-a-pillar-of } any more: a pillar pushed back stays locked for the rest of the game.
paletti-rule-pillar-on-top = { $player } has no { paletti-x-pillar } left below { paletti-x-level }; only pillars from below can move up.
paletti-rule-no-such-pillar = None of { $player }'s { paletti-x-pillars } can move up: { $on_top } on top, { $locked } locked, { $removed } out of the game.
paletti-rule-not-from-that-level = None of { $player }'s { paletti-x-pillars } that could move is on { paletti-x-from-n } (the top is { paletti-x-top }).

## Taken back

paletti-undone-move = Took back { $player }'s move of { paletti-x-a-pillar }.
paletti-undone-give-up = Took back the { $pillar ->
        [small] small pillar
        [angular] angular pillar
        [thick] thick pillar
       *[other] pillar
    } { $player } pushed back; it may move again.
paletti-undone-announce = Took back { $player }'s announcement.
paletti-undone-accept = { $player ->
    [none] Took back the new level.
   *[other] Took back { $also_count ->
        [0] { $player }'s agreement.
       *[other] the agreement of { $player } and { $also }.
    }
}
paletti-undone-object = Took back { $player }'s objection.
paletti-undone-challenge-result = Took back the end of the challenge.
paletti-undone-remove-pillar = Took back the pillar taken out after the challenge.
paletti-undone-collapse = Took back the collapse; the villa stands again.
paletti-undone-agree-end = The game goes on.

## Setting up

setup-bad-option-value = “{ $value }” doesn't fit the option { $option } of { $game }; it is either on or off.

paletti-confirm-end = Do you all agree that no pillar can be played any more? Then the game ends and whoever holds the builder's seal wins.
