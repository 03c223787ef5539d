## Der Turm
## Disks arrive as the strings "0".."4" or "star"; counts are numbers, flags "yes"/"no".

turm-setup = { $first ->
    [yes] First game: 9 floors, no star.
   *[no] The whole tower: 10 floors, and the star plays { $star ->
        [super2] Super 2
        [mirror] Mirror
        [friendly4] the Friendly 4
       *[cantstop] Can't Stop
    }.
} { $rest ->
    [0] Everyone gets { $share } gems; { $starter } starts.
   *[other] Everyone gets { $share } gems; { $starter } starts and also takes the { $rest ->
        [one] one gem
       *[other] { $rest } gems
    } left over, so { $starter_hand }.
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
    [super2] The star was empty — Super 2: { $placed ->
        [one] { $player }, put your last gem in.
       *[other] { $player }, put two gems in; { $hand ->
            [0] those were your last gems.
            [one] you have 1 gem left.
           *[other] you have { $hand } gems left.
        }
    }
    [mirror] Mirror: the star holds as many gems as { $player } has, { $capacity }, and had { $gems }: room for one more — put a gem in; { $hand ->
        [0] that was your last gem.
        [one] you have 1 gem left.
       *[other] you have { $hand } gems left.
    }
    [friendly4] The star had { $gems } of 4 — The Friendly 4: { $why ->
        [most] { $giver } has the most gems, so { $giver } puts one in
        [tie-self] { $player } is among those with the most gems, so { $player } puts one in
       *[tie-clockwise] { $giver } is the first clockwise from { $player } of those with the most gems, so { $giver } puts one in
    } and has { $giver_hand ->
        [0] none left.
        [one] 1 gem left. { $player }, your turn goes on.
       *[other] { $giver_hand } gems left. { $player }, your turn goes on.
    }
   *[cantstop] The star had { $gems } of 4: room for one more — put a gem in; { $hand ->
        [0] that was your last gem.
        [one] you have 1 gem left. Can't Stop: open another floor before you end your turn.
       *[other] you have { $hand } gems left. Can't Stop: open another floor before you end your turn.
    }
}
turm-bust = { $disk ->
    [star] The star had { $gems } and holds { $capacity } now — no room.
   *[other] { $capacity ->
        [0] A 0 never has room.
       *[other] The { $disk } already had { $gems ->
            [one] 1 gem
           *[other] { $gems } gems
        } — no room.
    }
} The tower wins: { $taken ->
    [0] the open floors are empty, so there is nothing to take
    [one] take the 1 gem from { $floors ->
        [one] the open floor
       *[other] the { $floors } open floors
    }
   *[other] take the { $taken } gems from { $floors ->
        [one] the open floor
       *[other] the { $floors } open floors
    }
}; { $player } now holds { $hand }.
turm-turn-ended = { $reason ->
    [bust] { $floors ->
        [one] Move the roof onto the floor you opened.
       *[other] Move the roof onto a floor you opened.
    }
   *[ended] { $player } stops with { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand. { $floors ->
        [one] Move the roof onto the floor you opened
       *[other] Move the roof onto one of the { $floors } floors you opened
    } and stack the tower back together.
}
turm-turn = { $player }, your turn — { $hand ->
        [one] 1 gem
       *[other] { $hand } gems
    } in hand.
turm-won = { $player } put the last gem in and beats the tower!
turm-game-over = { $reason ->
    [agreed] Game ended by agreement; fewest gems in hand wins.
   *[last-gem] Game over.
} { $shared ->
    [yes] { $winners } share the win.
   *[no] { $winners } wins.
} Gems left in hand: { $ranking }.

## Reports the engine turns down

turm-rule-game-over = The game is over; start a new one with “new game of Der Turm …”.
turm-rule-unknown-player = { $player } isn't playing at this table.
turm-rule-not-your-turn = It's { $expected }'s turn, not { $player }'s.
turm-rule-no-star = This is a first game — there is no star floor. Which disk did { $player } open?
turm-rule-no-floors-left = All { $floors } floors are open already — time to end the turn.
turm-rule-disk-exhausted = { $disk ->
    [star] There is only one star floor, and it is open already this turn.
   *[other] The tower has { $count ->
        [one] only one { $disk }, and it is
       *[other] only { $count } floors with a { $disk }, and they are all
    } open already this turn.
} Please look at the disk again.
turm-rule-impossible-gems = { $why ->
    [negative] Gems can't be fewer than zero.
    [disk-limit] A { $disk } holds no more than { $disk }, so it can't have had { $gems }.
    [star-limit] The star can hold at most { $max } now, so it can't have had { $gems }.
    [super2-pair] With Super 2 the star is either empty or holds 2 — never { $gems }.
   *[tower-limit] { $hidden ->
        [0] The floors still closed this turn hold no gems at all, so it can't have had { $gems }.
        [one] The floors still closed this turn hold only 1 gem in all, so it can't have had { $gems }.
       *[other] The floors still closed this turn hold only { $hidden } gems in all, so it can't have had { $gems }.
    }
} Please count again: how many gems are in the { $disk ->
    [star] star
   *[other] { $disk }
}?
turm-rule-nothing-revealed = { $player } hasn't opened a floor yet this turn — a turn needs at least one.
turm-rule-must-reveal-again = Can't Stop: after the star, { $player } must open one more floor before ending the turn.

## Questions the referee asks back

turm-ask-gems = { $wrong ->
    [yes] It's { $player }'s turn, not { $reported }'s. How many gems were in the { $disk ->
        [star] star
       *[other] { $disk }
    } { $player } opened — was it empty?
   *[no] How many gems were already in the { $disk ->
        [star] star
       *[other] { $disk }
    } — was it empty?
}
turm-ask-reveal = It's { $player }'s turn, not { $reported }'s — did { $player } open the { $disk ->
        [star] star
       *[other] { $disk }
    } with { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    } in it?
