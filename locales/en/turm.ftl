## Der Turm
## Disks arrive as the strings "0".."4" or "star"; counts are numbers, flags "yes"/"no".

turm-setup = { $first ->
    [yes] First game: 9 floors, no star.
   *[no] Full game: 10 floors, and the star rule is { $star ->
        [super2] Super 2
        [mirror] Mirror
        [friendly4] Friendly 4
       *[cantstop] Can't Stop
    }.
} { $rest ->
    [0] Everyone gets { $share } gems; { $starter } starts.
   *[other] Everyone gets { $share } gems; { $starter } starts and also gets the { $rest ->
        [one] left-over gem
       *[other] { $rest } left-over gems
    }: { $starter_hand } in all.
}

## Events

turm-placed = The { $disk } had { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    }: room for one more — { $player }, put a gem in; { $hand ->
        [0] that was your last gem.
        [one] you have 1 gem left.
       *[other] you have { $hand } gems left.
    }
turm-star-placed = { $star ->
    [super2] Super 2: the star was empty. { $placed ->
        [one] { $player }, put your last gem in.
       *[other] { $player }, put two gems in; { $hand ->
            [0] those were your last gems.
            [one] you have 1 gem left.
           *[other] you have { $hand } gems left.
        }
    }
    [mirror] Mirror: the star holds { $capacity }, as many gems as { $player } has, and { $gems ->
        [0] was empty
       *[other] had { $gems }
    }. { $player }, put a gem in; { $hand ->
        [0] that was your last gem.
        [one] you have 1 gem left.
       *[other] you have { $hand } gems left.
    }
    [friendly4] Friendly 4: the star had { $gems } of 4. { $why ->
        [most] { $giver } has the most gems, so { $giver } puts one in
        [tie-self] { $player } is tied for the most gems, so { $player } puts one in
       *[tie-clockwise] Of those tied for the most gems, { $giver } comes first clockwise, so { $giver } puts one in
    } and has { $giver_hand ->
        [0] none left.
        [one] 1 gem left. { $player }, your turn goes on.
       *[other] { $giver_hand } gems left. { $player }, your turn goes on.
    }
   *[cantstop] Can't Stop: the star had { $gems } of 4. { $player }, put a gem in; { $hand ->
        [0] that was your last gem.
        [one] you have 1 gem left — now open another floor before you end your turn.
       *[other] you have { $hand } gems left — now open another floor before you end your turn.
    }
}
turm-bust = { $disk ->
    [star] The star already had { $gems }; it holds { $capacity } at most — no room.
   *[other] { $capacity ->
        [0] A 0 never has room.
       *[other] The { $disk } already had { $gems ->
            [one] 1 gem
           *[other] { $gems } gems
        } — no room.
    }
} The tower wins{ $taken ->
    [0] , but { $floors ->
        [one] the open floor is
       *[other] the open floors are
    } empty: nothing to take. { $player }, you still have { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    }.
    [one] : { $player }, take the 1 gem from { $floors ->
        [one] the open floor
       *[other] the { $floors } open floors
    } — that makes { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand.
   *[other] : { $player }, take the { $taken } gems from { $floors ->
        [one] the open floor
       *[other] the { $floors } open floors
    } — that makes { $hand } gems in hand.
}
turm-turn-ended = { $reason ->
    [bust] { $floors ->
        [one] Then move the roof onto the floor you opened.
       *[other] Then move the roof onto a floor you opened.
    }
   *[ended] { $player } stops with { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand. { $floors ->
        [one] Move the roof onto the floor you opened
       *[other] Move the roof onto one of the { $floors } floors you opened
    } and stack the tower back together.
}
turm-turn = { $player }, you're up, with { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand.
turm-won = { $player } beats the tower!
turm-game-over = { $reason ->
    [agreed] Game ended by agreement; whoever has the fewest gems in hand wins.
   *[last-gem] Game over:
} { $shared ->
    [yes] { $winners } share the win.
   *[no] { $winners } wins.
} Gems left in hand: { $ranking }.

## Reports the engine turns down

turm-rule-game-over = The game is over; start a new one with “new game of Der Turm …”.
turm-rule-unknown-player = { $player } isn't playing at this table.
turm-rule-not-your-turn = It's { $expected }'s turn, not { $player }'s.
turm-rule-no-star = This is a first game — there is no star floor. Which disk did { $player } open?
turm-rule-no-floors-left = All { $floors } floors are already open — time to end the turn.
turm-rule-disk-exhausted = { $disk ->
    [star] There's only one star floor, and it's already open this turn.
   *[other] The tower has { $count ->
        [one] only one { $disk }, and it's
       *[other] only { $count } floors with a { $disk }, and they're all
    } already open this turn.
} Please look at the disk again.
turm-rule-impossible-gems = { $why ->
    [negative] Gems can't be fewer than zero.
    [disk-limit] A { $disk } holds no more than { $disk }, so it can't have had { $gems }.
    [star-limit] The star can hold at most { $max } now, so it can't have had { $gems }.
    [super2-pair] With Super 2 the star is either empty or holds 2 — never { $gems }.
   *[tower-limit] { $hidden ->
        [0] The floors not opened yet this turn hold no gems at all, so it can't have had { $gems }.
        [one] The floors not opened yet this turn hold only 1 gem between them, so it can't have had { $gems }.
       *[other] The floors not opened yet this turn hold only { $hidden } gems between them, so it can't have had { $gems }.
    }
} Please count again: how many gems were in the { $disk ->
    [star] star
   *[other] { $disk }
}?
turm-rule-nothing-revealed = { $player }, you haven't opened a floor yet — every turn needs at least one.
turm-rule-must-reveal-again = No — Can't Stop: { $player }, after the star you must open one more floor before you end your turn.

## Questions the referee asks back

turm-ask-gems = { $wrong ->
    [yes] It's { $player }'s turn, not { $reported }'s. { $player }, how many gems were already in the { $disk ->
        [star] star
       *[other] { $disk }
    } you opened — was it empty?
   *[no] How many gems were already in the { $disk ->
        [star] star
       *[other] { $disk }
    } — was it empty?
}
turm-ask-reveal = It's { $player }'s turn, not { $reported }'s. { $player }, did you open the { $disk ->
        [star] star
       *[other] { $disk }
    } with { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    } in it?
