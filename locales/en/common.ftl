## Words every table hears, whatever the game.


game-babel = Turmbau zu Babel
game-turm = Der Turm
game-paletti = Villa Paletti

list-and = { $head } and { $last }
nobody = nobody
score-entry = { $name } { $value }
button-yes = yes
button-no = no

new-game = New game of { $game } with { $players }.
resumed = Picking up the unfinished game of { $game }.
unknown-game = I don't know a game called “{ $game }”. I referee Turmbau zu Babel, Der Turm and Villa Paletti.
ask-players = Who is playing { $game }? Name everybody in seating order, clockwise — for example “Anna, Ben and Carla”.
confirm-new-game = A game is still running. Stop it and start { $game }?
confirm-end = End the game now? The scores as they stand decide.
nothing-to-confirm = There's nothing to confirm right now.
dropped = OK, I changed nothing.
nothing-to-undo = There's nothing to undo yet.
no-game = No game is running. Say, for example, “new game of Babel with Anna, Ben and Carla”.
not-understood = I didn't get that. You can say:
examples-no-game = “new game of Babel with Anna and Ben”, “Der Turm with Anna, Ben and Carla” or “help”.
help-no-game = I referee Turmbau zu Babel, Der Turm and Villa Paletti, in English and German. Start with “new game of …” and the players in seating order.
help = Tell me what happens on each turn, in your own words. Ask “whose turn is it?” or “what's the score?”; say “undo” to take back the last report, or “end the game”. For example:

setup-player-count = { $game } needs { $min } to { $max } players — I heard { $count ->
    [one] one name
   *[other] { $count } names
}.
setup-duplicate-names = Two players have the same name; please tell them apart (“Anna” and “Anna B.”).
setup-empty-name = Every player needs a name; one of them is empty.
setup-name-too-long = A name can have at most { $max } characters; please use a shorter one.
setup-unknown-option = “{ $option }” is not an option of { $game }.
setup-unknown-player = { $player } is not one of the players.

rule-game-over = The game is over; start a new one with “new game of …”.
rule-unknown-player = { $player } isn't playing at this table.
rule-not-your-turn = It's { $expected }'s turn, not { $player }'s.

offer-resume = There's an unfinished game of { $game } with { $players } ({ $reports ->
    [one] one report
   *[other] { $reports } reports
} so far). Pick it up again?

internal-error = Sorry, something went wrong on my side — nothing was changed. Please say it again, perhaps in other words.

turn-check = { $yes ->
    [yes] Yes, { $player }, it's your turn.
   *[no] No, { $player }, it's { $current }'s turn.
}

changed-elsewhere = The game was changed in another window in the meantime, so I didn't apply that. Check where it stands, and say it again if it still holds.
reloaded-elsewhere = The game was changed in another window, so I loaded it again first.
game-saved = Game saved — `referee play` picks it up again.

## The database a terminal game is kept in (said on stderr, then the program stops).
store-folder = { $path } is a folder, not a database file.
store-parent-file = cannot create { $path }: { $parent } is a file, not a folder.
store-no-folder = cannot create the folder { $path }.
store-foreign = { $path } belongs to another program, not to the referee.
store-not-sqlite = { $path } is not a database file (SQLite): was it overwritten, or is it another file?
store-read-only = { $path } is read-only, and the referee needs to write to it.
store-locked = { $path } is locked by another program; try again in a moment.
store-denied = cannot open { $path }: permission denied.
store-cannot-open = cannot open { $path }.
store-other = cannot use { $path }: { $detail }
store-pg-unreachable = cannot reach the database { $path }: is PostgreSQL running there?
store-pg-auth = the database { $path } refused the user name or password.
store-pg-no-db = the database { $path } does not exist: create it first (createdb).
store-pg-busy = another worker kept this table busy for too long; try again in a moment.

ask-player-names = I need everybody's name — for example “Anna, Ben and Carla”, in seating order, clockwise.

# Channels that know who is who (Telegram)
only-players-report = Only players of this game can report. Join the next game to play along — questions are always welcome.
only-host-manages = Only whoever started this game, or a group admin, can end it or start another one now.

# "why?" / "more" with no rule answer just given.
more-nothing = Ask me a rule question first; then “why?” or “more” gives the details.