turm-ask-end = It's { $player }'s turn, not { $reported }'s — does { $player } end the turn?
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
turm-scores = Gems in hand (fewest wins): { $scores }; the tower holds { $tower_gems }.
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

turm-star-none = This is a first game: 9 floors and no star.
turm-star-super2 = Super 2: if the star is empty, put two gems in — with only one gem left, put that one in and win. If it holds gems, the tower wins.
turm-star-mirror = Mirror: the star holds as many gems as the revealing player has in hand — for { $player } that is { $hand } now. Fewer in it: put one in; otherwise the tower wins.
turm-star-friendly4 = The Friendly 4: the star holds 4. If there is room, the player with the most gems in hand puts one in — right now that is { $giver } — and the revealing player's turn goes on; on a tie it is the revealing player if among them, else the first of them clockwise. A full star: the tower wins.
turm-star-cantstop = Can't Stop: the star holds 4. If there is room, put a gem in, and then open at least one more floor before ending the turn. A full star: the tower wins.

## Taking back

turm-undone-reveal = Took back { $player }'s { $disk ->
        [star] star
       *[other] { $disk }
    } with { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    }.
turm-undone-end-turn = Took back the end of { $player }'s turn.
turm-undone-end = The game goes on.

## Setting up

setup-star-in-first-game = A first game has no star, so { $star ->
        [super2] Super 2
        [mirror] Mirror
        [friendly4] The Friendly 4
        [cantstop] Can't Stop
       *[other] “{ $star }”
    } can't be played — choose a first game or a star rule.
setup-unknown-star = “{ $star }” is not a star rule. Choose Super 2, Mirror, The Friendly 4 or Can't Stop.
setup-missing-star = The whole tower needs a star rule: Super 2, Mirror, The Friendly 4 or Can't Stop — or say “first game”.

turm-confirm-end = End the game now? Whoever has the fewest gems in hand wins.

turm-starter-set = { $player } starts and takes the { $rest ->
    [0] same share as everybody: { $hand } gems.
    [one] one left-over gem as well: { $hand } gems, the others { $share }.
   *[other] { $rest } left-over gems as well: { $hand } gems, the others { $share }.
}
turm-rule-starter-too-late = The first floor has been opened already, so who starts is settled.
turm-undone-starter = Took back who starts.