turm-ask-end = It's { $player }'s turn, not { $reported }'s. { $player }, are you ending your turn?
turm-ask-disk = Which floor had { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    } in it? Say, for example, “a 3 with one gem”.
turm-roof-not-open = The roof goes onto a floor opened this turn, and { $disk ->
        [star] the star
       *[other] no { $disk }
    } was opened — { $player } opened { $disks_count ->
        [0] the star
       *[other] { $disks }{ $star_open ->
            [yes] {""} and the star
           *[no] {""}
        }
    }. Where does the roof go?
turm-ask-full = Which floor was full? Say, for example, “the 2 is full” or “a 3 with one gem”.
turm-no-disk = There is no { $number } disk — the disks go from 0 to 4, plus the star. Say which floor you opened and the gems in it, for example “a 3 with one gem”.

turm-ask-gems-count = Then how many gems were in the { $disk ->
    [star] star
   *[other] { $disk }
}? Say a number, for example “two”.

## Where the game stands

turm-status = It's { $player }'s turn, with { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand; the tower holds { $tower_gems }. { $opened ->
        [0] No floor is open yet this turn.
        [one] One floor is open this turn, with { $open_gems ->
            [one] 1 gem
           *[other] { $open_gems } gems
        } in it.
       *[other] { $opened } floors are open this turn, with { $open_gems ->
            [one] 1 gem
           *[other] { $open_gems } gems
        } in them.
    }
turm-status-cantstop = Can't Stop: { $player } must open another floor before ending the turn.
turm-status-over = The game is over; { $winners_count ->
        [one] { $winners } won
       *[other] { $winners } shared the win
    }. Gems left in hand: { $ranking }.
turm-scores = Gems in hand, fewest first: { $scores }; the tower holds { $tower_gems }.
turm-score-one = { $player } has { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    } in hand.
turm-examples = “{ $player } opened a 2 with one gem”, “an empty 3”{ $can_stop ->
        [yes] {""} or “I stop”.
       *[no] { $star ->
            [yes] {""} or “the star with two gems”.
           *[no] {""} or “how many gems are in the tower?”.
        }
    }
turm-tower = { $opened ->
    [0] The tower holds { $tower_gems ->
        [one] 1 gem
       *[other] { $tower_gems } gems
    }.
   *[other] The tower holds { $tower_gems ->
        [one] 1 gem
       *[other] { $tower_gems } gems
    }: { $open_gems } in the { $opened ->
        [one] floor
       *[other] floors
    } open this turn and { $hidden } in the closed ones.
}
turm-open = { $opened ->
    [0] Nothing is open yet this turn.
   *[other] Open this turn: { $disks_count ->
        [0] the star
       *[other] { $disks }{ $star_open ->
            [yes] {""}, plus the star
           *[no] {""}
        }
    } — { $open_gems ->
        [one] 1 gem
       *[other] { $open_gems } gems
    } in { $opened ->
        [one] it
       *[other] them
    }, all { $player }'s if the tower wins.
}

## What the star does in this game

turm-star-none = No star: this is a first game, with 9 floors.
turm-star-super2 = Super 2: an empty star takes two gems — with only one gem left, put that one in and win. If it holds any gems, the tower wins.
turm-star-mirror = Mirror: the star holds as many gems as its opener has in hand — for { $player } that's { $hand } right now. If it holds fewer, put one in; otherwise the tower wins.
turm-star-friendly4 = Friendly 4: the star holds 4. If there's room, whoever has the most gems puts one in — right now that's { $giver } — and your turn goes on. On a tie, it's you if you're among them, otherwise the first of them clockwise. If it's full, the tower wins.
turm-star-cantstop = Can't Stop: the star holds 4. If there's room, put a gem in, then open at least one more floor before you end your turn. If it's full, the tower wins.

## Taking back

turm-undone-reveal = Took back { $player }'s { $gems ->
        [0] empty { $disk ->
            [star] star
           *[other] { $disk }
        }
        [one] { $disk ->
            [star] star
           *[other] { $disk }
        } with 1 gem
       *[other] { $disk ->
            [star] star
           *[other] { $disk }
        } with { $gems } gems
    }.
turm-undone-end-turn = Took back the end of { $player }'s turn.
turm-undone-end = The game goes on.

## Setting up

setup-star-in-first-game = A first game has no star, so { $star ->
        [super2] Super 2
        [mirror] Mirror
        [friendly4] Friendly 4
        [cantstop] Can't Stop
       *[other] “{ $star }”
    } can't be played — choose a first game or a star rule.
setup-unknown-star = “{ $star }” is not a star rule. Choose Super 2, Mirror, Friendly 4 or Can't Stop.
setup-missing-star = The full game needs a star rule: Super 2, Mirror, Friendly 4 or Can't Stop — or say “first game”.

turm-confirm-end = End the game now? Whoever has the fewest gems in hand wins.

turm-starter-set = { $player } starts and takes the { $rest ->
    [0] same share as everybody: { $hand } gems.
    [one] one left-over gem as well: { $hand } gems, the others { $share }.
   *[other] { $rest } left-over gems as well: { $hand } gems, the others { $share }.
}
turm-rule-starter-too-late = The game is already under way, so who starts is settled.
turm-undone-starter = Took back who starts.
